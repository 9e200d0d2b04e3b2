import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getPumpModel } from '@/content/pump-models';
import { modelCurves } from '@/content/model-curves';
import { meetsDutyTolerance, pickedPumpFromSelection, type SizingSheet } from '../domain';
import { sizeCatalogueWell } from '../../../../tests/support/borewell-coverage';
import { nearMissesIn, warningsIn } from '../ui/messages';

/**
 * The wells of issue 24, sized with today's sample curves through the real pump picker, each
 * checked against a hand computation written out here. When the sample curves are regenerated the
 * picked models and operating points move: recompute these cases by hand rather than copying the
 * new answers.
 */

const size = sizeCatalogueWell;

const codes = (sheet: SizingSheet) => sheet.warnings.map((w) => w.code);

/** Hazen–Williams, SI (Q m³/h, D mm, L m), written out so the test does not reuse the code under test. */
const hazenWilliams = (q: number, dMm: number, lM: number, c: number) =>
  (10.67 * lM * (q / 3600) ** 1.852) / (c ** 1.852 * (dMm / 1000) ** 4.87);

describe('issue 24 wells', () => {
  it('W2: 8-inch, 250 m, static 110 m, drawdown 25 m, 40 m³/h, GI — 30 kW KS6-60/13 star-delta on 2 × 35 mm² at 2.26 %', () => {
    // Regenerated curves (issue 23 §7): the picker ranks the KS8-77/11 first (103 % of its BEP on the
    // selector's system curve), but in this well it would deliver 53.3 m³/h, 33 % over the duty; the
    // sizing ranks a set within the ISO 9906 tolerance first, the KS6-60/13.
    const sheet = size({
      boreDiameterIn: '8',
      boreDepthM: '250',
      staticLevelM: '110',
      drawdownM: '25',
      flowM3h: '40',
      pipeMaterial: 'gi',
      deliveryHeightM: '10',
      horizontalRunM: '200',
      outletPressureBar: '0.5',
      voltage: '415',
      cableLengthM: '100',
    });
    const pump = sheet.pump!;
    // Issue 48: the KS8-77/11 (53.3 m³/h, 33 % over) is acceptable where the well yields it, but a set
    // within the ISO 9906 tolerance of the duty ranks first.
    expect(pump.model).toBe('KS6-60/13');
    expect(sheet.delivered).toBeNull();
    // 30 kW: η 89 %, cos φ 0.87 → FLC = 30,000 / (√3 × 415 × 0.89 × 0.87) = 53.9 A.
    expect(pump.motor).toMatchObject({ powerKw: 30, leads: 6, powerFactor: 0.87, fullLoadCurrentA: 53.9 });
    // Operating point on the well's own curve: H_sys(Q) = 110 + Q/1.6 + 10 + friction(Q) + 0.5 × 10.197
    // (1 bar = 100 000 Pa / (1000 kg/m³ × 9.80665 m/s²) = 10.197 m). The pump: through (24 m³/h, 182 m)
    // and (75 m³/h, 72 m), H ≈ 194.55 − 0.021786·Q². At 40.65 m³/h Hazen–Williams over 372.69 m of
    // 105.3 mm GI (C 120) gives 8.02 m, so H_sys = 110 + 25.41 + 10 + 8.02 + 5.10 = 158.52 m against
    // the pump's 194.55 − 36.00 = 158.55 m: they meet at 40.65 m³/h, within the tolerance of the duty.
    const q = pump.operatingPoint.flowM3h;
    const hSys = 110 + q / 1.6 + 10 + hazenWilliams(q, sheet.pipe.innerDiameterMm, sheet.pipe.lengthM, 120) + 5.0986;
    expect(pump.operatingPoint.headM).toBeCloseTo(hSys, 3);
    expect(q).toBeCloseTo(40.65, 1);
    // Star-delta fits: the 6-inch set needs 150 mm (pump with guard, motor with its cables) ≤ 203.2 mm.
    expect(sheet.starter).toMatchObject({ method: 'star-delta', cables: 2 });
    // Star-delta drop 2 × L × (I/√3) × (R cos φ + X sin φ), cable 100 + 145 m = 245 m, I/√3 = 31.12 A,
    // sin φ = 0.4931: 25 mm² (0.9333 Ω/km at 70 °C): 15.249 × (0.8120 + 0.0394) = 12.98 V = 3.13 % > 3 %;
    // 35 mm² (0.6629 Ω/km): 15.249 × (0.5767 + 0.0394) = 9.40 V = 2.26 % (issue 24's own figures).
    expect(sheet.cable).toMatchObject({ sizeMm2: 35, cables: 2, circuit: 'star-delta', lengthM: 245, status: 'ok' });
    expect(sheet.cable!.voltageDropPct).toBeCloseTo(2.264, 2);
    // Running current I = 53.9 × P2_op / 30 kW = 53.9 × 23.56/30 = 42.34 A (issue 48's regenerated
    // KS6-60: its power rises along a line to maximum flow, 74.5 % at 40.65 m³/h, so P2 23.56 kW, not
    // 23.52); losses at it, six conductors at I/√3 = 24.44 A: 6 × 24.44² × 0.6629e-3 Ω/m × 245 m × 2,920 h
    // = 1,700 kWh.
    expect(pump.motor.runningCurrentA).toBeCloseTo((53.9 * pump.operatingPoint.powerKw) / 30, 6);
    expect(pump.motor.runningCurrentA).toBeCloseTo(42.34, 1);
    expect(sheet.cable!.energyLossKwhPerYear).toBeCloseTo(1700, -1);
    // Cooling past the 138 mm motor in 203.2 mm: 40.65/3600 / (π/4 × (0.2032² − 0.138²)) = 0.646 m/s ≥ 0.16.
    expect(sheet.cooling!.velocityMs).toBeCloseTo(0.646, 2);
    // Check valves at 145 m, then every 60 m up: 85 m and 25 m.
    expect(sheet.checkValves!.depthsM).toEqual([145, 85, 25]);
    // GI 4 inch medium: 2 × 97.5 × 4.5 / (114.3 − 4.5) = 7.99 MPa = 79.9 bar ≥ shut-off (194.58 + 35)/10.197 = 22.51 bar.
    expect(sheet.pipe.pressureRatingBar).toBeCloseTo(79.9, 1);
    expect(pump.shutOffHeadM).toBeCloseTo(194.58, 1);
    expect(sheet.pipe.shutOffPressureBar).toBeCloseTo(22.51, 2);
    expect(codes(sheet)).toEqual([]);
  });

  it('W3b: single-phase sets use the motor’s own cos φ and efficiency; a 4-inch set fits a 4.00-inch bore', () => {
    // The 0.37 kW KS4-02/04 on 230 V: cos φ 0.95 and η 62 % (the three-phase motor: 0.73 and 67 %).
    // Input at P2 = 0.3 kW: 0.3 / 0.62 = 0.484 kW single-phase, where the three-phase η would give 0.448 kW.
    const model = getPumpModel(50, 'KS4-02/04')!;
    const single = pickedPumpFromSelection(
      model,
      model.motor.supplies.find((s) => s.phase === 1)!,
      modelCurves(model),
      1.15,
    );
    expect(single.motor).toMatchObject({ powerFactor: 0.95, efficiencyPct: 62, fullLoadCurrentA: 2.73 });
    // FLC check: 370 W / (230 V × 0.62 × 0.95) = 2.73 A.
    expect(370 / (230 * 0.62 * 0.95)).toBeCloseTo(2.73, 2);
    const sheet = size({
      boreDiameterIn: '4',
      boreDepthM: '30',
      staticLevelM: '6',
      drawdownM: '4',
      flowM3h: '2.5',
      phase: '1',
      voltage: '230',
      cableLengthM: '20',
    });
    // Issue 48: a 4-inch set fits a 4.00-inch (101.6 mm) bore by the catalogue's diameters (100 mm
    // with the cable guard, 101 mm across motor and cable). No single-phase curve passes the ISO 9906
    // tolerance cross at 2.5 m³/h and 11.6 m; the KC4-03/03 delivers more, on the well's curve
    // H_sys(Q) = 6 + Q/0.625 + friction(Q) (Sc = 2.5/4), and the well yields it.
    const pump = sheet.pump!;
    expect(pump.model).toBe('KC4-03/03');
    expect(Math.max(pump.maxDiameterWithCableGuardMm, pump.motor.diameterWithCableMm)).toBeLessThanOrEqual(101.6);
    const q = pump.operatingPoint.flowM3h;
    const hSys = 6 + q / 0.625 + hazenWilliams(q, sheet.pipe.innerDiameterMm, sheet.pipe.lengthM, 150);
    expect(pump.operatingPoint.headM).toBeCloseTo(hSys, 3);
    // The column: 2.5 m³/h is 1.64 m/s in 1-inch uPVC (23.2 mm in the heaviest grade) and 0.91 m/s in
    // 1¼-inch (31.2 mm): the 1–1.5 m/s band falls between them, and the larger is taken (issue 48).
    expect(sheet.pipe.nominalSize).toBe('1 1/4');
    expect(q).toBeCloseTo(4.25, 2);
    expect(sheet.delivered).toMatchObject({ flowM3h: q });
    expect(codes(sheet)).toContain('flow-exceeds-duty');
  });

  it('T6: 6-inch, 60 m, static 40 m, drawdown 15 m, 3 m³/h — the 4-inch motor’s 95 mm needs a flow sleeve', () => {
    const sheet = size({
      boreDiameterIn: '6',
      boreDepthM: '60',
      staticLevelM: '40',
      drawdownM: '15',
      flowM3h: '3',
      cableLengthM: '10',
    });
    const pump = sheet.pump!;
    expect(pump.motor.outerDiameterMm).toBe(95);
    // v = Q_op / (π/4 × (0.1524² − 0.095²)) = Q_op / 3600 / 0.011153; at 3.11 m³/h 0.0775 m/s < 0.08.
    const v = pump.operatingPoint.flowM3h / 3600 / ((Math.PI / 4) * (0.1524 ** 2 - 0.095 ** 2));
    expect(sheet.cooling!.velocityMs).toBeCloseTo(v, 9);
    expect(v).toBeLessThan(0.08);
    expect(sheet.cooling!.flowSleeveNeeded).toBe(true);
    expect(codes(sheet)).toContain('flow-sleeve-needed');
    // Pumping level at Q_op = 40 + Q_op/0.2 stays above the 57 m intake.
    expect(sheet.well!.pumpingLevelAtOperatingFlowM).toBeCloseTo(40 + pump.operatingPoint.flowM3h / 0.2, 9);
    expect(sheet.well!.pumpingLevelAtOperatingFlowM).toBeLessThan(57);
  });

  it('W7: 60 m³/day in 6 h — the pump delivers 16.9 m³/h, so it runs 3.55 h a day and the energy uses those hours', () => {
    // The issue gives W7's volume and hours only; this well (6-inch, 150 m, static 40 m, drawdown
    // 5 m at 10 m³/h) gave 17.8 m³/h and 3.4 h; with issue 48's choice on the system curve the
    // KC4-14/12 is the set nearest the duty among those the well yields.
    const sheet = size({
      boreDiameterIn: '6',
      boreDepthM: '150',
      staticLevelM: '40',
      drawdownM: '5',
      dailyVolumeM3: '60',
      pumpingHours: '6',
      tariffPerKwh: '8',
    });
    const pump = sheet.pump!;
    const q = pump.operatingPoint.flowM3h;
    // On the well's curve: H_sys(Q) = 40 + Q/2 + friction(Q) (Sc = 10/5 = 2 m³/h per m).
    const hSys = 40 + q / 2 + hazenWilliams(q, sheet.pipe.innerDiameterMm, sheet.pipe.lengthM, 150);
    expect(pump.operatingPoint.headM).toBeCloseTo(hSys, 3);
    expect(pump.model).toBe('KC4-14/12');
    expect(q).toBeCloseTo(16.9, 1);
    // Hours = 60 m³ / 16.90 m³/h = 3.55 h; energy = P1 × 3.55 h × 365 (not × 6 h).
    expect(sheet.pumpingHoursPerDay).toBeCloseTo(60 / q, 9);
    expect(sheet.pumpingHoursPerDay).toBeCloseTo(3.55, 2);
    expect(sheet.energyKwhPerYear).toBeCloseTo(pump.inputPowerKw * (60 / q) * 365, 6);
    // 16.90 > 1.08 × 10 m³/h: what it delivers, and the choice.
    expect(codes(sheet)).toContain('flow-exceeds-duty');
    expect(warningsIn(sheet.warnings, 'metric').find((w) => w.code === 'flow-exceeds-duty')!.message).toMatch(
      /delivers 16\.9 m³\/h .*Accept the extra water, or throttle .* or run a smaller pump on a variable-speed drive\.$/,
    );
  });

  it('W10: 6-inch, 300 m, static 150 m, drawdown 30 m, 10 m³/h, HDPE, 1 bar — a set within tolerance, PN 10 too weak', () => {
    const sheet = size({
      boreDiameterIn: '6',
      boreDepthM: '300',
      staticLevelM: '150',
      drawdownM: '30',
      flowM3h: '10',
      pipeMaterial: 'hdpe',
      outletPressureBar: '1',
    });
    // Sc = 10/30 = 0.333 m³/h per m. Issue 48: the KS4-16/22 passes the ISO 9906 tolerance cross and
    // runs at 9.59 m³/h (4.1 % short, within 8 %): drawdown 9.59 × 3 = 28.8 m, pumping level 178.8 m,
    // above its intake at 190 m (setting 180 + 10 m). The KS6-17/20, which ran it dry, ranks after it.
    expect(sheet.settingDepthM).toBe(190);
    expect(sheet.specificCapacityM3hPerM).toBeCloseTo(1 / 3, 12);
    expect(sheet.pump!.model).toBe('KS4-16/22');
    expect(sheet.pump!.operatingPoint.flowM3h).toBeCloseTo(9.59, 2);
    expect(sheet.well!.pumpingLevelAtOperatingFlowM).toBeCloseTo(150 + 3 * sheet.pump!.operatingPoint.flowM3h, 9);
    expect(sheet.delivered).toBeNull();
    // Running at the duty the outlet is at (195.7 + 10)/10.197 = 20.2 bar; PE 100 PN 10 63 mm is rated
    // 2 × 8 × 3.8 / (63 − 3.8) = 1.027 MPa = 10.3 bar at 20 °C, × 0.935 at the default 25 °C
    // (ISO 4427-1 Annex A: 1 − 0.13 × 5/10) = 9.60 bar (issue 48).
    expect(sheet.pipe.temperatureFactor).toBeCloseTo(0.935, 12);
    expect(sheet.pipe.pressureRatingBar).toBeCloseTo(9.6, 2);
    expect(sheet.pipe.pressureExceeded).toBe(true);
    expect(codes(sheet)).toEqual(['pipe-pressure-rating']);
  });

  it('the 4-inch 11 kW case: no 4-inch motor above 7.5 kW, so a 4-inch bore is refused with the reason and a 6-inch bore gets a 6-inch motor', () => {
    // 12 m³/h at 144 m (the 14 m³/h at 123 m is beyond every 4-inch hydraulic's head). The 11 kW
    // builds that fit the head, KS4-16/22 and KP6-17/13, now both run on the 138 mm 6-inch motor: the
    // 4-inch motor range the content states ends at 7.5 kW (issue 23 §7).
    const well = {
      boreDepthM: '200',
      staticLevelM: '100',
      drawdownM: '20',
      flowM3h: '12',
      deliveryHeightM: '20',
    };
    for (const bore of ['4', '4.5']) {
      const tight = size({ ...well, boreDiameterIn: bore });
      expect(tight.pump, bore).toBeNull();
      // The 6-inch set needs 150 mm with its guard and cable.
      expect(nearMissesIn(tight.nearMisses, 'metric').find((m) => m.model === 'KS4-16/22')!.reason, bore).toMatch(
        /^does not fit a 4\.[05]0-inch \(1\d\d\.\d mm\) bore: it needs 150 mm \(pump with cable guard 150 mm, motor with its cable 150 mm\)$/,
      );
      expect(codes(tight), bore).toEqual(['does-not-fit', 'no-pump']);
    }
    // In a 6-inch bore (152.4 mm) an 11 kW set on a 6-lead 6-inch motor: the catalogue's 150 mm holds
    // with both star-delta cables under the guard, so it starts star-delta (issue 48).
    const six = size({ ...well, boreDiameterIn: '6' });
    expect(six.pump).toMatchObject({ model: 'KP6-17/13', motor: { powerKw: 11, leads: 6, outerDiameterMm: 138 } });
    expect(six.starter).toMatchObject({ method: 'star-delta', cables: 2, circuit: 'star-delta' });
    expect(six.cable).toMatchObject({ cables: 2, status: 'ok' });
  });

  it('for random wells: no 4-inch motor is star-delta, no recommended pump runs its intake dry, the set fits with its cable (property)', () => {
    let sized = 0;
    fc.assert(
      fc.property(
        fc.constantFrom('4', '4.5', '5', '6', '8'),
        fc.integer({ min: 20, max: 400 }),
        fc.double({ min: 0, max: 0.6, noNaN: true }),
        fc.double({ min: 0.01, max: 0.3, noNaN: true }),
        fc.double({ min: 1, max: 60, noNaN: true }),
        fc.constantFrom('1', '3'),
        fc.constantFrom('upvc', 'gi', 'hdpe'),
        (bore, depth, staticFraction, drawdownFraction, flow, phase, pipeMaterial) => {
          const sheet = size({
            boreDiameterIn: bore,
            // Figures as a visitor types them: the query reads decimal notation only.
            boreDepthM: String(depth),
            staticLevelM: (depth * staticFraction).toFixed(3),
            drawdownM: (depth * drawdownFraction).toFixed(3),
            flowM3h: flow.toFixed(3),
            phase,
            pipeMaterial,
            cableLengthM: '30',
          });
          if (!sheet.pump) return;
          sized += 1;
          if (sheet.pump.motor.leads === 3) expect(sheet.starter!.method).not.toBe('star-delta');
          expect(sheet.well!.pumpingLevelAtOperatingFlowM).toBeLessThan(sheet.settingDepthM);
          expect(
            Math.max(sheet.pump.maxDiameterWithCableGuardMm, sheet.pump.motor.diameterWithCableMm),
          ).toBeLessThanOrEqual(Number(bore) * 25.4);
          // Within the ISO 9906 grade 2B tolerance of the duty, or more than the duty.
          const model = getPumpModel(50, sheet.pump.model)!;
          const met = meetsDutyTolerance(modelCurves(model), sheet.flowM3h, sheet.totalDynamicHeadM);
          expect(met || sheet.pump.operatingPoint.flowM3h > sheet.flowM3h).toBe(true);
        },
      ),
      { numRuns: 60, seed: 24 },
    );
    // The wells must reach real sets, not only 'no pump'.
    expect(sized).toBeGreaterThan(5);
  });
});
