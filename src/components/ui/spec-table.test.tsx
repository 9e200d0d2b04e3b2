import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SpecTable } from './spec-table';

/** A stand-in ResizeObserver whose callbacks the test runs, as the browser would after a layout. */
function observeResizes() {
  const callbacks: (() => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return () => act(() => callbacks.forEach((callback) => callback()));
}

/** Gives the scrolling box the widths a browser would measure (happy-dom lays nothing out). */
function measure(box: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(box, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: clientWidth });
}

const models = {
  caption: 'Operating range',
  columns: ['Model', 'Flow (m³/h)', 'Head (m)', 'Power (kW)'],
  rows: [['KS4-05/24', '0.6 – 3', '120 – 50', '1.1']],
};
const materials = {
  caption: 'Materials of construction',
  columns: ['Part', 'Material'],
  rows: [['Impeller', 'Stainless steel AISI 304 (1.4301), laser-welded']],
};

describe('spec table on a phone (issue 49, item 5)', () => {
  it('shows the swipe cue only while the table is wider than its box, as measured', () => {
    const resized = observeResizes();
    render(<SpecTable table={models} />);
    const cue = screen.getByText('Swipe the table sideways for all 4 columns →');
    const box = screen.getByRole('region', { name: 'Operating range (scrolls sideways)' });
    // Server HTML and first paint: nothing measured, no cue.
    expect(cue).not.toBeVisible();
    // A 360 px phone: the table is 520 px in a 326 px box.
    measure(box, 520, 326);
    resized();
    expect(cue).toBeVisible();
    // Turned sideways or on a desktop: all four columns fit.
    measure(box, 640, 640);
    resized();
    expect(cue).not.toBeVisible();
  });

  it('wraps a two-column table instead of scrolling, with no cue', () => {
    const { container } = render(<SpecTable table={materials} />);
    expect(screen.queryByText(/Swipe the table sideways/)).toBeNull();
    expect(screen.getByRole('region', { name: 'Materials of construction' })).toBeInTheDocument();
    for (const cell of container.querySelectorAll('th, td')) {
      expect(cell.className, cell.textContent ?? '').not.toMatch(/whitespace-nowrap|sticky/);
    }
  });
});
