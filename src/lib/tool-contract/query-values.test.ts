import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalSchema, decimalString, givenValue, isDecimal, repeatedParam } from './query-values';

describe('query values', () => {
  it('reads decimal notation only', () => {
    for (const ok of ['12', '12.5', '.5', '0', '-3', '+4', '10.']) expect(isDecimal(ok), ok).toBe(true);
    for (const bad of [
      '0x10',
      '0b1100',
      '1e308',
      '5e-324',
      'Infinity',
      'NaN',
      '',
      ' ',
      '1,5',
      '12 m',
      '1'.repeat(25),
    ]) {
      expect(isDecimal(bad), bad).toBe(false);
    }
    const schema = decimalSchema('Flow must be a number.');
    expect(schema.parse(' 12.5 ')).toBe(12.5);
    expect(schema.safeParse('0x10').error?.issues[0]?.message).toBe('Flow must be a number.');
  });

  it('never turns an accepted string into a number that is not finite', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = decimalSchema('x').safeParse(text);
        if (parsed.success) expect(Number.isFinite(parsed.data)).toBe(true);
      }),
    );
  });

  it('writes numbers in decimal notation that it reads back', () => {
    expect(decimalString(40.00012345)).toBe('40.000123');
    expect(decimalString(5e-324)).toBe('0');
    expect(decimalString(12)).toBe('12');
    expect(decimalString(-0.5)).toBe('-0.5');
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const text = decimalString(value);
        expect(isDecimal(text)).toBe(true);
        expect(Math.abs(Number(text) - value)).toBeLessThanOrEqual(5e-7);
      }),
    );
  });

  it('finds repeated parameters and treats a blank value as not given', () => {
    const params = new URLSearchParams('flow=1&flow=2&head=&hz=50');
    expect(repeatedParam(params, ['head', 'flow'])).toBe('flow');
    expect(repeatedParam(params, ['head', 'hz'])).toBeUndefined();
    expect(givenValue(params, 'head')).toBeUndefined();
    expect(givenValue(params, 'hz')).toBe('50');
  });
});
