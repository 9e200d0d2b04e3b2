import { describe, expect, it } from 'vitest';
import { figureKey, withOwnFigures } from './format';

describe('figureKey', () => {
  it('treats the same figure under different labels as one', () => {
    expect(figureKey('Max. liquid temp.')).toBe(figureKey('Liquid temperature'));
    expect(figureKey('Maximum working pressure')).toBe(figureKey('Max. pressure'));
    expect(figureKey('Flow')).toBe('flow');
    expect(figureKey('Outlet')).not.toBe(figureKey('Flow'));
  });
});

describe('withOwnFigures', () => {
  it("puts a page's own figure in place of the derived one that measures the same, keeping the order", () => {
    const derived = [
      { label: 'Flow', value: '22 – 16,236 m³/h' },
      { label: 'Max. pressure', value: '50 bar' },
      { label: 'Outlet', value: '80 – 900 mm' },
      { label: 'Max. liquid temp.', value: '200 °C' },
    ];
    const own = [
      { label: 'Outlet', value: '3 - 36 inch' },
      { label: 'Liquid temperature', value: '-20 to 200 °C' },
      { label: 'Maximum working pressure', value: '5 MPa (50 bar)' },
      { label: 'Grades', value: 'Elegant, Grand' },
    ];
    expect(withOwnFigures(derived, own)).toEqual([
      { label: 'Flow', value: '22 – 16,236 m³/h' },
      { label: 'Maximum working pressure', value: '5 MPa (50 bar)' },
      { label: 'Outlet', value: '3 - 36 inch' },
      { label: 'Liquid temperature', value: '-20 to 200 °C' },
    ]);
    expect(withOwnFigures(derived, [])).toEqual(derived);
  });

  it("writes a page's own large numbers in the site's number format, leaving the rest as written", () => {
    const derived = [{ label: 'Flow', value: '22 – 16,236 m³/h' }];
    expect(withOwnFigures(derived, [{ label: 'Flow', value: '22 - 16236 m³/h' }])).toEqual([
      { label: 'Flow', value: '22 - 16,236 m³/h' },
    ]);
    expect(withOwnFigures(derived, [{ label: 'Flow', value: 'up to 2900.5 m³/h, IS 14220' }])).toEqual([
      { label: 'Flow', value: 'up to 2900.5 m³/h, IS 14220' },
    ]);
  });
});
