import type { CategoryName } from '@/content/schemas/catalogue';

/**
 * Where the pump goes (issue 49, item 3): the first question of the selector, so that a duty that is
 * plainly a borewell's is answered with borewell submersibles, not a vertical turbine or an inline
 * booster that happens to meet the same flow and head. Each place admits the catalogue categories
 * built for it (SPEC 3.1 names); no place given ("all", the default of every existing URL and of the
 * API) admits every category, for engineers.
 * - `borewell`: submersible pumps, which hang in a cased borehole (its bore size is then checked
 *   against each model's smallest bore);
 * - `open-well`: an open well or sump, where the pump stands in or over a wide water body: openwell
 *   submersibles and vertical turbine (line-shaft) pumps;
 * - `surface`: on the ground beside the source or in a pressure line: end-suction, split-case,
 *   monoblock, multistage pressure-boosting and peripheral pumps;
 * - `waste-water`: sewage and waste water (solids): the waste water pumps.
 */
export const installationCategories = {
  borewell: ['SUBMERSIBLE PUMPS'],
  'open-well': ['OPENWELL SUBMERSIBLE PUMPS', 'VERTICAL TURBINE PUMPS'],
  surface: [
    'END SUCTION PUMP',
    'SPLIT CASE PUMPS',
    'CENTRIFUGAL MONOBLOCK PUMPS',
    'PRESSURE BOOSTING PUMPS',
    'PERIPHERAL PUMPS',
  ],
  'waste-water': ['WASTE WATER PUMPS'],
} as const satisfies Record<string, readonly CategoryName[]>;

/** A place a pump goes: the URL values of the selector's `installation` parameter. */
export type Installation = keyof typeof installationCategories;

/** The places in the order the form asks them. */
export const installations = Object.keys(installationCategories) as Installation[];

/** Whether a model of `category` is built for `installation` (every category when none is given). */
export function fitsInstallation(category: CategoryName, installation: Installation | undefined): boolean {
  return installation === undefined || (installationCategories[installation] as readonly string[]).includes(category);
}
