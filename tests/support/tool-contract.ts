import { expect } from 'vitest';
import type { ParamContract } from '@/lib/tool-contract/contract';

/**
 * Asserts that the test queries of a round-trip test give every parameter of `contract` (in one query
 * or another) and none at its default, so a round trip through them exercises every parameter: a
 * parameter added to the contract without a value in the test fails here, by name.
 */
export function expectEveryParamGiven(
  contract: ParamContract,
  queries: readonly Partial<Record<string, string>>[],
): void {
  const given = new Set(queries.flatMap((query) => Object.keys(query)));
  for (const param of contract.params) {
    expect(given.has(param.name), param.name).toBe(true);
    const values = queries.map((query) => query[param.name]).filter((v) => v !== undefined);
    if ('default' in param) expect(values, param.name).not.toContain(String(param.default));
  }
}

/**
 * Asserts that a parser read every parameter of `typed` as the value the contract makes of its text:
 * a number (a comma list of figures: an array of numbers), a numeric option as a number, any other
 * option or text as typed. Parameters not in `typed` are not looked at.
 * @param parsed the parser's values by parameter name
 */
export function expectParsedAsTyped(
  contract: ParamContract,
  typed: Partial<Record<string, string>>,
  parsed: Partial<Record<string, unknown>>,
): void {
  for (const param of contract.params) {
    const text = typed[param.name];
    if (text === undefined) continue;
    const numeric = param.kind === 'number' || ('numeric' in param && Boolean(param.numeric));
    const expected = !numeric ? text : text.includes(',') ? text.split(',').map(Number) : Number(text);
    expect(parsed[param.name], param.name).toEqual(expected);
  }
}

/**
 * Asserts that `back` (a query the tool wrote, or the form values it fills) holds every value of
 * `typed` exactly as typed; a failure names the parameter.
 */
export function expectTypedBack(
  typed: Partial<Record<string, string>>,
  back: URLSearchParams | Partial<Record<string, string>>,
): void {
  for (const [name, text] of Object.entries(typed)) {
    expect(back instanceof URLSearchParams ? back.get(name) : back[name], name).toBe(text);
  }
}
