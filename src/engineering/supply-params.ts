/**
 * The electrical supply's URL parameters, as the selector's contract and the borewell sizing's
 * (`./sizing-contract.ts`) declare them: one spelling of the frequency and the phases for every
 * tool (issue 47). Browser-safe data, as the contracts are.
 */

/** The phases a supply offers, `phase=1` or `phase=3`, as the forms word them. */
export const phaseOptions = [
  { value: '1', label: 'Single phase' },
  { value: '3', label: 'Three phase' },
] as const;

/**
 * The supply frequency, `hz`: 50 or 60 Hz, 50 when absent (the catalogue's two ranges).
 * @param group the form's fieldset it sits in
 */
export function frequencyParam<const G extends string>(group: G) {
  return {
    name: 'hz',
    kind: 'choice',
    label: 'Frequency',
    group,
    numeric: true,
    default: '50',
    options: [
      { value: '50', label: '50 Hz' },
      { value: '60', label: '60 Hz' },
    ],
  } as const;
}
