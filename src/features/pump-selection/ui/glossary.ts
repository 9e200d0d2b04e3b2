/**
 * Short explanations of the selector's terms, shown in place (`<Term>`). Ranges as the selection
 * domain applies them (`PREFERRED_REGION` in `../domain/select.ts`, after ANSI/HI 9.6.3-2017
 * "Rotodynamic Pumps – Guideline for Allowable Operating Region", §9.6.3.3).
 */
export const glossary = {
  BEP: 'Best efficiency point: the flow at which this pump runs at its highest efficiency.',
  POR: 'Preferred operating region: 70 to 120 % of the best-efficiency flow, where the pump runs quietly, efficiently and with the least wear.',
} as const;
