import { describe, expect, it } from 'vitest';
import { fakePickPump } from '../../../../tests/support/sizing';
import { sizingResponse } from './response';

const farm =
  'boreDiameterIn=6&boreDepthM=120&staticLevelM=35&drawdownM=12.5&deliveryHeightM=3&horizontalRunM=40&flowM3h=10&cableLengthM=25&tariffPerKwh=7';

describe('GET /api/borewell-sizing answer', () => {
  it('answers 200 with the sheet, units in the keys, figures rounded', () => {
    const response = sizingResponse(new URLSearchParams(farm), { pickPump: fakePickPump() });
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    const body = response.body;
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining([
        'flowM3h',
        'pumpingLevelM',
        'settingDepthM',
        'frictionLossM',
        'totalDynamicHeadM',
        'tdhBreakdown',
        'pipe',
        'pump',
        'cable',
        'starter',
        'panel',
        'cooling',
        'well',
        'checkValves',
        'pumpingHoursPerDay',
        'energyKwhPerYear',
        'warnings',
      ]),
    );
    expect(body).toMatchObject({ flowM3h: 10, pumpingLevelM: 47.5, settingDepthM: 57.5, warnings: [] });
    // Issue 48: the set's diameters with the cable guard and cable; it runs at the duty, so no `delivered`.
    expect(body.pump).toMatchObject({ maxDiameterWithCableGuardMm: 150, motor: { diameterWithCableMm: 150 } });
    expect(body.delivered).toBeNull();
    expect(Object.keys(body.pipe)).toEqual(
      expect.arrayContaining([
        'material',
        'nominalSize',
        'innerDiameterMm',
        'hazenWilliamsC',
        'velocityMs',
        'grade',
        'pressureRatingBar',
        'shutOffPressureBar',
      ]),
    );
    expect(Object.keys(body.cable!)).toEqual(
      expect.arrayContaining([
        'sizeMm2',
        'cables',
        'circuit',
        'resistanceOhmPerKm',
        'reactanceOhmPerKm',
        'powerFactor',
        'lengthM',
        'currentA',
        'voltageDropV',
        'voltageDropPct',
        'energyLossKwhPerYear',
        'standard',
      ]),
    );
    // Issue 24, point 5: the motor with kW and HP, its diameter, leads, cos φ, η and both currents.
    expect(Object.keys(body.pump!.motor).sort()).toEqual(
      [
        'powerKw',
        'powerHp',
        'outerDiameterMm',
        'diameterWithCableMm',
        'serviceFactor',
        'leads',
        'powerFactor',
        'efficiencyPct',
        'fullLoadCurrentA',
        'runningCurrentA',
      ].sort(),
    );
    // Issue 48, item 7: the load on the motor. The fixture pump meets its duty at P2 = ρgQH/η, the
    // motor the next rating with 10 % over it, so the load is P2 / P2,rated ≤ 1/1.1 = 90.9 %.
    const p2 = body.pump!.operatingPoint.powerKw;
    expect(body.pump!.loadPctOfNameplate).toBeCloseTo((100 * p2) / body.pump!.motor.powerKw, 0);
    expect(body.pump!.loadPctOfNameplate).toBeLessThanOrEqual(90.9);
    expect(Object.keys(body.cooling!).sort()).toEqual(
      ['velocityMs', 'minimumMs', 'motorOuterDiameterMm', 'boreInnerDiameterMm', 'flowSleeveNeeded'].sort(),
    );
    expect(Object.keys(body.well).sort()).toEqual(
      ['specificCapacityM3hPerM', 'jacobDrawdown', 'drawdownAtOperatingFlowM', 'pumpingLevelAtOperatingFlowM'].sort(),
    );
    // No second test point: the drawdown is linear (Jacob's coefficients only with two points).
    expect(body.well.jacobDrawdown).toBeNull();
    expect(body.cable!.standard).toMatch(/IEC 60228 class 5.*IS 694.*IS 8130/);
    expect(body.checkValves).toEqual({ depthsM: [57.5] });
    // The reported drop is the circuit's formula over the reported, rounded figures (to their rounding).
    const c = body.cable!;
    const drop =
      Math.sqrt(3) *
      (c.lengthM / 1000) *
      c.currentA *
      (c.resistanceOhmPerKm * c.powerFactor + c.reactanceOhmPerKm * Math.sqrt(1 - c.powerFactor ** 2));
    expect(Math.abs(drop - c.voltageDropV)).toBeLessThan(0.01);
    expect(body.pump).toMatchObject({ model: 'FIX-3.7', productId: '4-inch-ks-50hz-submersible-pump' });
    // Rounded: metres to 0.01, velocity to 0.01 m/s, kWh to 1.
    expect(body.totalDynamicHeadM * 100).toBe(Math.round(body.totalDynamicHeadM * 100));
    expect(body.pipe.velocityMs * 100).toBe(Math.round(body.pipe.velocityMs * 100));
    expect(Number.isInteger(body.energyKwhPerYear)).toBe(true);
    // The query is echoed with its defaults, for the shareable URL and the quote form.
    expect(body.query).toMatchObject({ pipeMaterial: 'upvc', hz: '50', phase: '3', voltage: '415' });
    expect(JSON.parse(JSON.stringify(body))).toEqual(body);
  });

  it('answers 400 with a message naming the field on bad or contradictory input', () => {
    expect(
      sizingResponse(new URLSearchParams(farm.replace('drawdownM=12.5', 'drawdownM=-1')), { pickPump: fakePickPump() }),
    ).toEqual({
      status: 400,
      body: { field: 'drawdownM', message: 'Drawdown (drawdownM) must be at least 0 m.' },
    });
    const deep = sizingResponse(new URLSearchParams(farm.replace('staticLevelM=35', 'staticLevelM=130')), {
      pickPump: fakePickPump(),
    });
    expect(deep).toMatchObject({ status: 400, body: { field: 'staticLevelM' } });
  });

  it('does not call the pump picker for a rejected query', () => {
    const pickPump = fakePickPump();
    sizingResponse(new URLSearchParams('boreDiameterIn=6'), { pickPump });
    expect(pickPump.duties).toEqual([]);
  });
});
