import { quoteFormWithSelection } from '@/config/paths';
import { formatFigure, formatHead, formatMotor } from '@/components/format/figures';
import { toSolarSearchParams, type SolarQuery } from '../domain/query';
import { MONTH_NAMES, SOLAR_PUMP_FREQUENCY_HZ, type SolarSheet } from '../domain/size-solar';

/** The sheet's figures (the domain's sheet, or the page's with its words). */
type SheetFigures = Omit<SolarSheet, 'warnings' | 'nearMisses'>;

/** Peak watts as kWp for reading, e.g. 4320 → '4.32 kWp'. */
export const formatKwp = (w: number) => `${formatFigure(w / 1000)} kWp`;

/** The needs per month as the summary lists them: 'need by month Jan–Dec 20, 20, 40, … m³/day'. */
function needByMonthText(sheet: SheetFigures): string {
  return `need by month Jan–Dec ${sheet.needByMonthM3.map((n) => formatFigure(n)).join(', ')} m³/day`;
}

/**
 * The solar set in one line, as the enquiry stores it and the sales team reads it: pump and motor,
 * controller and its MPPT window, array (modules, strings, string Voc on the coldest morning, tilt), the design month's water against the
 * need and head, the need of every month when it was given per month, and the site (or, when no set
 * was found, the need, head and site).
 */
export function solarSetSummary(sheet: SheetFigures): string {
  const set = sheet.set;
  const site = `site ${sheet.climate.site.name}, ${sheet.climate.site.country}`;
  if (!set)
    return `no set of the range found for ${sheet.needPerMonth ? needByMonthText(sheet) : `${formatFigure(sheet.needM3PerDay)} m³/day`} at ${formatHead(sheet.head.totalDynamicHeadM)}; ${site}`;
  const { pump, controller, array } = set;
  return [
    `${pump.model} ${formatMotor(pump.motorPowerKw, pump.motorPowerHp)}`,
    `controller ${controller.model} ${formatFigure(controller.ratedKw)} kW, MPPT ${controller.mpptMinV}–${controller.mpptMaxV} V`,
    `array ${array.modules} × ${array.moduleW} W = ${formatKwp(array.peakW)} (${array.parallel} × ${array.series} in series, Voc ${formatFigure(array.stringVocAtMinAmbientV)} V at ${formatFigure(sheet.climate.minAmbientC)} °C), tilt ${array.tiltDeg}°`,
    `${formatFigure(set.monthlyVolumeM3[sheet.designMonth - 1]!)} m³/day in ${MONTH_NAMES[sheet.designMonth - 1]} for ${formatFigure(sheet.needM3PerDay)} m³/day at ${formatHead(sheet.head.totalDynamicHeadM)}`,
    ...(sheet.needPerMonth ? [needByMonthText(sheet)] : []),
    site,
  ].join('; ');
}

/**
 * The "Request a quote for this solar set" link: the quote form with the pump, its peak flow and head
 * on the design day, and the solar set (the sheet's query and {@link solarSetSummary}), which the
 * enquiry stores in its own columns.
 */
export function solarQuoteHref(sheet: SheetFigures, query: SolarQuery): string {
  return quoteFormWithSelection({
    model: sheet.set?.pump.model,
    flowM3h: sheet.set ? Math.round(sheet.head.atFlowM3h * 100) / 100 : undefined,
    headM: Math.round(sheet.head.totalDynamicHeadM * 100) / 100,
    frequencyHz: SOLAR_PUMP_FREQUENCY_HZ,
    category: 'SUBMERSIBLE PUMPS',
    solarSet: { query: toSolarSearchParams(query).toString(), summary: solarSetSummary(sheet) },
  });
}
