import { describe, expect, it } from 'vitest';
import { M_HEAD_PER_BAR, totalDynamicHead } from './tdh';
import { annualEnergy, DAYS_PER_YEAR } from './energy';

describe('total dynamic head', () => {
  it('uses 10.2 m per bar: 10⁵ Pa / (998.2 kg/m³ × 9.80665 m/s²), water at 20 °C', () => {
    const exact = 1e5 / (998.2 * 9.80665);
    expect(Math.abs(exact - M_HEAD_PER_BAR) / exact).toBeLessThan(0.002);
  });

  it('adds pumping level, delivery height, friction and outlet pressure', () => {
    const { totalDynamicHeadM, breakdown } = totalDynamicHead({
      pumpingLevelM: 47.5,
      deliveryHeightM: 3,
      frictionLossM: 4.25,
      outletPressureBar: 1.5,
    });
    expect(breakdown).toMatchObject({ pumpingLevelM: 47.5, deliveryHeightM: 3, frictionLossM: 4.25 });
    expect(breakdown.outletPressureHeadM).toBeCloseTo(15.3, 10);
    expect(totalDynamicHeadM).toBeCloseTo(70.05, 10);
  });
});

describe('annual energy', () => {
  it('multiplies input power by hours per day and 365 days, and by the tariff when given', () => {
    expect(DAYS_PER_YEAR).toBe(365);
    expect(annualEnergy(2.5, 6)).toEqual({ energyKwhPerYear: 5475, energyCostPerYear: null });
    expect(annualEnergy(2.5, 6, 8).energyCostPerYear).toBe(43800);
  });
});
