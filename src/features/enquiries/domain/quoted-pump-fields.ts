/**
 * The names, limits and refusal messages of the pump selection a quote carries (see `./quoted-pump.ts`
 * for what each part is and how it is checked). Apart from that module because the quote form's
 * browser code needs only these (the hidden field names, and every message for the prerendered
 * no-JavaScript error copies), not the checks with the units and figures they use; `quoted-pump.ts`
 * re-exports them, so the server and the tests import one module.
 */

/** Names of the hidden form fields (and JSON keys) that carry the selection. */
export const selectionFieldNames = [
  'model',
  'flowM3h',
  'headM',
  'frequencyHz',
  'borewellQuery',
  'columnPipe',
  'dropCable',
  'controlPanel',
  'solarQuery',
  'solarSet',
] as const;

/** One of {@link selectionFieldNames}. */
export type SelectionFieldName = (typeof selectionFieldNames)[number];

/**
 * Largest flow (m³/h) and head (m) a selection may carry: far above any catalogue pump; and the
 * smallest, 0.001 (a litre an hour, a millimetre), below which JavaScript writes a number in exponent
 * form (`String(1e-7)` is '1e-7'), which the form's hidden fields could not send back as a decimal.
 */
export const selectionLimits = { flowM3h: 100_000, headM: 5_000, min: 0.001 } as const;

/** The messages of a refused selection, by field (fixed texts, so a form post can show them). */
export const selectionMessages = {
  model: 'The selected pump model is not one of ours.',
  flowM3h: `The selected flow must be a number from ${selectionLimits.min} to ${selectionLimits.flowM3h} m³/h, with at most 9 decimals.`,
  headM: `The selected head must be a number from ${selectionLimits.min} to ${selectionLimits.headM} m, with at most 9 decimals.`,
  frequencyHz: 'The selected frequency must be 50 or 60 Hz.',
  frequencyMismatch: 'The selected frequency is not the pump model’s.',
  borewellQuery: 'The borewell data of the selection is not valid.',
  borewellMismatch: 'The borewell data does not match the selected flow and frequency.',
  columnPipe: 'The column pipe of the selection is not valid.',
  dropCable: 'The drop cable of the selection is not valid.',
  controlPanel: 'The control panel of the selection is not valid.',
  solarQuery: 'The solar sizing data of the selection is not valid.',
  solarSet: 'The solar set of the selection is not valid.',
} as const;
