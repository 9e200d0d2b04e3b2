import type { Panel, Starting } from './tables';

/**
 * Starting method, drop-cable circuit and control panel of the motor.
 */

/** Protection a borewell motor's panel must have. */
export type Protection = 'overload' | 'dry-run' | 'phase-failure' | 'under-voltage' | 'over-voltage';

/**
 * Protections the panel must have (issue 13; each is on the control panel page's protection list):
 * overload (IEC 60947-4-1 thermal overload relay), dry running (a borewell whose level falls to the
 * intake), under and over voltage, and phase failure on three-phase supplies (single phasing burns
 * a three-phase motor).
 */
export function requiredProtections(phase: 1 | 3): Protection[] {
  return phase === 3
    ? ['overload', 'dry-run', 'phase-failure', 'under-voltage', 'over-voltage']
    : ['overload', 'dry-run', 'under-voltage', 'over-voltage'];
}

/**
 * How the drop cable feeds the motor: `direct-on-line` (one 3-core cable at the line current; also
 * a soft starter's), `star-delta` (two 3-core cables to the six leads, each conductor at the winding
 * current) or `single-phase` (a 3-wire motor's main winding out and back).
 */
export type Circuit = 'direct-on-line' | 'star-delta' | 'single-phase';

/**
 * The control box of single-phase sets: the range's single-phase motors are 3-wire capacitor-start,
 * capacitor-run motors (cos φ about 0.95, see `scripts/generate-pump-models.ts`), whose start and
 * run capacitors and start relay sit in the surface control box (Franklin Electric AIM manual,
 * "Single-phase motors and controls": 3-wire motors need a control box, 2-wire ones have it built in).
 */
export const SINGLE_PHASE_CONTROL_BOX = '3-wire motor: capacitor start, capacitor run control box';

/** The starting method chosen for a motor, with its cable circuit. */
export interface StarterChoice {
  method: Starting;
  circuit: Circuit;
  /** Drop cables run beside the pump set: 2 for star-delta, else 1. */
  cables: 1 | 2;
  /** DOL limit in kW used (the site setting). */
  dolMaxKw: number;
  /** Why this method, in plain words for the sheet. */
  reason: string;
  /** Single-phase sets: the control box. */
  controlBox?: string;
}

/**
 * The starting method for a motor: capacitor start/run for single-phase; direct-on-line up to the
 * DOL limit; above it star-delta for a 6-lead motor when two cables fit beside the set, else a soft
 * starter on one cable (a 3-lead 4-inch motor can never be connected in delta-start: it has only
 * three leads, Franklin Electric AIM manual, "4-inch motors").
 * @param motor rated output kW and power leads (3 or 6)
 * @param twoCablesFit whether the set with two drop cables fits the bore (see `setFits`)
 * @param dolMaxKw largest three-phase motor started direct-on-line, kW: the site setting
 *   `siteConfig.directOnLineMaxKw` (7.5 kW, the top of the DOL panel on the control panel page;
 *   star-delta starting draws a third of the DOL starting current, IEC 60947-4-1), passed in by the
 *   caller (the configuration reaches the engineering only as an argument)
 */
export function chooseStarter(
  phase: 1 | 3,
  motor: { powerKw: number; leads: 3 | 6 },
  twoCablesFit: boolean,
  dolMaxKw: number,
): StarterChoice {
  const base = { dolMaxKw };
  if (phase === 1) {
    return {
      ...base,
      method: 'capacitor',
      circuit: 'single-phase',
      cables: 1,
      reason: 'single-phase supply',
      controlBox: SINGLE_PHASE_CONTROL_BOX,
    };
  }
  if (motor.powerKw <= dolMaxKw) {
    return {
      ...base,
      method: 'dol',
      circuit: 'direct-on-line',
      cables: 1,
      reason: `direct-on-line up to ${dolMaxKw} kW`,
    };
  }
  if (motor.leads === 6 && twoCablesFit) {
    return {
      ...base,
      method: 'star-delta',
      circuit: 'star-delta',
      cables: 2,
      reason: `above the ${dolMaxKw} kW DOL limit, a 6-lead motor is started star-delta`,
    };
  }
  return {
    ...base,
    method: 'soft-start',
    circuit: 'direct-on-line',
    cables: 1,
    reason:
      motor.leads === 3
        ? `above the ${dolMaxKw} kW DOL limit; a 3-lead (4-inch) motor cannot be started star-delta, so a soft starter`
        : `above the ${dolMaxKw} kW DOL limit; two star-delta cables do not fit beside the set, so a soft starter on one cable`,
  };
}

/**
 * Order in which panels of a starting method are preferred: SIP before CSCR and CSR because the
 * control panel page describes it with the dry-run and voltage protection a borewell needs.
 */
const PREFERENCE = ['SIP', 'CSCR', 'CSR', 'DOL', 'SD', 'ISP'];

/** The chosen panel. */
export interface ControlPanel {
  /** Model code of the site's range, e.g. 'DOL'. */
  model: string;
  description: string;
  /** Other models of the range that also fit (e.g. the soft-start panel). */
  alternatives: string[];
}

/**
 * The panel of the range for the phase, starting method and motor power (kW within the panel's
 * range), or null when the range has none (e.g. a single-phase motor above 2.2 kW).
 * @param panels control panel models from `getEngineeringData().panels`
 */
export function choosePanel(panels: Panel[], phase: 1 | 3, starting: Starting, motorKw: number): ControlPanel | null {
  const fits = (p: Panel) => p.phase === phase && motorKw >= p.powerKw.min && motorKw <= p.powerKw.max;
  const rank = (p: Panel) => (PREFERENCE.includes(p.model) ? PREFERENCE.indexOf(p.model) : PREFERENCE.length);
  const matching = panels.filter((p) => fits(p) && p.starting === starting).sort((a, b) => rank(a) - rank(b));
  const best = matching[0];
  if (!best) return null;
  const alternatives = panels
    .filter((p) => p !== best && fits(p) && (p.starting === 'soft-start' || p.starting === starting))
    .map((p) => p.model);
  return { model: best.model, description: best.description, alternatives };
}
