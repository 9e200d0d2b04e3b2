import { describe, expect, it } from 'vitest';
import { coolingCheck } from './cooling';
import { HOT_WATER_MIN_COOLING_VELOCITY_MS, pressureTemperatureFactor } from './warm-water';

describe('pressureTemperatureFactor (ISO 1452-2 and ISO 4427-1, Annex A)', () => {
  it('derates uPVC above 25 °C: 0.8 at 35 °C, 0.715 at 40 °C (halfway to 0.63 at 45 °C)', () => {
    expect(pressureTemperatureFactor('upvc', 20)).toBe(1);
    expect(pressureTemperatureFactor('upvc', 25)).toBe(1);
    expect(pressureTemperatureFactor('upvc', 30)).toBeCloseTo(0.9, 12);
    expect(pressureTemperatureFactor('upvc', 35)).toBeCloseTo(0.8, 12);
    expect(pressureTemperatureFactor('upvc', 40)).toBeCloseTo(0.715, 12);
  });

  it('derates PE 100 above 20 °C: 0.935 at 25 °C, 0.87 at 30 °C, 0.74 at 40 °C; GI not at all', () => {
    expect(pressureTemperatureFactor('hdpe', 20)).toBe(1);
    expect(pressureTemperatureFactor('hdpe', 25)).toBeCloseTo(0.935, 12);
    expect(pressureTemperatureFactor('hdpe', 30)).toBeCloseTo(0.87, 12);
    expect(pressureTemperatureFactor('hdpe', 40)).toBeCloseTo(0.74, 12);
    expect(pressureTemperatureFactor('gi', 40)).toBe(1);
    expect(() => pressureTemperatureFactor('hdpe', 45)).toThrow(RangeError);
  });
});

describe('motor cooling in warm water (Franklin Electric AIM, hot water)', () => {
  it('asks 0.91 m/s (3 ft/s) past any motor above 30 °C, the size’s own minimum up to it', () => {
    // 6 m³/h past a 95 mm motor in a 6-inch bore: 6/3600 / (π/4 × (0.1524² − 0.095²)) = 0.149 m/s.
    const v = 6 / 3600 / ((Math.PI / 4) * (0.1524 ** 2 - 0.095 ** 2));
    expect(coolingCheck(6, 6, 95, 30)).toMatchObject({ minimumMs: 0.08, flowSleeveNeeded: false });
    const warm = coolingCheck(6, 6, 95, 31);
    expect(warm.velocityMs).toBeCloseTo(v, 12);
    expect(warm).toMatchObject({ minimumMs: HOT_WATER_MIN_COOLING_VELOCITY_MS, flowSleeveNeeded: true });
    expect(HOT_WATER_MIN_COOLING_VELOCITY_MS).toBeCloseTo(3 * 0.3048, 2);
  });
});
