import { describe, expect, it } from 'vitest';
import { getEngineeringData } from '@/content/engineering';
import { sizeFarmWell } from '../../../../tests/support/sizing';
import type { SizingSheet } from './size-borewell';
import { warningsIn } from '../ui/messages';

const data = getEngineeringData();

/** The sheet's warnings as the visitor reads them (`ui/messages.ts`). */
const said = (sheet: SizingSheet) => warningsIn(sheet.warnings, 'metric');

/** The set below the pump: motor starting and panel, cooling, the column's hanging load, warm water. */
describe('sizeBorewell: electrics, cooling and the column', () => {
  it('starts a large 6-lead motor star-delta in a 6-inch bore: the catalogue’s diameters hold with both cables', () => {
    // The fixture's 6-inch set needs 150 mm (pump with guard, motor with its cables) of 152.4 mm.
    const sheet = sizeFarmWell({ flowM3h: '40', staticLevelM: '80', boreDepthM: '200' });
    expect(sheet.starter).toMatchObject({ method: 'star-delta', cables: 2 });
    expect(sheet.cable).toMatchObject({ cables: 2 });
  });

  it('starts a large motor star-delta with two cables and the SD panel', () => {
    const sheet = sizeFarmWell({ boreDiameterIn: '7', flowM3h: '40', staticLevelM: '80', boreDepthM: '200' });
    expect(sheet.pump!.motor.powerKw).toBeGreaterThan(7.5);
    expect(sheet.starter!.method).toBe('star-delta');
    expect(sheet.panel).toMatchObject({ model: 'SD', alternatives: ['ISP'] });
    expect(sheet.cable).toMatchObject({ cables: 2, circuit: 'star-delta' });
    expect(sheet.cable!.currentA).toBeCloseTo(sheet.pump!.motor.fullLoadCurrentA / Math.sqrt(3), 10);
  });

  it('serves a small single-phase set with the SIP panel, and says when no panel serves a large one', () => {
    const small = sizeFarmWell({ phase: '1', flowM3h: '2', horizontalRunM: '0' });
    expect(small.starter!.method).toBe('capacitor');
    expect(small.panel!.model).toBe('SIP');
    expect(small.panel!.protections).not.toContain('phase-failure');
    const large = sizeFarmWell({ phase: '1', flowM3h: '12' });
    expect(large.panel).toBeNull();
    expect(large.warnings.map((w) => w.code)).toContain('no-panel');
  });

  it('advises a flow sleeve when the water passes the motor too slowly', () => {
    const sheet = sizeFarmWell({ boreDiameterIn: '10', flowM3h: '3' });
    expect(sheet.cooling).toMatchObject({ flowSleeveNeeded: true, minimumMs: 0.16 });
    expect(said(sheet).find((w) => w.code === 'flow-sleeve-needed')?.message).toMatch(/fit a flow sleeve/);
  });

  it('hangs a deep set on GI when no uPVC grade carries it', () => {
    const sheet = sizeFarmWell({ boreDepthM: '450', staticLevelM: '340', drawdownM: '5', flowM3h: '3' });
    expect(sheet.settingDepthM).toBe(355);
    expect(sheet.pipe.material).toBe('gi');
    expect(sheet.warnings.map((w) => w.code)).toContain('pipe-material-changed');
  });

  it('checks the hanging load of a GI column with the set and its cable, and warns when no grade carries it', () => {
    const deep = (staticLevelM: number) =>
      sizeFarmWell({
        boreDepthM: String(staticLevelM + 100),
        staticLevelM: String(staticLevelM),
        drawdownM: '10',
        flowM3h: '8',
        pipeMaterial: 'gi',
        cableLengthM: '20',
      });
    const shallow = deep(300);
    const load = shallow.pipe.hangingLoad!;
    // The load is the sum of its parts, the stress that load over the thread root, and the cable's
    // copper is the chosen cables': 3 cores × cables × size × setting depth × 8890 kg/m³.
    expect(load.loadKn).toBeCloseTo((9.80665 * (load.pipeKg + load.waterKg + load.cableKg + load.pumpSetKg)) / 1000, 6);
    expect(load.cableKg).toBeCloseTo(
      8890 * 3 * shallow.cable!.cables * shallow.cable!.sizeMm2 * 1e-6 * shallow.settingDepthM,
      6,
    );
    expect(load.stressMPa).toBeLessThanOrEqual(shallow.pipe.allowableStressMPa);
    expect(shallow.warnings.map((w) => w.code)).not.toContain('pipe-hanging-load');

    // At 520 m the 2-inch column with 3 × 95 mm² of copper overloads even the heavy grade.
    const overloaded = deep(500);
    expect(overloaded.pipe.grade).toBe('Heavy (IS 1239-1)');
    expect(overloaded.pipe.hangingLoad!.stressMPa).toBeGreaterThan(overloaded.pipe.allowableStressMPa);
    expect(said(overloaded).find((w) => w.code === 'pipe-hanging-load')?.message).toMatch(
      /MPa at the thread root against the 97\.5 MPa allowed/,
    );
  });

  it('derates the uPVC column and raises the motor’s cooling flow for 40 °C water (warm-water)', () => {
    const cool = sizeFarmWell();
    const warm = sizeFarmWell({ waterTempC: '40' });
    // ISO 1452-2 Annex A at 40 °C: 0.8 + (0.63 − 0.8) × 5/10 = 0.715 of the 25 °C rating.
    expect(cool.pipe.temperatureFactor).toBe(1);
    expect(warm.pipe.temperatureFactor).toBeCloseTo(0.715, 12);
    // The rating is the size's 2σt/(D − t) (bar = 10 × MPa) × 0.715.
    const upvc = data.pipes.find((m) => m.material === 'upvc')!;
    const size = upvc.grades
      .find((g) => g.grade === warm.pipe.grade)!
      .sizes.find((s) => s.size === warm.pipe.nominalSize)!;
    const ratedBar = (10 * 2 * upvc.designStressMPa * size.wallMm) / (size.outerDiameterMm - size.wallMm);
    expect(warm.pipe.pressureRatingBar).toBeCloseTo(ratedBar * 0.715, 9);
    // Above 30 °C the motor needs 0.91 m/s past it; 10 m³/h past a 138 mm motor in 152.4 mm is
    // 10/3600 / (π/4 × (0.1524² − 0.138²)) = 0.85 m/s: a flow sleeve.
    expect(warm.cooling!.minimumMs).toBe(0.91);
    expect(warm.cooling!.velocityMs).toBeCloseTo(10 / 3600 / ((Math.PI / 4) * (0.1524 ** 2 - 0.138 ** 2)), 9);
    expect(warm.cooling!.flowSleeveNeeded).toBe(true);
    const message = said(warm).find((w) => w.code === 'warm-water')?.message;
    expect(message).toMatch(
      /^Water at 40 °C: the uPVC column pipe's pressure rating is derated × 0\.715 to [\d.]+ bar \(ISO 1452-2 Annex A\); above the 30 °C a standard motor is rated for, the water must pass it at 0\.91 m\/s or more/,
    );
    expect(cool.warnings.map((w) => w.code)).not.toContain('warm-water');
  });
});
