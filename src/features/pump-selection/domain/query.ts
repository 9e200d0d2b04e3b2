import { z } from 'zod';
import { pumpSelectorParamAliases, pumpSelectorParams, type PumpSelectorParam } from '@/config/paths';
import { categoryFromSlug } from '@/content/category-slug';
import { decimalSchema, decimalString, givenValue } from '@/lib/query-values';
import { flowFromM3h, flowToM3h, flowUnits, headFromM, headToM, headUnits, unitSymbols } from '@/lib/units';
import type { FlowUnit, HeadUnit } from '@/lib/units';
import { installations, type Installation } from './installation';
import type { Duty } from './select';

/**
 * The URL contract of the pump selector, declared once and shared by `/pump-selector`, its form,
 * `/pump-selector/compare`, the product pages' duty overlay and `GET /api/pumps/select`:
 * `installation` (where the pump goes: borewell | open-well | surface | waste-water; absent: all
 * applications, see `./installation.ts`), `flow`, `flowUnit` (m3h | ls | lmin | usgpm, default m3h), `head`, `headUnit` (m | ft | bar | psi,
 * default m), `hz` (50 | 60, default 50), `phase` (1 | 3), `voltage` (V), `category` (a category
 * slug: the SPEC 3.1 name in lower case with '-' for spaces, e.g. `submersible-pumps`),
 * `boreDiameterIn` (inch; `boreIn`, its earlier name, is still read), `staticHeadM`, `hoursPerDay`,
 * `tariffPerKwh`, and for surface pumps' NPSH `suctionLiftM` (m, positive for a lift, negative for a
 * flooded suction), `waterTempC` (°C, default 20) and `altitudeM` (m, default 0).
 * Numbers are decimal notation only; each parameter may be given once; a blank value means "not
 * given". Flow and head are checked after conversion against {@link SELECTION_LIMITS}.
 */

/** The selector's inputs as the visitor gave them (units as chosen). */
export interface SelectionInput {
  installation?: Installation;
  flow: number;
  flowUnit: FlowUnit;
  head: number;
  headUnit: HeadUnit;
  hz: 50 | 60;
  phase?: 1 | 3;
  voltage?: number;
  category?: string;
  boreDiameterIn?: number;
  staticHeadM?: number;
  hoursPerDay?: number;
  tariffPerKwh?: number;
  suctionLiftM?: number;
  waterTempC?: number;
  altitudeM?: number;
}

/** Names of the query parameters, in form order (the one list, shared with the selector form). */
export const selectionParams = pumpSelectorParams;
export type SelectionParam = PumpSelectorParam;

/** Earlier names still read, so links shared before the rename keep working. */
export const selectionParamAliases = pumpSelectorParamAliases;

/** Visitor-facing name of each parameter, used in every message. */
export const selectionLabels: Record<SelectionParam, string> = {
  installation: 'Where the pump goes',
  flow: 'Flow',
  flowUnit: 'Flow unit',
  head: 'Head',
  headUnit: 'Head unit',
  hz: 'Frequency',
  phase: 'Phase',
  voltage: 'Voltage',
  category: 'Application',
  boreDiameterIn: 'Bore diameter',
  staticHeadM: 'Static head',
  hoursPerDay: 'Hours per day',
  tariffPerKwh: 'Tariff',
  suctionLiftM: 'Suction lift',
  waterTempC: 'Water temperature',
  altitudeM: 'Altitude',
};

/**
 * Bounds of the selector's values (inclusive), in the catalogue's units. Flow and head: from well
 * below the smallest model (0.3 m³/h, 1.5 m) to above the largest (16 240 m³/h, 510 m). Suction
 * lift: at most 9 m, as the atmosphere lifts water at most 10.3 m at sea level (101.325 kPa / ρg).
 */
export const SELECTION_LIMITS = {
  flowM3h: { min: 0.01, max: 20_000 },
  headM: { min: 0.1, max: 1_000 },
  voltage: { min: 100, max: 1000 },
  boreDiameterIn: { min: 2, max: 30 },
  staticHeadM: { min: 0, max: 1_000 },
  hoursPerDay: { min: 0.1, max: 24 },
  tariffPerKwh: { min: 0, max: 1000 },
  suctionLiftM: { min: -100, max: 9 },
  waterTempC: { min: 1, max: 100 },
  altitudeM: { min: -500, max: 5000 },
} as const;

