import { describe, expect, it } from 'vitest';
import { checkAgainstCatalogue, getEngineeringData } from './engineering';
import { getCatalogue } from './catalogue';

describe('engineering tables of the borewell sizing tool', () => {
  const data = getEngineeringData();

  it('has uPVC grades lightest first, by rising maximum installation depth (metres), as on the uPVC pipe page', () => {
    const upvc = data.pipes.find((m) => m.material === 'upvc')!;
    expect(upvc.grades.map((g) => g.grade)).toEqual(['Elegant', 'Elegant +', 'Grand', 'Eon', 'Eon +']);
    expect(upvc.grades.map((g) => g.maxInstallationDepthM)).toEqual([150, 210, 300, 350, 350]);
  });

  it('gives every uPVC grade the same sizes, 1 to 5 inch, with walls not thinner than the lighter grade', () => {
    const upvc = data.pipes.find((m) => m.material === 'upvc')!;
    for (let g = 1; g < upvc.grades.length; g++) {
      const lighter = upvc.grades[g - 1]!.sizes;
      upvc.grades[g]!.sizes.forEach((s, i) => {
        expect(s.size).toBe(lighter[i]!.size);
        expect(s.wallMm).toBeGreaterThanOrEqual(lighter[i]!.wallMm);
      });
    }
    expect(upvc.grades[0]!.sizes.map((s) => s.size)).toEqual(['1', '1 1/4', '1 1/2', '2', '2 1/2', '3', '4', '5']);
  });

  it('uses the Hazen-Williams C of new pipe per material (Engineering ToolBox table: PVC 150, PE 140, galvanized iron 120)', () => {
    const c = Object.fromEntries(data.pipes.map((m) => [m.material, m.hazenWilliamsC]));
    expect(c).toEqual({ upvc: 150, gi: 120, hdpe: 140 });
  });

  it('reproduces IS 1239-1 medium 2 inch (60.3 x 3.6 mm) and IS 4984 PE 100 PN 10 63 mm (wall 3.8 mm)', () => {
    const gi = data.pipes.find((m) => m.material === 'gi')!.grades[0]!.sizes.find((s) => s.size === '2')!;
    expect([gi.outerDiameterMm, gi.wallMm]).toEqual([60.3, 3.6]);
    const hdpe = data.pipes.find((m) => m.material === 'hdpe')!.grades[0]!.sizes.find((s) => s.size === '63 mm')!;
    expect(hdpe.wallMm).toBe(3.8);
  });

  it('has the cable range of the cable page, 1 to 95 mm², with IEC 60228 class 5 resistances falling as the size rises', () => {
    expect(data.cables.map((c) => c.sizeMm2)).toEqual([1, 1.5, 2.5, 4, 6, 10, 16, 25, 35, 50, 70, 95]);
    // IEC 60228 Table 3, class 5 plain copper: 2.5 mm² 7.98 Ω/km, 35 mm² 0.554 Ω/km at 20 °C.
    expect(data.cables.find((c) => c.sizeMm2 === 2.5)!.maxResistance20COhmPerKm).toBe(7.98);
    expect(data.cables.find((c) => c.sizeMm2 === 35)!.maxResistance20COhmPerKm).toBe(0.554);
    data.cables.forEach((c, i) => {
      if (i > 0) expect(c.maxResistance20COhmPerKm).toBeLessThan(data.cables[i - 1]!.maxResistance20COhmPerKm);
    });
  });

  it('lists the control panel models of the control panel page', () => {
    expect(data.panels.map((p) => p.model)).toEqual(['CSR', 'CSCR', 'SIP', 'DOL', 'SD', 'ATS', 'ISP']);
  });

  it('fails with both files named when a repeated figure drifts from its catalogue page', () => {
    const pages = getCatalogue().staticPages;
    expect(() => checkAgainstCatalogue(data, pages)).not.toThrow();
    const deeper = structuredClone(data);
    deeper.pipes.find((m) => m.material === 'upvc')!.grades[0]!.maxInstallationDepthM = 160;
    expect(() => checkAgainstCatalogue(deeper, pages)).toThrow(
      /content\/engineering\/pipes\.json: uPVC grades and maximum installation depths .* differ from content\/catalogue\/pages\/50hz/,
    );
    const renamed = structuredClone(data);
    renamed.panels[0]!.model = 'CSX';
    expect(() => checkAgainstCatalogue(renamed, pages)).toThrow(/panels.json: control panel models/);
    const noTable = pages.map((p) =>
      p.category === 'SUBMERSIBLE CABLES' ? { ...p, blocks: p.blocks.filter((b) => b.type !== 'table') } : p,
    );
    expect(() => checkAgainstCatalogue(data, noTable)).toThrow(/no table captioned "Sizes and current ratings"/);
  });
});
