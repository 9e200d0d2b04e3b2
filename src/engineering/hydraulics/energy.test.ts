import { describe, expect, it } from 'vitest';
import { annualEnergy, energyKwhPerYear, inputPowerKw, specificEnergyKwhPerM3 } from './energy';

describe('energy of a running pump set (IEC 60034-2-1; E = P·t)', () => {
  it('takes input power from shaft power and motor efficiency: 4.4 kW at 84 % draws 5.238 kW', () => {
    expect(inputPowerKw(4.4, 84)).toBeCloseTo(5.2381, 4);
  });

  it('bills 365 days a year at the hours per day, 8 when none are given', () => {
    // 5.2381 kW × 8 h × 365 = 15 295 kWh; × 10 per kWh = 152 952
    expect(energyKwhPerYear(5.2381)).toBeCloseTo(15295.3, 1);
    expect(annualEnergy(2.5, 6)).toEqual({ energyKwhPerYear: 5475, energyCostPerYear: null });
    expect(annualEnergy(2.5, 6, 8).energyCostPerYear).toBe(43800);
  });

  it('gives specific energy in kWh per m³ delivered: 5.238 kW at 10.5 m³/h is 0.499 kWh/m³', () => {
    expect(specificEnergyKwhPerM3(5.2381, 10.5)).toBeCloseTo(0.49887, 4);
  });
});
