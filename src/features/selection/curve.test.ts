import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { curvesOf, monotoneCubic } from './curve';
import { fixtureModel } from './test-fixtures';

describe('monotone cubic interpolation (Fritsch–Carlson 1980)', () => {
  it('passes through every point and returns undefined outside them', () => {
    const f = monotoneCubic([0, 1, 2, 4], [10, 9, 7, 1]);
    expect(f(0)).toBe(10);
    expect(f(1)).toBeCloseTo(9, 12);
    expect(f(4)).toBeCloseTo(1, 12);
    expect(f(-0.1)).toBeUndefined();
    expect(f(4.1)).toBeUndefined();
  });

  it('keeps falling data falling between the points (no overshoot)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.01, max: 10, noNaN: true }), { minLength: 6, maxLength: 10 }),
        (drops) => {
          const xs = drops.map((_, i) => i);
          let y = 100;
          const ys = drops.map((d) => (y -= d));
          const f = monotoneCubic(xs, ys);
          let previous = Infinity;
          for (let x = 0; x <= xs.at(-1)!; x += 0.05) {
            const value = f(x)!;
            expect(value).toBeLessThanOrEqual(previous + 1e-9);
            previous = value;
          }
        },
      ),
    );
  });
});

describe('curvesOf', () => {
  it('finds the best efficiency point at the peak of η', () => {
    // η peaks at qBep = qMin + 0.6·(qMax − qMin) = 2 + 0.6 × 8 = 6.8 m³/h by construction.
    const curves = curvesOf(fixtureModel({ model: 'A', h0: 100, b: 0.5, qMin: 2, qMax: 10 }));
    expect(curves.bepFlowM3h).toBeGreaterThan(6.2);
    expect(curves.bepFlowM3h).toBeLessThan(7.4);
  });
});
