/**
 * A tool's warnings as its domain returns them (issue 47): for each code of `Figures`, `{ code,
 * figures }` with that code's figures (SI units, as named), which the tool's `ui/messages.ts` words
 * in the visitor's units. E.g. `CodedWarning<{ 'end-of-curve': { shareOfMaxFlow: number } }>` is
 * `{ code: 'end-of-curve'; figures: { shareOfMaxFlow: number } }`.
 */
export type CodedWarning<Figures> = {
  [C in keyof Figures]: { code: C; figures: Figures[C] };
}[keyof Figures];
