import { describe, expect, it } from 'vitest';
import { keepUnitsTogether } from './no-break';

describe('keepUnitsTogether', () => {
  it('joins a number and its unit with a no-break space, so "(50 Hz)" cannot break as "(50 / Hz)"', () => {
    expect(keepUnitsTogether('4 Inch KS Submersible Pump (50 Hz)')).toBe('4 Inch KS Submersible Pump (50\u00a0Hz)');
    expect(keepUnitsTogether('7.5 kW and 415 V')).toBe('7.5\u00a0kW and 415\u00a0V');
  });

  it('leaves words after numbers alone', () => {
    expect(keepUnitsTogether('4 Inch KS')).toBe('4 Inch KS');
    expect(keepUnitsTogether('10 Models')).toBe('10 Models');
  });
});
