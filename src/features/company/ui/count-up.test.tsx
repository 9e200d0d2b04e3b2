import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CountUp } from './count-up';

describe('company counters (SPEC 2.4, 9)', () => {
  it('counts up from 0 to exactly its end value once in view', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
    render(
      <p data-testid="counter">
        <CountUp end={5458} durationMs={2000} />
      </p>,
    );
    // The visible digits animate; screen readers get the final value only (the sr-only copy).
    const counter = screen.getByTestId('counter-value');
    expect(screen.getByTestId('counter')).toHaveTextContent('5458');
    await act(() => vi.advanceTimersByTimeAsync(16));
    const early = Number(counter.textContent);
    expect(early).toBeLessThan(5458);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const middle = Number(counter.textContent);
    expect(middle).toBeGreaterThan(early);
    expect(middle).toBeLessThan(5458);
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(counter).toHaveTextContent('5458');
  });

  it('shows the final value at once under reduced motion', () => {
    window.__mediaMatches = { '(prefers-reduced-motion: reduce)': true };
    render(
      <p data-testid="counter">
        <CountUp end={214} />
      </p>,
    );
    expect(screen.getByTestId('counter-value')).toHaveTextContent(/^214$/);
  });
});
