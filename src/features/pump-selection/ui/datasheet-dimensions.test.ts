import { describe, expect, it } from 'vitest';
import { getPumpModel, getPumpModels } from '@/content/pump-models';
import { datasheetDimensions } from './datasheet-dimensions';

describe('the datasheets’ dimensions: the catalogue’s own bore-fit figures (issue 48)', () => {
  it('gives KS4-05/24 its guard and cable diameters and what the set needs of a 4-inch bore', () => {
    // 4-inch set: pump 98 mm, 100 mm with its guard; motor 95 mm, 101 mm with its flat cable;
    // needs max(100, 101) = 101 mm of the 4″ = 4 × 25.4 = 101.6 mm bore.
    expect(datasheetDimensions(getPumpModel(50, 'KS4-05/24')!)).toEqual([
      { term: 'Largest outer diameter', value: '98 mm' },
      { term: 'Pump with cable guard', value: '100 mm' },
      { term: 'Motor with drop cable', value: '101 mm', detail: 'motor 95 mm' },
      { term: 'Smallest borehole', value: '4″ (101.6 mm)', detail: 'the set needs 101 mm' },
    ]);
  });

  it('states a 6-inch bore for the 4-inch pump on a 6-inch motor (KS4-05/68, 11 kW): its motor needs 150 mm', () => {
    const rows = datasheetDimensions(getPumpModel(50, 'KS4-05/68')!);
    expect(rows.find((r) => r.term === 'Smallest borehole')).toEqual({
      term: 'Smallest borehole',
      value: '6″ (152.4 mm)',
      detail: 'the set needs 150 mm',
    });
  });

  it('gives every borehole model a smallest borehole its set fits, and a surface pump none', () => {
    const borehole = getPumpModels().filter((m) => m.minBoreInch !== undefined);
    expect(borehole.length).toBeGreaterThan(50);
    for (const m of borehole)
      expect(
        datasheetDimensions(m).map((r) => r.term),
        m.model,
      ).toContain('Smallest borehole');
    expect(datasheetDimensions(getPumpModel(50, 'KEC 32-160')!)).toEqual([]);
  });

  it('refuses a model whose smallest borehole would not hold its set', () => {
    const model = structuredClone(getPumpModel(50, 'KS4-05/24')!);
    model.motor.diameterWithCableMm = 103;
    expect(() => datasheetDimensions(model)).toThrow(
      /KS4-05\/24: its smallest borehole \(4 in\) does not hold the set/,
    );
  });
});
