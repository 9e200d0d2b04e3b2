import { describe, expect, it } from 'vitest';
import type { PumpModel } from '@/content/schemas/pump-models';
import { pickedPumpFromSelection, type PumpCurves } from './pick-pump';

const model: PumpModel = {
  model: 'KS4-05/24',
  productId: '4-inch-ks-50hz-submersible-pump',
  category: 'SUBMERSIBLE PUMPS',
  series: 'KS',
  frequencyHz: 50,
  speedRpm: 2900,
  hydraulic: 'KS4-05',
  stages: 24,
  motor: {
    powerKw: 2.2,
    powerHp: 3,
    efficiencyPct: 76,
    powerFactor: 0.79,
    supplies: [
      { phase: 1, voltageV: 230, fullLoadCurrentA: 15.4, powerFactor: 0.95, efficiencyPct: 71 },
      { phase: 3, voltageV: 415, fullLoadCurrentA: 5.1 },
    ],
    outerDiameterMm: 95,
    diameterWithCableMm: 101,
    leads: 3,
  },
  outlet: '1 1/4',
  outletMm: 32,
  outerDiameterMm: 98,
  maxDiameterWithCableGuardMm: 100,
  minBoreInch: 4,
  flowRangeM3h: { min: 1.5, max: 7.5 },
  points: [],
};

const curves: PumpCurves = {
  head: () => 100,
  efficiency: () => 60,
  power: () => 2,
  minFlowM3h: 1.5,
  maxFlowM3h: 7.5,
  bepFlowM3h: 4.5,
};

describe('pickedPumpFromSelection', () => {
  it('takes the motor’s own cos φ and efficiency on a single-phase supply, the three-phase ones otherwise', () => {
    const single = pickedPumpFromSelection(model, model.motor.supplies[0]!, curves, 1.15);
    expect(single.motor).toEqual({
      powerKw: 2.2,
      powerHp: 3,
      outerDiameterMm: 95,
      diameterWithCableMm: 101,
      leads: 3,
      powerFactor: 0.95,
      efficiencyPct: 71,
      fullLoadCurrentA: 15.4,
      // A borehole submersible (minimum bore 4 inch): SF 1.15 (NEMA MG 1 §14.37).
      serviceFactor: 1.15,
    });
    const three = pickedPumpFromSelection(model, model.motor.supplies[1]!, curves, 1.15);
    expect(three.motor).toMatchObject({ powerFactor: 0.79, efficiencyPct: 76, fullLoadCurrentA: 5.1 });
    expect(three).toMatchObject({
      model: 'KS4-05/24',
      outerDiameterMm: 98,
      maxDiameterWithCableGuardMm: 100,
      curves: { minFlowM3h: 1.5, bepFlowM3h: 4.5 },
    });
  });

  it('refuses a model without the motor’s diameter (the cooling check needs it)', () => {
    const motor = { ...model.motor, outerDiameterMm: undefined };
    expect(() => pickedPumpFromSelection({ ...model, motor }, model.motor.supplies[1]!, curves, 1.15)).toThrow(
      /diameter/,
    );
  });
});
