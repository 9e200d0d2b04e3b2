/**
 * A sizing tool's outcome for the URL it was given, as its page reads it: nothing asked yet, a refusal
 * naming the parameter at fault, or a sheet (each tool's outcome type adds its own parts to these).
 */
export type ToolOutcome<Sheet, Field extends string> =
  { status: 'empty' } | { status: 'invalid'; field: Field; message: string } | { status: 'ok'; sheet: Sheet };

/** The error the tool's form shows beside a field: the refusal's field and message, else none. */
export function outcomeError<Field extends string>(
  outcome: ToolOutcome<unknown, Field>,
): { field: Field; message: string } | undefined {
  return outcome.status === 'invalid' ? { field: outcome.field, message: outcome.message } : undefined;
}

/**
 * The heading of the tool's sheet section: the answer worded by `words.sheet` for a sheet, `words.invalid`
 * ("Check …") for a refusal, and the sheet's name `words.empty` while nothing is asked.
 */
export function outcomeHeading<Sheet>(
  outcome: ToolOutcome<Sheet, string>,
  words: { sheet: (sheet: Sheet) => string; invalid: string; empty: string },
): string {
  if (outcome.status === 'ok') return words.sheet(outcome.sheet);
  return outcome.status === 'invalid' ? words.invalid : words.empty;
}
