import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  formatCost,
  formatEnergy,
  formatFigure,
  formatFlow,
  formatHead,
  formatMotor,
  roundTo,
  formatNominalSize,
} from '@/components/format/figures';

describe('selector number formatting', () => {
  it.each([
    [0.456, '0.46'],
    [6, '6'],
    [12.34, '12.3'],
    [121.6, '122'],
    [1234.5, '1,235'],
    [1500, '1,500'],
    [1234567, '1,234,567'],
    [-3.14159, '-3.14'],
    [-0.001, '0'],
    [0, '0'],
  ])('%d → %s', (value, expected) => {
    expect(formatFigure(value)).toBe(expected);
  });

  it('names the unit and rounds energy to tens', () => {
    expect(formatFlow(6.25)).toBe('6.25 m³/h');
    expect(formatEnergy(8764)).toBe('8,760 kWh/yr');
  });

  it("shows flow and head in the visitor's units (issue 25)", () => {
    // 10 m³/h = 10 / 0.227 124 5 = 44.03 US gpm; 60 m = 60 / 0.3048 = 196.85 ft.
    expect(formatFlow(10, 'usgpm')).toBe('44 US gpm');
    expect(formatHead(60, 'ft')).toBe('197 ft');
    expect(formatHead(60)).toBe('60 m');
  });

  it('names HP beside kW for a motor (issue 25)', () => {
    expect(formatMotor(3.7, 5)).toBe('3.7 kW (5 HP)');
  });

  it("gives a running cost in the site's currency to three significant digits (issue 25)", () => {
    // 18,417 → 18,400 (step 100); 52,559.6 → 52,600; 845.4 → 845.
    expect(formatCost(18417)).toBe('₹18,400/yr');
    expect(formatCost(52559.6)).toBe('₹52,600/yr');
    expect(formatCost(845.4)).toBe('₹845/yr');
    expect(currencySymbol()).toBe('₹');
  });
});

describe('one rounding rule for the tools and their APIs', () => {
  it.each([
    // The scaled value rounds half away from zero: 4.35 × 10 = 43.5 → 44 (toFixed(1) would print 4.3,
    // as the double 4.35 is 4.3499…); −2.5 → −3; 0.145 × 100 = 14.499… → 14.
    [4.35, 1, 4.4],
    [-2.5, 0, -3],
    [0.145, 2, 0.14],
    [12.3456, 3, 12.346],
    [987.6, 0, 988],
  ])('%d to %d decimals is %d', (value, digits, expected) => {
    expect(roundTo(value, digits)).toBe(expected);
  });

  it('never gives −0, which JSON and labels would print as 0 anyway but comparisons tell apart', () => {
    expect(Object.is(roundTo(-0.004, 2), 0)).toBe(true);
  });

  it('passes an absent figure through (a JSON answer keeps its null)', () => {
    expect(roundTo(null, 2)).toBeNull();
  });

  it('prints the figure it rounds to (a page and its API agree)', () => {
    expect(formatFigure(4.355)).toBe(String(roundTo(4.355, 2)));
  });
});

describe('formatNominalSize (issue 49, item 4)', () => {
  it('marks inch sizes so they do not read as a figure beside a length', () => {
    // The solar sheet printed 'uPVC column pipe 2 102 m' and '1 1/2 99.9 m'.
    expect(formatNominalSize('2')).toBe('2″');
    expect(formatNominalSize('1 1/2')).toBe('1 1/2″');
    expect(formatNominalSize('DN 50')).toBe('DN 50');
    expect(formatNominalSize('63 mm')).toBe('63 mm');
  });
});