const positive = (label: string) => {
  const message = `${label} must be a number greater than 0.`;
  return decimalSchema(message).refine((n) => n > 0, { error: message });
};

const optionalNumber = (param: keyof typeof SELECTION_LIMITS & SelectionParam) => {
  const { min, max } = SELECTION_LIMITS[param];
  const message = `${selectionLabels[param]} must be a number from ${min} to ${max}.`;
  return decimalSchema(message)
    .refine((n) => n >= min && n <= max, { error: message })
    .optional();
};

const choice = <T extends string>(label: string, options: readonly T[], fallback?: T) =>
  z.preprocess(
    (v) => v ?? fallback,
    z.enum(options as [T, ...T[]], { error: `${label} must be one of ${options.join(', ')}.` }),
  );

/** A bound in the visitor's unit for a message: three significant figures. */
const inUnit = (value: number) => String(Number(value.toPrecision(3)));

/** zod schema of the query (trimmed strings or undefined in, typed input out). */
export const selectionQuerySchema = z
  .object({
    installation: z
      .enum(installations as [Installation, ...Installation[]], {
        error: `Where the pump goes must be one of ${installations.join(', ')}.`,
      })
      .optional(),
    flow: z.preprocess((v) => v ?? '', positive('Flow')),
    flowUnit: choice('Flow unit', flowUnits, 'm3h'),
    head: z.preprocess((v) => v ?? '', positive('Head')),
    headUnit: choice('Head unit', headUnits, 'm'),
    hz: z.preprocess(
      (v) => v ?? '50',
      z.enum(['50', '60'], { error: 'Frequency must be 50 or 60 Hz.' }).transform((v) => Number(v) as 50 | 60),
    ),
    phase: z
      .enum(['1', '3'], { error: 'Phase must be 1 or 3.' })
      .transform((v) => Number(v) as 1 | 3)
      .optional(),
    voltage: optionalNumber('voltage'),
    category: z
      .string()
      .refine((slug) => categoryFromSlug(slug) !== undefined, 'Application must be one of the pump categories.')
      .optional(),
    boreDiameterIn: optionalNumber('boreDiameterIn'),
    staticHeadM: optionalNumber('staticHeadM'),
    hoursPerDay: optionalNumber('hoursPerDay'),
    tariffPerKwh: optionalNumber('tariffPerKwh'),
    suctionLiftM: optionalNumber('suctionLiftM'),
    waterTempC: optionalNumber('waterTempC'),
    altitudeM: optionalNumber('altitudeM'),
  })
  .superRefine((input, ctx) => {
    // Bounds after conversion: a value that is positive as typed must stay a usable duty in m³/h and m.
    const flowM3h = flowToM3h(input.flow, input.flowUnit);
    const { flowM3h: flowLimit, headM: headLimit } = SELECTION_LIMITS;
    if (flowM3h < flowLimit.min || flowM3h > flowLimit.max) {
      const unit = input.flowUnit;
      ctx.addIssue({
        code: 'custom',
        path: ['flow'],
        message: `Flow must be from ${inUnit(flowFromM3h(flowLimit.min, unit))} to ${inUnit(flowFromM3h(flowLimit.max, unit))} ${unitSymbols[unit]}.`,
      });
    }
    const headM = headToM(input.head, input.headUnit);
    if (headM < headLimit.min || headM > headLimit.max) {
      const unit = input.headUnit;
      ctx.addIssue({
        code: 'custom',
        path: ['head'],
        message: `Head must be from ${inUnit(headFromM(headLimit.min, unit))} to ${inUnit(headFromM(headLimit.max, unit))} ${unitSymbols[unit]}.`,
      });
    }
    if (input.staticHeadM !== undefined && input.staticHeadM >= headM) {
      ctx.addIssue({ code: 'custom', path: ['staticHeadM'], message: 'Static head must be lower than the duty head.' });
    }
  });

/** Parsed query: the input and its duty in m³/h and m, or the first failing field with its message and every field's. */
export type ParsedSelection =
  | { ok: true; input: SelectionInput; duty: Duty }
  | { ok: false; field: SelectionParam; message: string; errors: Partial<Record<SelectionParam, string>> };

