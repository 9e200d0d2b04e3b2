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
