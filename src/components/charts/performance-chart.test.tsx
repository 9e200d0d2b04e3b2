import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PerformanceChart } from './performance-chart';
import type { ChartSeries } from './types';

/** Two plausible curves: H = 60 − 0.25·Q² and H = 80 − 0.3·Q², η peaking near 9 m³/h. */
function curve(id: string, h0: number, b: number): ChartSeries {
  const points = [2, 4, 6, 8, 10, 12, 14].map((q) => {
    const eta = 70 * (1 - 0.5 * ((q - 9) / 9) ** 2);
    const head = h0 - b * q * q;
    return {
      flowM3h: q,
      headM: head,
      efficiencyPct: eta,
      powerKw: (1000 * 9.81 * (q / 3600) * head) / (eta / 100) / 1000,
    };
  });
  return { id, label: id, points, bepFlowM3h: 9 };
}

const series = [curve('KS4-A', 60, 0.25), curve('KS4-B', 80, 0.3)];

describe('performance chart (issue 12 §4)', () => {
  it('draws one path per model in each panel, with axis labels and units', () => {
    const { container } = render(<PerformanceChart title="Curves" series={series} />);
    expect(container.querySelectorAll('path[data-series="KS4-A"]')).toHaveLength(3);
    expect(container.querySelectorAll('path[data-series="KS4-B"]')).toHaveLength(3);
    const svg = screen.getByRole('img', { name: 'Curves' });
    expect(within(svg as unknown as HTMLElement).getByText('Head H (m)')).toBeInTheDocument();
    expect(within(svg as unknown as HTMLElement).getByText('Flow Q (m³/h)')).toBeInTheDocument();
    expect(within(svg as unknown as HTMLElement).getByText('Efficiency η (%)')).toBeInTheDocument();
  });

  it('shows the duty point, system curve, operating point and preferred region only when given', () => {
    const { container, rerender } = render(<PerformanceChart title="Curves" series={series} />);
    for (const id of ['duty-point', 'system-curve', 'operating-point', 'preferred-region']) {
      expect(container.querySelector(`[data-testid="${id}"]`), id).toBeNull();
    }
    rerender(
      <PerformanceChart
        title="Curves"
        series={series}
        duty={{ flowM3h: 8, headM: 40 }}
        systemCurve={{ staticHeadM: 10, k: 30 / 64 }}
        operatingPoints={[{ id: 'KS4-A', flowM3h: 8.3, headM: 42.8 }]}
        preferredRegion={{ minFlowM3h: 6.3, maxFlowM3h: 10.8 }}
      />,
    );
    expect(screen.getByText('Duty 8 m³/h, 40 m')).toBeInTheDocument();
    for (const id of ['duty-point', 'system-curve', 'operating-point', 'preferred-region']) {
      expect(container.querySelector(`[data-testid="${id}"]`), id).not.toBeNull();
    }
  });

  it('lists every point in the table alternative', () => {
    render(<PerformanceChart title="Curves" series={series} />);
    const table = screen.getByRole('table', { name: 'KS4-A' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 7);
    expect(within(table).getByRole('rowheader', { name: '14' })).toBeInTheDocument();
  });

  it('moves the readout along the curve with the arrow keys and converts it with the unit switch', async () => {
    const user = userEvent.setup();
    render(<PerformanceChart title="Curves" series={series} />);
    const readout = screen.getByTestId('chart-readout');
    const chart = screen.getByRole('group', { name: /arrow keys/ });
    chart.focus();
    await user.keyboard('{ArrowRight}');
    // First point of KS4-A: Q 2 m³/h, H = 60 − 0.25 × 4 = 59 m.
    expect(readout).toHaveTextContent('KS4-A: Q 2 m³/h, H 59 m');
    await user.keyboard('{ArrowRight}');
    expect(readout).toHaveTextContent('KS4-A: Q 4 m³/h, H 56 m');
    // 4 m³/h = 4 / 3.6 = 1.11 L/s; 56 m = 56 / 0.3048 = 184 ft.
    await user.selectOptions(screen.getByLabelText('Flow unit'), 'ls');
    await user.selectOptions(screen.getByLabelText('Head unit'), 'ft');
    expect(readout).toHaveTextContent('KS4-A: Q 1.11 L/s, H 184 ft');
    expect(screen.getByText('Flow Q (L/s)')).toBeInTheDocument();
  });

  it('highlights the model picked in the legend', async () => {
    const user = userEvent.setup();
    const { container } = render(<PerformanceChart title="Curves" series={series} />);
    const first = () => container.querySelector('path[data-series="KS4-B"]')!;
    expect(first()).toHaveAttribute('stroke-width', '1.6');
    await user.click(screen.getByRole('button', { name: 'KS4-B' }));
    expect(screen.getByRole('button', { name: 'KS4-B' })).toHaveAttribute('aria-pressed', 'true');
    expect(first()).toHaveAttribute('stroke-width', '3');
  });

  it('draws the duty point of the page URL on a prerendered product page', () => {
    window.history.replaceState(null, '', '/products/x?flow=8&head=40&hz=50');
    const { container } = render(<PerformanceChart title="Curves" series={series} dutyFromUrl />);
    act(() => undefined);
    expect(container.querySelector('[data-testid="duty-point"]')).not.toBeNull();
    expect(container.querySelector('[data-testid="system-curve"]')).not.toBeNull();
    window.history.replaceState(null, '', '/');
    fireEvent.pointerLeave(container.querySelector('svg')!);
  });
});
