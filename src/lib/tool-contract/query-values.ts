import { z } from 'zod';

/**
 * Reading numbers and single values from a tool's URL query, the same way for every tool (the pump
 * selector, compare, borewell sizing and their JSON APIs): decimal notation only, one value per
 * parameter, and a blank value means "not given".
 */

/**
 * Decimal notation as a visitor types it: optional sign, digits with an optional decimal point
 * ('12', '12.5', '.5', '-3'), at most 24 characters (a machine-written double needs 19). No exponent ('1e308', '5e-324'), no hex or
 * binary ('0x10', '0b1100'), no 'Infinity' or 'NaN': `Number()` and `z.coerce.number()` read all of
 * those, and a value that is positive as typed can become 0 or infinite once converted.
 */
export const DECIMAL_PATTERN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const MAX_DECIMAL_LENGTH = 24;

/** Whether a query value is a number in decimal notation. */
export function isDecimal(text: string): boolean {
  return text.length <= MAX_DECIMAL_LENGTH && DECIMAL_PATTERN.test(text);
}

/**
 * A zod schema for one decimal query value: the trimmed string in, a finite number out, with the
 * visitor-facing message `message` when it is not a plain decimal number.
 */
export function decimalSchema(message: string) {
  return z
    .string()
    .trim()
    .refine(isDecimal, { error: message })
    .transform(Number)
    .pipe(z.number({ error: message }).refine(Number.isFinite, { error: message }));
}

/**
 * A decimal query value within a range, refused with messages that name the field and its unit:
 * "Bore diameter (boreDiameterIn) must be at least 3 inch." The tools' contracts share it so every
 * tool words its limits the same way.
 * @param name the field as messages name it, e.g. 'Bore diameter (boreDiameterIn)'
 * @param unit the unit the limits are in ('' for none), e.g. 'inch', 'm³'
 * @param range min (inclusive, or exclusive with `above`) and max (inclusive)
 */
export function rangedDecimalSchema(name: string, unit: string, range: { min: number; above?: boolean; max: number }) {
  const lower = range.above ? `more than ${range.min}` : `at least ${range.min}`;
  const inUnit = unit ? ` ${unit}` : '';
  return decimalSchema(`${name} must be a number${unit ? ` of ${unit}` : ''}.`)
    .refine((v) => (range.above ? v > range.min : v >= range.min), { error: `${name} must be ${lower}${inUnit}.` })
    .refine((v) => v <= range.max, { error: `${name} must be at most ${range.max}${inUnit}.` });
}

/**
 * A number as a URL writes it: decimal notation (never an exponent, which {@link isDecimal} refuses),
 * at most 6 decimals, no trailing zeros: 40.00012345 → '40.000123', 5e-324 → '0'.
 */
export function decimalString(value: number): string {
  const fixed = value.toFixed(6);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/** The first parameter of `names` given more than once (a blank repeat counts too), or undefined. */
export function repeatedParam<T extends string>(params: URLSearchParams, names: readonly T[]): T | undefined {
  return names.find((name) => params.getAll(name).length > 1);
}

/** The trimmed value of a parameter, or undefined when absent or blank. */
export function givenValue(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value ? value : undefined;
}
