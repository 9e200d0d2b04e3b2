import { clientSiteConfig } from '@/config/site-client';
import { flowFromM3h, headFromM, unitSymbols, type FlowUnit, type HeadUnit } from '@/engineering/units';

/**
 * Number formatting of the engineering tools (selector, compare, borewell and solar sizing, the
 * performance chart, the datasheet PDFs) and the one rounding rule of their figures: rounded to what
 * a pump catalogue prints (three significant digits, at most two decimals), thousands grouped with
 * a comma, units after a space. Written without `Intl.NumberFormat` so that browser code (the
 * chart's ticks and readout) can format a figure without starting the browser's ICU data (see
 * `clientSiteConfig.currency`).
 */

/**
 * `value` rounded to `digits` decimals, halves away from zero on the scaled value (what a reader
 * rounding the printed figure by hand gets: 4.35 → 4.4 at one decimal, −2.5 → −3 at none). Used
 * for the figures of the JSON APIs and the presenters, so a page and its API print the same figure.
 * @param value any finite number, or null (an absent figure), which passes through
 * @param digits decimals kept, 0 or more
 * @returns a number (−0 never: a negative that rounds to nothing is 0), or null for null
 */
export function roundTo(value: number, digits: number): number;
export function roundTo(value: number | null, digits: number): number | null;
export function roundTo(value: number | null, digits: number): number | null {
  if (value === null) return null;
  const factor = 10 ** digits;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
  return rounded === 0 ? 0 : rounded;
}

/** The integer part of a non-negative decimal string with its thousands grouped: '1234.5' → '1,234.5'. */
function groupThousands(digits: string): string {
  const [whole = '', fraction] = digits.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * A figure with about three significant digits, no trailing zeros, thousands grouped: 0.456 →
 * '0.46', 12.34 → '12.3', 1234.5 → '1,235', −3.14159 → '-3.14'. Figures of 100 and above lose their
 * decimals, of 10 to 100 keep one, below 10 two (by {@link roundTo}).
 */
export function formatFigure(value: number): string {
  const abs = Math.abs(value);
  const rounded = roundTo(value, abs >= 100 ? 0 : abs >= 10 ? 1 : 2);
  return `${rounded < 0 ? '-' : ''}${groupThousands(String(Math.abs(rounded)))}`;
}

/** Flow given in m³/h, shown in `unit` (default m³/h), e.g. '6.2 m³/h', '44 US gpm'. */
export const formatFlow = (flowM3h: number, unit: FlowUnit = 'm3h') =>
  `${formatFigure(flowFromM3h(flowM3h, unit))} ${unitSymbols[unit]}`;
/** Head given in m, shown in `unit` (default m), e.g. '121 m', '197 ft'. */
export const formatHead = (headM: number, unit: HeadUnit = 'm') =>
  `${formatFigure(headFromM(headM, unit))} ${unitSymbols[unit]}`;
/** Power in kW, e.g. '3.7 kW'. */
export const formatKw = (kw: number) => `${formatFigure(kw)} kW`;
/**
 * A motor's rating in kW with its nameplate HP beside it (buyers in India shop by HP), e.g. '3.7 kW
 * (5 HP)'; kW alone when the HP is not known (a nameplate HP is a rounded rating, not kW / 0.7457).
 */
export const formatMotor = (kw: number, hp?: number | null) =>
  hp ? `${formatKw(kw)} (${formatFigure(hp)} HP)` : formatKw(kw);
/**
 * A nominal pipe or outlet size as sold: an inch size gets the inch sign, so it does not read as a
 * figure beside a length ('2″ · 102 m', not '2 102 m'); a metric one keeps its unit. e.g. '1 1/2' →
 * '1 1/2″', 'DN 50' → 'DN 50'.
 */
export const formatNominalSize = (size: string) => (/^[\d\s./]+$/.test(size) ? `${size}″` : size);
/** A percentage without decimals, e.g. '64 %'. */
export const formatPct = (pct: number) => `${Math.round(pct)} %`;
/** Energy per year in kWh, rounded to the nearest 10, e.g. '8,760 kWh/yr'. */
export const formatEnergy = (kwh: number) => `${groupThousands(String(Math.round(kwh / 10) * 10))} kWh/yr`;
/** Specific energy in kWh per m³ delivered, e.g. '0.5 kWh/m³'. */
export const formatSpecificEnergy = (kwhPerM3: number) => `${formatFigure(kwhPerM3)} kWh/m³`;
/**
 * A running cost per year in the site's currency (`clientSiteConfig.currency`, the currency the tariff is
 * asked in), to three significant digits and at least whole units: an estimate from a tariff and
 * running hours, so more digits would claim a precision it does not have. e.g. 18,417 → '₹18,400/yr'.
 */
export function formatCost(cost: number): string {
  const { code, locale } = clientSiteConfig.currency;
  const magnitude = cost === 0 ? 0 : Math.floor(Math.log10(Math.abs(cost)));
  const step = 10 ** Math.max(0, magnitude - 2);
  const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: code, maximumFractionDigits: 0 }).format(
    Math.round(cost / step) * step,
  );
  return `${amount}/yr`;
}

/**
 * Symbol of the site's currency, e.g. '₹' (for labels such as the tariff's): the configured one, so
 * that browser code that labels a field with it does not start the browser's ICU data (see
 * `clientSiteConfig.currency`).
 */
export function currencySymbol(): string {
  return clientSiteConfig.currency.symbol;
}
