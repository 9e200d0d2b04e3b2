import { describe, expect, it } from 'vitest';
import type { PumpModel } from '@/content/schemas/pump-models';
import { pickedPumpFromSelection } from './pick-pump';

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
      { phase: 1, voltageV: 230, fullLoadCurrentA: 15.4 },
      { phase: 3, voltageV: 415, fullLoadCurrentA: 5.1 },
    ],
  },
  outlet: '1 1/4',
  outletMm: 32,
  outerDiameterMm: 98,
  minBoreInch: 4,
  flowRangeM3h: { min: 1.5, max: 7.5 },
  points: [],
};

describe('pickedPumpFromSelection', () => {
  it('takes the motor data, the supply matched and the operating point of a selection result', () => {
    const operatingPoint = { flowM3h: 5, headM: 120, efficiencyPct: 62, powerKw: 2.63 };
    expect(
      pickedPumpFromSelection({ model, operatingPoint, inputPowerKw: 3.46, supply: model.motor.supplies[1]! }),
    ).toEqual({
      model: 'KS4-05/24',
      productId: '4-inch-ks-50hz-submersible-pump',
      motorPowerKw: 2.2,
      fullLoadCurrentA: 5.1,
      powerFactor: 0.79,
      motorEfficiencyPct: 76,
      operatingPoint,
      inputPowerKw: 3.46,
      outerDiameterMm: 98,
    });
  });
});
