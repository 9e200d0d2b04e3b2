import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PerformanceChart, type ChartSeries } from '@/components/charts';
import { UrlDuty } from './url-duty';
import { dutyFromSearch } from './url-duty-parse';

/** H = 80 − 0.3·Q² over 2–14 m³/h. */
const series: ChartSeries[] = [
  {
    id: 'KS4-B',
    label: 'KS4-B',
    points: [2, 4, 6, 8, 10, 12, 14].map((q) => ({ flowM3h: q, headM: 80 - 0.3 * q * q })),
  },
];

function renderAt(search: string) {
  window.history.replaceState(null, '', `/products/x${search}`);
  return render(
    <UrlDuty>
      <PerformanceChart title="Curves" series={series} flowUnit="m3h" headUnit="m" />
    </UrlDuty>,
  );
}

describe("a product page's chart with the selector's duty in its URL (issues 23, 25)", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("draws the duty and the domain's system curve in the visitor's units", async () => {
    // 44.03 US gpm × 0.227 124 5 = 10.0 m³/h; 196.9 ft × 0.3048 = 60.0 m.
    const { container } = renderAt('?flow=44.03&flowUnit=usgpm&head=196.9&headUnit=ft&staticHeadM=20');
    await waitFor(() => expect(screen.getByTestId('duty-label')).toHaveTextContent('Duty 44 US gpm, 197 ft'));
    expect(container.querySelector('[data-testid="system-curve"]')).not.toBeNull();
    expect(screen.getByLabelText('Flow unit')).toHaveValue('usgpm');
    expect(screen.getByLabelText('Head unit')).toHaveValue('ft');
  });

  it('gives no duty for a query the selection refuses, nor for a URL without one', () => {
    // A static head above the duty head is refused by parseSelectionQuery.
    expect(dutyFromSearch('?flow=10&head=60&staticHeadM=80')).toBeNull();
    expect(dutyFromSearch('?hz=50')).toBeNull();
    const { container } = renderAt('');
    expect(container.querySelector('[data-testid="duty-point"]')).toBeNull();
    expect(container.querySelector('[data-testid="system-curve"]')).toBeNull();
  });
});
