import { describe, expect, it } from 'vitest';
import { specificSpeedNq } from './specific-speed';

describe('specific speed nq (Gülich, Centrifugal Pumps, 3rd ed., §3.4: n·√Q / H^0.75, per stage and eye)', () => {
  it('is 21.55 for 36 m³/h at 64 m over two stages at 2900 rpm (hand example)', () => {
    // √(36/3600) = 0.1, × 2900 = 290; (64/2)^0.75 = 32^0.75 = 13.454; 290 / 13.454 = 21.55
    expect(specificSpeedNq(2900, 36, 64, 2)).toBeCloseTo(21.55, 2);
  });

  it('halves the flow per eye of a double-suction impeller: ÷ √2', () => {
    expect(specificSpeedNq(2900, 36, 32, 1, 2)).toBeCloseTo(21.55 / Math.SQRT2, 2);
  });

  it('refuses a point without flow or head', () => {
    expect(() => specificSpeedNq(2900, 0, 30)).toThrow(/positive flow and head/);
    expect(() => specificSpeedNq(2900, 10, 0)).toThrow(/positive flow and head/);
  });
});
