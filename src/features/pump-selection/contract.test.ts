import { describe, expect, it } from 'vitest';
import { expectParsedAsTyped, itRoundTrips } from '../../../tests/support/tool-contract';
import { paramNames } from '@/lib/tool-contract/contract';
import { selectorContract } from './contract';
import { installations, parseSelectionQuery, type SelectionParam } from './domain';
import { formValuesFromParams, queryFromFormValues } from './ui/form-fields';
import { selectorOutcome } from './ui/selection-presenter';

/**
 * Issue 47, item 1: every parameter of the selector's contract goes URL → parser → domain input →
 * presenter → URL and comes back the same. A value for each parameter (not its default, so that
 * each shows in the URL); the record's type makes a parameter added to the contract need one here.
 */
const typed: Record<SelectionParam, string> = {
  installation: 'borewell',
  flow: '2.5',
  flowUnit: 'ls',
  head: '200',
  headUnit: 'ft',
  hz: '60',
  phase: '3',
  voltage: '460',
  category: 'submersible-pumps',
  boreDiameterIn: '6',
  staticHeadM: '30',
  hoursPerDay: '10',
  tariffPerKwh: '7.5',
  suctionLiftM: '3',
  waterTempC: '30',
  altitudeM: '500',
};

describe('the pump selector contract', () => {
  itRoundTrips(selectorContract, [['a duty with every parameter in the units it names', typed]], (typed) => {
    const url = queryFromFormValues(typed);
    expect([...url.keys()]).toEqual(paramNames(selectorContract));

    const parsed = parseSelectionQuery(url);
    if (!parsed.ok) throw new Error(parsed.message);
    expectParsedAsTyped(selectorContract, typed, parsed.input);
    // The domain's duty in catalogue units: 2.5 L/s × 3.6 = 9 m³/h; 200 ft × 0.3048 = 60.96 m.
    expect(parsed.duty).toEqual({
      flowM3h: 9,
      headM: expect.closeTo(60.96, 9),
      frequencyHz: 60,
      installation: 'borewell',
      phase: 3,
      voltageV: 460,
      category: 'SUBMERSIBLE PUMPS',
      boreDiameterIn: 6,
      staticHeadM: 30,
      hoursPerDay: 10,
      tariffPerKwh: 7.5,
      suction: { suctionLiftM: 3, waterTemperatureC: 30, altitudeM: 500 },
    });

    const outcome = selectorOutcome(url);
    if (outcome.status !== 'ok') throw new Error(outcome.status);
    expect(outcome.duty.flowLabel).toBe('2.5 L/s');
    expect(outcome.duty.headLabel).toBe('200 ft');
    expect(Object.fromEntries(outcome.dutyQuery)).toEqual(typed);
    expect(formValuesFromParams(outcome.dutyQuery)).toEqual(typed);
  });

  it('reads the earlier name of a parameter (boreIn) and writes the current one', () => {
    const parsed = parseSelectionQuery(new URLSearchParams('flow=6&head=120&boreIn=4'));
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.duty.boreDiameterIn).toBe(4);
    const outcome = selectorOutcome(new URLSearchParams('flow=6&head=120&boreIn=4'));
    if (outcome.status !== 'ok') throw new Error(outcome.status);
    expect(outcome.dutyQuery.toString()).toBe('flow=6&head=120&hz=50&boreDiameterIn=4');
  });

  it("offers the places of the domain's installations, no more and no fewer", () => {
    const installation = selectorContract.params.find((param) => param.name === 'installation');
    expect(installation?.kind === 'choice' && installation.options.map((option) => option.value)).toEqual([
      ...installations,
    ]);
  });
});
