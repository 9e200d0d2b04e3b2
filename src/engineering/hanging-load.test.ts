import { describe, expect, it } from 'vitest';
import { hangingLoad, pumpSetAllowanceKg } from './hanging-load';

describe('hanging load on a GI column', () => {
  it('reproduces the hand computation for a 2-inch medium column at 300 m (IS 1239-1, ISO 7-1 thread)', () => {
    // By hand (densities: IS 1239-1 steel 7850 kg/m³, water 1000 kg/m³, IEC 60028 copper 8890 kg/m³;
    // g = 9.80665 m/s²; ISO 7-1 thread height 1.479 mm):
    //   steel  7850 × π/4 × (0.0603² − 0.0531²) × 300 = 7850 × 6.4126e-4 × 300 = 1,510.2 kg
    //   water  1000 × π/4 × 0.0531² × 300               = 664.4 kg
    //   copper 8890 × 3 × 25e-6 × 300                   = 200.0 kg
    //   load   9.80665 × (1,510.2 + 664.4 + 200.0 + 250) = 25,738 N
    //   root   π/4 × ((60.3 − 2 × 1.479)² − 53.1²)      = π/4 × (3,288.1 − 2,819.6) = 367.96 mm²
    //   stress 25,738 / 367.96                           = 69.95 MPa
    const load = hangingLoad(60.3, 53.1, 300, { pumpSetKg: 250, cableConductors: 3, cableSizeMm2: 25 });
    expect(load.pipeKg).toBeCloseTo(1510.2, 0);
    expect(load.waterKg).toBeCloseTo(664.4, 0);
    expect(load.cableKg).toBeCloseTo(200.0, 1);
    expect(load.loadKn).toBeCloseTo(25.74, 1);
    expect(load.threadRootAreaMm2).toBeCloseTo(367.96, 1);
    expect(load.stressMPa).toBeCloseTo(69.95, 1);
  });

  it('allows a heavier pump set for a wider set', () => {
    expect(pumpSetAllowanceKg(96)).toBeLessThan(pumpSetAllowanceKg(142));
    expect(pumpSetAllowanceKg(142)).toBeLessThan(pumpSetAllowanceKg(190));
    expect(pumpSetAllowanceKg(300)).toBeGreaterThan(pumpSetAllowanceKg(190));
  });
});
