import { z } from 'zod';
import { categoryNameSchema, type CategoryName } from '@/content/schemas/catalogue';
import type { Duty } from './select';
import { flowToM3h, flowUnits, headToM, headUnits, type FlowUnit, type HeadUnit } from '@/lib/units';

/**
 * The URL contract of the pump selector, shared by `/pump-selector`, `/pump-selector/compare`,
 * product pages' duty overlay and `GET /api/pumps/select`:
 * `flow`, `flowUnit` (m3h | ls | lmin | usgpm, default m3h), `head`, `headUnit` (m | ft | bar | psi,
 * default m), `hz` (50 | 60, default 50), `phase` (1 | 3), `voltage` (V), `category` (a category
 * slug: the SPEC 3.1 name in lower case with '-' for spaces, e.g. `submersible-pumps`), `boreIn`,
 * `staticHeadM`, `hoursPerDay`, `tariffPerKwh`. Empty parameters count as absent.
 */

/** The selector's inputs as the visitor gave them (units as chosen). */
export interface SelectionInput {
  flow: number;
  flowUnit: FlowUnit;
  head: number;
  headUnit: HeadUnit;
  hz: 50 | 60;
  phase?: 1 | 3;
  voltage?: number;
  category?: string;
  boreIn?: number;
  staticHeadM?: number;
  hoursPerDay?: number;
  tariffPerKwh?: number;
}

/** Names of the query parameters, in form order. */
export const selectionParams = [
  'flow',
  'flowUnit',
  'head',
  'headUnit',
  'hz',
  'phase',
  'voltage',
  'category',
  'boreIn',
  'staticHeadM',
  'hoursPerDay',
  'tariffPerKwh',
] as const;
export type SelectionParam = (typeof selectionParams)[number];

/** URL slug of a category name: 'SUBMERSIBLE PUMPS' → 'submersible-pumps'. */
export function categorySlug(name: CategoryName): string {
  return name.toLowerCase().replace(/\s+/g, '-');
}

/** Category name of a slug, or undefined. */
export function categoryFromSlug(slug: string): CategoryName | undefined {
  return categoryNameSchema.options.find((name) => categorySlug(name) === slug);
}

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A positive number with a message naming the field. */
const positive = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${label} must be a number greater than 0.` })
      .refine((n) => Number.isFinite(n) && n > 0, `${label} must be a number greater than 0.`),
  );

const optionalNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${label} must be a number from ${min} to ${max}.` })
      .refine((n) => Number.isFinite(n) && n >= min && n <= max, `${label} must be a number from ${min} to ${max}.`)
      .optional(),
  );

const choice = <T extends string>(label: string, options: readonly T[], fallback?: T) =>
  z.preprocess(
    (v) => blankToUndefined(v) ?? fallback,
    z.enum(options as [T, ...T[]], { error: `${label} must be one of ${options.join(', ')}.` }),
  );

/** zod schema of the query (strings in, typed input out). */
export const selectionQuerySchema = z
  .object({
    flow: z.preprocess((v) => blankToUndefined(v) ?? '', positive('Flow')),
    flowUnit: choice('Flow unit', flowUnits, 'm3h'),
    head: z.preprocess((v) => blankToUndefined(v) ?? '', positive('Head')),
    headUnit: choice('Head unit', headUnits, 'm'),
    hz: z.preprocess(
      (v) => blankToUndefined(v) ?? '50',
      z.enum(['50', '60'], { error: 'Frequency must be 50 or 60 Hz.' }).transform((v) => Number(v) as 50 | 60),
    ),
    phase: z.preprocess(
      blankToUndefined,
      z
        .enum(['1', '3'], { error: 'Phase must be 1 or 3.' })
        .transform((v) => Number(v) as 1 | 3)
        .optional(),
    ),
    voltage: optionalNumber('Voltage', 100, 1000),
    category: z.preprocess(
      blankToUndefined,
      z
        .string()
        .refine((slug) => categoryFromSlug(slug) !== undefined, 'Application must be one of the pump categories.')
        .optional(),
    ),
    boreIn: optionalNumber('Bore diameter', 2, 30),
    staticHeadM: optionalNumber('Static head', 0, 2000),
    hoursPerDay: optionalNumber('Hours per day', 0.1, 24),
    tariffPerKwh: optionalNumber('Tariff', 0, 1000),
  })
  .superRefine((input, ctx) => {
    if (input.staticHeadM !== undefined && typeof input.head === 'number') {
      const headM = headToM(input.head, input.headUnit);
      if (input.staticHeadM >= headM) {
        ctx.addIssue({
          code: 'custom',
          path: ['staticHeadM'],
          message: 'Static head must be lower than the duty head.',
        });
      }
    }
  });

/** Parsed query: the input and its duty in m³/h and m, or the messages per field. */
export type ParsedSelection =
  | { ok: true; input: SelectionInput; duty: Duty }
  | { ok: false; errors: Partial<Record<SelectionParam, string>>; message: string };

/** Reads the selector's query parameters. Never throws: bad input gives messages naming the field. */
export function parseSelectionQuery(params: URLSearchParams): ParsedSelection {
  const raw = Object.fromEntries(selectionParams.map((name) => [name, params.get(name) ?? undefined]));
  const parsed = selectionQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const errors: Partial<Record<SelectionParam, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as SelectionParam;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors, message: Object.values(errors)[0]! };
  }
  const input = parsed.data as SelectionInput;
  return { ok: true, input, duty: dutyOf(input) };
}

/** The duty in catalogue units of a parsed input. */
export function dutyOf(input: SelectionInput): Duty {
  const category = input.category ? categoryFromSlug(input.category) : undefined;
  return {
    flowM3h: flowToM3h(input.flow, input.flowUnit),
    headM: headToM(input.head, input.headUnit),
    frequencyHz: input.hz,
    ...(input.phase !== undefined ? { phase: input.phase } : {}),
    ...(input.voltage !== undefined ? { voltageV: input.voltage } : {}),
    ...(category ? { category } : {}),
    ...(input.boreIn !== undefined ? { boreInch: input.boreIn } : {}),
    ...(input.staticHeadM !== undefined ? { staticHeadM: input.staticHeadM } : {}),
    ...(input.hoursPerDay !== undefined ? { hoursPerDay: input.hoursPerDay } : {}),
    ...(input.tariffPerKwh !== undefined ? { tariffPerKwh: input.tariffPerKwh } : {}),
  };
}

/** The query string of an input (defaults left out), e.g. 'flow=12&head=85&hz=50&phase=3'. */
export function toSearchParams(input: SelectionInput): URLSearchParams {
  const params = new URLSearchParams();
  const defaults: Partial<SelectionInput> = { flowUnit: 'm3h', headUnit: 'm' };
  for (const name of selectionParams) {
    const value = input[name];
    if (value === undefined || defaults[name] === value) continue;
    params.set(name, String(value));
  }
  return params;
}
