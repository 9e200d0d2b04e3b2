import { siteConfig } from '@/config/site';
import { formatFigure } from '@/components/format/figures';
import { MONTH_NAMES, type SolarSheet } from '../domain/size-solar';

/** Water above this multiple of the need is explained by what set the array, not by the need. */
const explainAbove = 1.25;

/**
 * One line beside the water figure that says why the set gives what it gives (issue 49, item 4: a
 * 30 m³/day need answered with a set for 64.8 m³/day, with no word of why next to the figure). The
 * reason is the sheet's `arraySetBy`: the controller's MPPT window (the shortest string it works
 * with), the least array per kW of motor (`siteConfig.solar.minArrayWPerMotorKw`), or the need itself.
 * @param sheet a solar sheet with a set
 * @returns the line, e.g. '62.7 m³/day in December for your 30 m³/day: the KSC-3.7 works only with strings of at
 *   least 8 modules (its MPPT window starts at 250 V), and those lift this much.'; null without a set
 */
export function volumeReason(sheet: Omit<SolarSheet, 'warnings' | 'nearMisses'>): string | null {
  const { set, arraySetBy } = sheet;
  if (!set || !arraySetBy) return null;
  const design = MONTH_NAMES[sheet.designMonth - 1]!;
  const water = set.monthlyVolumeM3[sheet.designMonth - 1]!;
  const need = sheet.needM3PerDay;
  const lead = `${formatFigure(water)} m³/day in ${design} for your ${formatFigure(need)} m³/day`;
  if (arraySetBy === 'water' || water <= explainAbove * need) {
    return `${lead}: the smallest array of whole ${set.array.moduleW} W modules that meets it.`;
  }
  if (arraySetBy === 'mppt-window') {
    return `${lead}: the ${set.controller.model} works only with strings of at least ${set.array.series} modules (its MPPT window starts at ${set.controller.mpptMinV} V), and those lift this much.`;
  }
  const floorKwp = (siteConfig.solar.minArrayWPerMotorKw * set.pump.motorPowerKw) / 1000;
  return `${lead}: the ${formatFigure(set.pump.motorPowerKw)} kW motor gets at least ${formatFigure(floorKwp)} kWp so it reaches full speed near noon, and that array lifts this much.`;
}
