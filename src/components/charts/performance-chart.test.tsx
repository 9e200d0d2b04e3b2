import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { markerBox, placeLabel } from './label-placement';
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
        systemHead={(q) => 10 + (30 / 64) * q * q}
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
    const svg = screen.getByRole('img', { name: 'Curves' }) as unknown as HTMLElement;
    expect(within(svg).getByText('Flow Q (L/s)')).toBeInTheDocument();
    // The table alternative follows the units too.
    expect(screen.getAllByRole('columnheader', { name: 'Flow Q (L/s)' })).toHaveLength(2);
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

  it('draws the curve the domain computes: samples of the given curve functions, not a spline of its own (issue 23)', () => {
    // Published points at 2, 4, …, 14 m³/h; the curve function H = 60 − 0.25·Q² gives 57.75 m at 3 m³/h
    // where a straight line between the points would give (59 + 56) / 2 = 57.5 m.
    const withCurve: ChartSeries = {
      ...series[0]!,
      curve: { head: (q) => 60 - 0.25 * q * q, minFlowM3h: 2, maxFlowM3h: 14 },
    };
    const { container } = render(<PerformanceChart title="Curves" series={[withCurve]} />);
    const svg = container.querySelector('svg[role="img"]')!;
    // Flow axis 0–16 m³/h (d3 nice of 14 × 1.05) over x 52–704: 3 m³/h sits at 52 + 3/16 × 652 = 174.25.
    svg.getBoundingClientRect = () => ({ left: 0, top: 0, width: 720, height: 500 }) as DOMRect;
    fireEvent.pointerDown(svg, { clientX: 174.25, pointerType: 'touch' });
    expect(screen.getByTestId('chart-readout')).toHaveTextContent('KS4-A: Q 3 m³/h, H 57.8 m');
    // 25 even samples every 0.5 m³/h (the 7 published points among them): far more vertices than points.
    const vertices = container.querySelector('path[data-series="KS4-A"]')!.getAttribute('d')!.split('L').length;
    expect(vertices).toBe(25);
  });

  it('reads the values at the flow under a tap or a drag on a touch screen, and says "tap" there (issue 25)', () => {
    const coarse = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query: string) => ({ matches: query === '(pointer: coarse)' }) as MediaQueryList);
    const { container } = render(<PerformanceChart title="Curves" series={series} />);
    const readout = screen.getByTestId('chart-readout');
    expect(readout).toHaveTextContent(/^Tap or drag along the chart/);
    const svg = container.querySelector('svg[role="img"]')!;
    svg.getBoundingClientRect = () => ({ left: 0, top: 0, width: 720, height: 500 }) as DOMRect;
    // x of 8 m³/h: 52 + 8/16 × 652 = 378; of 12 m³/h: 52 + 12/16 × 652 = 541.
    fireEvent.pointerDown(svg, { clientX: 378, pointerType: 'touch', buttons: 1 });
    expect(readout).toHaveTextContent('KS4-A: Q 8 m³/h, H 44 m');
    fireEvent.pointerMove(svg, { clientX: 541, pointerType: 'touch', buttons: 1 });
    expect(readout).toHaveTextContent('KS4-A: Q 12 m³/h, H 24 m');
    // Lifting the finger keeps the values on screen.
    fireEvent.pointerLeave(svg, { pointerType: 'touch' });
    expect(readout).toHaveTextContent('KS4-A: Q 12 m³/h');
    coarse.mockRestore();
  });

  it('fits its box: lays out at the box width with no minimum, and tick labels of 12 px (issue 25)', () => {
    const observers: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const { container } = render(<PerformanceChart title="Curves" series={series} />);
    act(() => observers[0]!([{ contentRect: { width: 302 } } as ResizeObserverEntry], {} as ResizeObserver));
    const svg = container.querySelector('svg[role="img"]')!;
    expect(svg.getAttribute('viewBox')).toMatch(/^0 0 302 /);
    expect(svg.getAttribute('class')).not.toMatch(/min-w/);
    const sizes = [...svg.querySelectorAll('text')].map((t) => Number(t.getAttribute('font-size')));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
    // A 302 px chart keeps about half the flow ticks, so 12 px labels do not run into each other.
    expect(screen.getAllByTestId('flow-tick').map((t) => t.textContent)).toEqual(['0', '5', '10', '15']);
    vi.unstubAllGlobals();
  });

  it('ticks round numbers of the unit shown: d3 nice() on the converted domain (issue 25)', async () => {
    const user = userEvent.setup();
    render(<PerformanceChart title="Curves" series={series} flowUnit="usgpm" headUnit="ft" />);
    // Flow: 14 × 1.05 = 14.7 m³/h = 64.7 US gpm → nice 0–70 in tens. Head: 80 × 1.08 = 86.4 m = 283 ft → 0–300 in 50s.
    expect(screen.getAllByTestId('flow-tick').map((t) => t.textContent)).toEqual([
      '0',
      '10',
      '20',
      '30',
      '40',
      '50',
      '60',
      '70',
    ]);
    expect(screen.getAllByTestId('head-tick').map((t) => t.textContent)).toEqual([
      '0',
      '50',
      '100',
      '150',
      '200',
      '250',
      '300',
    ]);
    // In m: 86.4 m → nice 0–100 in 20s.
    await user.selectOptions(screen.getByLabelText('Head unit'), 'm');
    expect(screen.getAllByTestId('head-tick').map((t) => t.textContent)).toEqual(['0', '20', '40', '60', '80', '100']);
  });

  it('starts in the units asked and follows a new search in other units (issue 49, item 1)', async () => {
    const user = userEvent.setup();
    const duty = { flowM3h: 5.91, headM: 120 };
    const { container, rerender } = render(
      <PerformanceChart title="Curves" series={series} duty={duty} flowUnit="usgpm" headUnit="ft" />,
    );
    // 5.91 m³/h ÷ 0.227 124 7 (m³/h per US gpm) = 26.0 US gpm; 120 m ÷ 0.3048 = 394 ft.
    expect(screen.getByLabelText('Flow unit')).toHaveValue('usgpm');
    expect(screen.getByLabelText('Head unit')).toHaveValue('ft');
    expect(screen.getByTestId('duty-label')).toHaveTextContent('Duty 26 US gpm, 394 ft');
    expect(container.querySelector('figcaption + p')).toHaveTextContent('Duty point 26 US gpm at 394 ft.');
    // The visitor switches the head to m; the same search keeps the choice.
    await user.selectOptions(screen.getByLabelText('Head unit'), 'm');
    rerender(<PerformanceChart title="Curves" series={series} duty={duty} flowUnit="usgpm" headUnit="ft" />);
    expect(screen.getByLabelText('Head unit')).toHaveValue('m');
    // A second search in the same tab, in L/s and bar: 5.91 ÷ 3.6 = 1.64 L/s; 120 m ÷ 10.197 m/bar = 11.8 bar.
    rerender(<PerformanceChart title="Curves" series={series} duty={duty} flowUnit="ls" headUnit="bar" />);
    expect(screen.getByLabelText('Flow unit')).toHaveValue('ls');
    expect(screen.getByLabelText('Head unit')).toHaveValue('bar');
    expect(screen.getByTestId('duty-label')).toHaveTextContent('Duty 1.64 L/s, 11.8 bar');
    expect(container.querySelector('figcaption + p')).toHaveTextContent('Duty point 1.64 L/s at 11.8 bar.');
    const svg = screen.getByRole('img', { name: 'Curves' }) as unknown as HTMLElement;
    expect(within(svg).getByText('Flow Q (L/s)')).toBeInTheDocument();
  });

  it('places the duty label clear of the operating points (issue 25)', () => {
    const { container } = render(
      <PerformanceChart
        title="Curves"
        series={series}
        duty={{ flowM3h: 8, headM: 40 }}
        // Where the label would go by default (up and to the right of the duty point).
        operatingPoints={[{ id: 'KS4-A', flowM3h: 9, headM: 42 }]}
      />,
    );
    const label = screen.getByTestId('duty-label');
    const marker = container.querySelector('[data-testid="operating-point"]')!;
    const cx = Number(marker.getAttribute('cx'));
    const cy = Number(marker.getAttribute('cy'));
    const x = Number(label.getAttribute('x'));
    const baseline = Number(label.getAttribute('y'));
    const width = (label.textContent ?? '').length * 7;
    const clear = cx + 6 < x || cx - 6 > x + width || cy + 6 < baseline - 14 || cy - 6 > baseline + 3;
    expect(clear).toBe(true);
  });

  it('says when two models draw the same curves and what differs (issue 25)', () => {
    const twin = { ...series[0]!, id: 'KP4-A', label: 'KP4-A', traits: { series: 'KP', stages: '14' } };
    render(
      <PerformanceChart title="Curves" series={[{ ...series[0]!, traits: { series: 'KC', stages: '14' } }, twin]} />,
    );
    expect(screen.getByTestId('identical-curves')).toHaveTextContent(
      'KP4-A: same hydraulics as KS4-A; differs in series.',
    );
  });
});

describe('placeLabel', () => {
  const bounds = { x: 52, y: 14, width: 230, height: 250 };
  it('keeps a label inside a narrow plot: slid sideways above its point when neither side holds it (issue 25)', () => {
    // Point at x 180 in a plot from 52 to 282: 154 px fit neither right (188–342) nor left (18–172).
    const box = placeLabel({ x: 180, y: 150 }, { width: 154, height: 14 }, [], bounds);
    expect(box.x).toBeGreaterThanOrEqual(52);
    expect(box.x + box.width).toBeLessThanOrEqual(282);
    expect(box.y + box.height).toBeLessThanOrEqual(150 - 8);
  });

  it('takes the first corner clear of the markers', () => {
    const marker = markerBox(100, 80, 6);
    // Above-right of (90, 100) would cover the marker at (100, 80); above-left is clear.
    const box = placeLabel({ x: 90, y: 100 }, { width: 30, height: 14 }, [marker], bounds);
    expect(box).toEqual({ x: 52, y: 78, width: 30, height: 14 });
  });
});
