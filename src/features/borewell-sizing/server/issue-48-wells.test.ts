import { describe, expect, it } from 'vitest';
import { getPumpModels } from '@/content/pump-models';
import { borewellCoverage, referenceWell, sizeCatalogueWell } from '../../../../tests/support/borewell-coverage';
import { boreFit } from '../domain';
import { nearMissesIn } from '../ui/messages';

/**
 * Issue 48 (borewell parts): 4-inch pumps in 4-inch bores by the catalogue's diameters, the set
 * chosen on the well's system curve within the ISO 9906 grade 2B tolerance, and a coverage sweep.
 */

const size = sizeCatalogueWell;

const submersibles = getPumpModels().filter((m) => m.category === 'SUBMERSIBLE PUMPS');

describe('the catalogue’s own bore (item 1)', () => {
  it('accepts, for every borehole model, the smallest bore its product page and datasheet state', () => {
    // The datasheet shows `minBoreInch` ("Smallest borehole 4″"), the product pages "4 inch bore and larger".
    expect(submersibles.length).toBeGreaterThan(50);
    for (const model of submersibles) {
      const set = {
        maxDiameterWithCableGuardMm: model.maxDiameterWithCableGuardMm!,
        motorDiameterWithCableMm: model.motor.diameterWithCableMm!,
      };
      expect(boreFit(set, model.minBoreInch!).fits, model.model).toBe(true);
      // The guard and the cable add to the bare diameters.
      expect(set.maxDiameterWithCableGuardMm, model.model).toBeGreaterThan(model.outerDiameterMm!);
      expect(set.motorDiameterWithCableMm, model.model).toBeGreaterThan(model.motor.outerDiameterMm!);
    }
  });

  it('sizes the farmer’s 4-inch well, 2–3 m³/h at 29–84 m, single- and three-phase, with a 250 m cable', () => {
    // Static 20–70 m, 5 m delivery, 20 m run: TDH from about 29 m to 84 m.
    for (const staticLevelM of ['20', '70']) {
      for (const phase of ['1', '3']) {
        for (const flowM3h of ['2', '3']) {
          const sheet = size({
            boreDiameterIn: '4',
            boreDepthM: '110',
            staticLevelM,
            drawdownM: '3',
            flowM3h,
            deliveryHeightM: '5',
            horizontalRunM: '20',
            phase,
            cableLengthM: '250',
          });
          const at = `${flowM3h} m³/h, static ${staticLevelM} m, ${phase}-phase, TDH ${sheet.totalDynamicHeadM.toFixed(1)} m`;
          expect(sheet.totalDynamicHeadM, at).toBeGreaterThan(28);
          expect(sheet.totalDynamicHeadM, at).toBeLessThan(85);
          expect(sheet.pump, at).not.toBeNull();
          expect(sheet.pump!.motor.outerDiameterMm, at).toBe(95);
          // The cable over 250 m + the setting depth is sized, within the 5 % refusal limit.
          expect(sheet.cable!.lengthM, at).toBeCloseTo(250 + sheet.settingDepthM, 9);
          expect(sheet.cable!.status, at).not.toBe('refused');
        }
      }
    }
  });
});

describe('the set on the system curve (item 2)', () => {
  it('gets a set for 6 m³/h at 74 m in a 6-inch bore and for 25 m³/h at 66 m', () => {
    // 6 m³/h: static 62.5 m + 5 m drawdown + 5 m delivery + friction ≈ 74 m.
    const six = size({
      boreDiameterIn: '6',
      boreDepthM: '120',
      staticLevelM: '62.5',
      drawdownM: '5',
      flowM3h: '6',
      deliveryHeightM: '5',
      horizontalRunM: '30',
    });
    expect(six.totalDynamicHeadM).toBeGreaterThan(72);
    expect(six.totalDynamicHeadM).toBeLessThan(76);
    const q6 = six.pump!.operatingPoint.flowM3h;
    expect(Math.abs(q6 / 6 - 1) <= 0.08 || q6 > 6).toBe(true);
    // 25 m³/h: static 55 m + 5 m drawdown + 5 m delivery + friction ≈ 66 m.
    const big = size({
      boreDiameterIn: '8',
      boreDepthM: '120',
      staticLevelM: '55',
      drawdownM: '5',
      flowM3h: '25',
      deliveryHeightM: '5',
      horizontalRunM: '30',
    });
    expect(big.totalDynamicHeadM).toBeGreaterThan(63);
    expect(big.totalDynamicHeadM).toBeLessThan(69);
    expect(big.pump).not.toBeNull();
  });
});

describe('the column where the velocity band falls between two sizes (item 10)', () => {
  const well = referenceWell;

  it('takes the larger size, with less friction, when a pump meets the duty on it', () => {
    // 2.5 m³/h at 9 m static: 1-inch uPVC would run at 1.64 m/s, 1¼-inch at 0.91 m/s.
    const sheet = size({ ...well, staticLevelM: '9', drawdownM: '3', flowM3h: '2.5' });
    expect(sheet.pipe.nominalSize).toBe('1 1/4');
    expect(sheet.pump).not.toBeNull();
  });

  it('falls back to the smaller size when only its friction lets a pump meet the duty', () => {
    // 6 m³/h: 1½-inch (36.8 mm heaviest) at 1.57 m/s, 2-inch (47.6 mm) at 0.94 m/s. On the 2-inch
    // column the TDH is 51.4 m and no curve passes the tolerance cross (the KP4-05/08 is 15 % short,
    // the KC4-08/14 would run the well dry); on the 1½-inch one a set meets it.
    const sheet = size({ ...well, flowM3h: '6' });
    expect(sheet.pipe.nominalSize).toBe('1 1/2');
    expect(sheet.pump).not.toBeNull();
  });
});

describe('a curve that meets the duty but would run outside its range in the well', () => {
  it('is named as a near miss: the KS4-05/24 for 2 m³/h at 183.8 m in a 4-inch bore', () => {
    // Its head at 2 m³/h is 180 m, 2.1 % short (within 5 %), but the well's curve rises with the
    // drawdown (2.5 m per m³/h) faster than its curve falls: they would meet below its 1.5 m³/h minimum.
    const sheet = size({
      boreDiameterIn: '4',
      boreDepthM: '220',
      staticLevelM: '160',
      drawdownM: '5',
      flowM3h: '2',
      deliveryHeightM: '5',
      horizontalRunM: '20',
      cableLengthM: '30',
    });
    expect(sheet.totalDynamicHeadM).toBeCloseTo(183.8, 1);
    expect(sheet.pump).toBeNull();
    expect(nearMissesIn(sheet.nearMisses, 'metric')[0]).toEqual({
      model: 'KS4-05/24',
      reason: expect.stringMatching(/it would run below its minimum flow of [\d.]+ m³\/h$/),
    });
  });
});

describe('coverage over a sweep of duties (item 3)', () => {
  it('gives a set, or a named safety reason, for ≥ 95 % of the duties a catalogue model meets', () => {
    // The sweep (600 wells) and the rule a model meets: tests/support/borewell-coverage.ts.
    const { met, covered, refusedForSafety, unexplained } = borewellCoverage();
    const pct = (covered / met) * 100;
    console.log(`borewell coverage: ${covered} / ${met} model-met duties get a set (${pct.toFixed(1)} %)`);
    for (const duty of refusedForSafety) console.log(`  refused for safety: ${duty}`);
    expect(met).toBeGreaterThan(100);
    expect(unexplained).toEqual([]);
    expect(pct).toBeGreaterThanOrEqual(95);
  });
});
