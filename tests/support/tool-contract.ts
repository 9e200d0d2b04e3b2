import { expect, it } from 'vitest';
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

/**
 * The round-trip tests of a tool, over one query or more (where parameters exclude each other):
 * one test that the queries give every parameter of `contract`, none at its default
 * ({@link expectEveryParamGiven}), then `roundTrip` for each query, as a test named after its case.
 * @param cases [what the query is, e.g. 'a well with its daily volume'; the query as typed]
 * @param roundTrip URL → parser → domain input → presenter → URL, asserting each value comes back
 */
export function itRoundTrips<Typed extends Partial<Record<string, string>>>(
  contract: ParamContract,
  cases: readonly [string, Typed][],
  roundTrip: (typed: Typed) => void,
): void {
  it('has a value for every parameter in one of the queries, none at its default', () => {
    expectEveryParamGiven(
      contract,
      cases.map(([, typed]) => typed),
    );
  });
  it.each(cases)(
    'takes %s through URL → parser → domain input → sheet → URL and gets the same values back',
    (_, typed) => roundTrip(typed),
  );
}
