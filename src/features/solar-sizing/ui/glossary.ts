/**
 * Plain-words explanations of the solar sheet's terms, shown in place (`<Term>`, as the selector's
 * POR and BEP: `src/features/pump-selection/ui/glossary.ts`). Standard test conditions (STC) are IEC
 * 61215's: 1000 W/m² of sunshine, cells at 25 °C, air mass 1.5. The diesel figure follows HOMER's
 * generator fuel curve (HOMER Pro user manual, "Generator fuel curve": fuel = intercept × rated
 * power + slope × output).
 */
export const solarGlossary = {
  mpptWindow:
    'The range of array voltage in which the controller finds the most power (maximum power point tracking). The strings are sized to stay inside it on a hot noon and a cold morning.',
  maxInputVoc:
    'The highest voltage the controller’s input survives. A string with no load gives its highest voltage on a cold morning; it must stay below this.',
  stringVmp:
    'The voltage of one string of modules in series when it gives its most power, in standard test conditions (full sun of 1000 W/m², cells at 25 °C).',
  stringVoc:
    'The voltage of one string of modules in series with nothing drawing power (open circuit), in standard test conditions. It rises as the modules get colder.',
  kWp: 'Kilowatt-peak: what the array gives in standard test conditions (full sun of 1000 W/m², cells at 25 °C). On a real day it gives less.',
  fuelCurve:
    'How much diesel a generator burns for each kWh it gives, by its size and load: the straight line the HOMER energy-planning software uses unless told otherwise.',
  totalDynamicHead:
    'All the height the pump must lift the water: from the water level while pumping to the outlet, plus the pipe’s friction and the pressure wanted at the outlet.',
  shutOffHead: 'The highest head the pump can reach, with no water flowing. It must be above the static lift.',
} as const;
