import { describe, expect, it } from 'vitest';
import { formatCost, formatEnergy, formatFigure, formatFlow } from '@/lib/figures';

describe('selector number formatting', () => {
  it.each([
    [0.456, '0.46'],
    [6, '6'],
    [12.34, '12.3'],
    [121.6, '122'],
    [1234.5, '1,235'],
  ])('%d → %s', (value, expected) => {
    expect(formatFigure(value)).toBe(expected);
  });

  it('names the unit and rounds energy to tens and cost to whole units', () => {
    expect(formatFlow(6.25)).toBe('6.25 m³/h');
    expect(formatEnergy(8764)).toBe('8,760 kWh/yr');
    expect(formatCost(52559.6)).toBe('52,560 /yr');
  });
});
