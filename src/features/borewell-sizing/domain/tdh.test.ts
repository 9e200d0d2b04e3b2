import { describe, expect, it } from 'vitest';
import { totalDynamicHead } from './tdh';

describe('total dynamic head', () => {
  it('adds pumping level, delivery height, friction and outlet pressure', () => {
    const { totalDynamicHeadM, breakdown } = totalDynamicHead({
      pumpingLevelM: 47.5,
      deliveryHeightM: 3,
      frictionLossM: 4.25,
      outletPressureBar: 1.5,
    });
    expect(breakdown).toMatchObject({ pumpingLevelM: 47.5, deliveryHeightM: 3, frictionLossM: 4.25 });
    // 1.5 bar × 100 000 Pa/bar / (1000 kg/m³ × 9.80665 m/s²) = 15.296 m (ISO 9906 clean cold water)
    expect(breakdown.outletPressureHeadM).toBeCloseTo(15.296, 3);
    // 47.5 + 3 + 4.25 + 15.296 = 70.046 m
    expect(totalDynamicHeadM).toBeCloseTo(70.046, 3);
  });
});
