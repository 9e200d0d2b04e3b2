import { inUnitSystem, type ImperialConvertible, type UnitSystem } from '@/lib/units';

/** A figure to `digits` decimals for a sentence. */
export const fmt = (n: number, digits = 1) => n.toFixed(digits);

/** A quantity for a sentence in the visitor's unit system (see {@link quantityIn}). */
export type Quantity = (value: number, unit: ImperialConvertible, digits?: number | 'rule') => string;

/**
 * A quantity for a sentence, e.g. '12.5 m' or in imperial '41.0 ft', to `digits` decimals, or with
 * `'rule'` as a rule's constant is written (0.5 m/s; in imperial to three significant digits, 1.64 ft/s).
 */
export function quantityIn(system: UnitSystem): Quantity {
  return (value, unit, digits = 1) => {
    const shown = inUnitSystem(value, unit, system);
    const figure = digits === 'rule' ? String(Number(shown.value.toPrecision(3))) : fmt(shown.value, digits);
    return `${figure} ${shown.symbol}`;
  };
}
