import { describe, expect, it } from 'vitest';
import { ISO_9906_GRADE_2B, meetsDutyTolerance } from './duty-tolerance';

/** A straight falling curve H = a − b·Q on 2–10 m³/h, for hand-checkable crossings. */
const line = (a: number, b: number) => ({
  head: (q: number) => (q < 2 || q > 10 ? undefined : a - b * q),
  minFlowM3h: 2,
  maxFlowM3h: 10,
});

describe('meetsDutyTolerance (ISO 9906:2012 grade 2B: flow ±8 %, head ±5 %)', () => {
  it('holds the grade 2B tolerances', () => {
    expect(ISO_9906_GRADE_2B).toEqual({ flow: 0.08, head: 0.05 });
  });

  it('accepts a curve through the vertical line of the cross: 74 m duty at 6 m³/h, 3.2 % short', () => {
    // H(6) = 80 − 1.4 × 6 = 71.6 m; |71.6 − 74| = 2.4 m ≤ 0.05 × 74 = 3.7 m.
    expect(meetsDutyTolerance(line(80, 1.4), 6, 74)).toBe(true);
  });

  it('accepts a steep curve through the horizontal line, refuses one that misses both', () => {
    // H(6) = 130 − 10 × 6 = 70 m (5.4 % short, off the vertical line), but H(5.52) = 74.8 ≥ 74 and
    // H(6.48) = 65.2 ≤ 74: the curve crosses 74 m at 5.6 m³/h, within 6 × (1 ± 0.08).
    expect(meetsDutyTolerance(line(130, 10), 6, 74)).toBe(true);
    // H = 80 − 1.7·Q: H(6) = 69.8 m (5.7 % short), H(5.52) = 70.6 m < 74 m: it misses the cross.
    expect(meetsDutyTolerance(line(80, 1.7), 6, 74)).toBe(false);
    // 10 % too much head at the duty: H(6) = 81.4 m, and H(6.48) = 80.6 m > 74 m.
    expect(meetsDutyTolerance(line(85, 0.6), 6, 74)).toBe(false);
  });

  it('reads the cross only within the curve: a duty past its end is not met', () => {
    expect(meetsDutyTolerance(line(80, 1.4), 12, 60)).toBe(false);
  });
});
