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
