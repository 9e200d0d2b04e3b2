import { describe, expect, it } from 'vitest';
import { table } from './enquiries-table';

describe('npm run enquiries -- list: the table (issue 27, finding 5)', () => {
  it('prints a stored terminal control or bidi override as its code point, on one line', () => {
    const printed = table(['name', 'company'], [['Asha\u009b2J', 'Rao\u202eFarms\nLtd']]);
    expect(printed).toBe('name            company\nAsha<U+009B>2J  Rao<U+202E>Farms Ltd');
    expect(printed).not.toMatch(/[\u0080-\u009f\u202a-\u202e]/);
  });
});