/** The raw values of the contract's parameters (aliases read), or the first parameter given twice. */
function rawValues(
  params: URLSearchParams,
): { raw: Record<string, string | undefined> } | { repeated: SelectionParam } {
  const raw: Record<string, string | undefined> = {};
  for (const name of selectionParams) {
    const alias = selectionParamAliases[name];
    const count = params.getAll(name).length + (alias ? params.getAll(alias).length : 0);
    if (count > 1) return { repeated: name };
    raw[name] = givenValue(params, name) ?? (alias ? givenValue(params, alias) : undefined);
  }
  return { raw };
}

/**
 * Model codes of a compare URL (`models=A,B,C` or repeated `models=A&models=B`): trimmed, without
 * repeats, a code written in other case counting as the same (model codes are matched case-blind), in
 * the order given and spelled as first given.
 */
export function compareModelCodes(params: URLSearchParams): string[] {
  const seen = new Set<string>();
  const codes: string[] = [];
  for (const code of params.getAll('models').flatMap((value) => value.split(','))) {
    const trimmed = code.trim();
    if (!trimmed || seen.has(trimmed.toLowerCase())) continue;
    seen.add(trimmed.toLowerCase());
    codes.push(trimmed);
  }
  return codes;
}

/** Whether a query asks for a selection at all (a flow or a head typed): without one the tool shows its empty form. */
export function selectionQueryGiven(params: URLSearchParams): boolean {
  return givenValue(params, 'flow') !== undefined || givenValue(params, 'head') !== undefined;
}

/** Reads the selector's query parameters. Never throws: bad input gives messages naming the field. */
export function parseSelectionQuery(params: URLSearchParams): ParsedSelection {
  const values = rawValues(params);
  if ('repeated' in values) {
    const message = `${selectionLabels[values.repeated]} is given more than once; give it once.`;
    return { ok: false, field: values.repeated, message, errors: { [values.repeated]: message } };
  }
  const parsed = selectionQuerySchema.safeParse(values.raw);
  if (!parsed.success) {
    const errors: Partial<Record<SelectionParam, string>> = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as SelectionParam] ??= issue.message;
    const field = selectionParams.find((name) => errors[name] !== undefined)!;
    return { ok: false, field, message: errors[field]!, errors };
  }
  const input = Object.fromEntries(
    Object.entries(parsed.data).filter(([, value]) => value !== undefined),
  ) as unknown as SelectionInput;
  return { ok: true, input, duty: dutyOf(input) };
}

/** The duty in catalogue units of a parsed input. */
export function dutyOf(input: SelectionInput): Duty {
  const category = input.category ? categoryFromSlug(input.category) : undefined;
  return {
    flowM3h: flowToM3h(input.flow, input.flowUnit),
    headM: headToM(input.head, input.headUnit),
    frequencyHz: input.hz,
    ...(input.installation !== undefined ? { installation: input.installation } : {}),
    ...(input.phase !== undefined ? { phase: input.phase } : {}),
    ...(input.voltage !== undefined ? { voltageV: input.voltage } : {}),
    ...(category ? { category } : {}),
    ...(input.boreDiameterIn !== undefined ? { boreInch: input.boreDiameterIn } : {}),
    ...(input.staticHeadM !== undefined ? { staticHeadM: input.staticHeadM } : {}),
    ...(input.hoursPerDay !== undefined ? { hoursPerDay: input.hoursPerDay } : {}),
    ...(input.tariffPerKwh !== undefined ? { tariffPerKwh: input.tariffPerKwh } : {}),
    ...(input.suctionLiftM !== undefined
      ? {
          suction: {
            suctionLiftM: input.suctionLiftM,
            ...(input.waterTempC !== undefined ? { waterTemperatureC: input.waterTempC } : {}),
            ...(input.altitudeM !== undefined ? { altitudeM: input.altitudeM } : {}),
          },
        }
      : {}),
  };
}

/** The query string of an input (defaults left out), e.g. 'flow=12&head=85&hz=50&phase=3'. */
export function toSearchParams(input: SelectionInput): URLSearchParams {
  const params = new URLSearchParams();
  const defaults: Partial<SelectionInput> = { flowUnit: 'm3h', headUnit: 'm' };
  for (const name of selectionParams) {
    const value = input[name];
    if (value === undefined || defaults[name] === value) continue;
    params.set(name, typeof value === 'number' ? decimalString(value) : value);
  }
  return params;
}
