import type { Panel, Starting } from '@/content/schemas/engineering';

/**
 * Starting method and control panel of the motor.
 */

/**
 * Largest three-phase motor started direct-on-line, kW. Above it the starting current (6–8 × the
 * full-load current) is more than Indian supply utilities accept on LV connections, and star-delta
 * starting (a third of the DOL starting current, IEC 60947-4-1 / IS/IEC 60947-4-1 starters) is
 * used. The value is the upper end of the DOL panel on the site's control panel page (0.37–7.5 kW).
 */
export const DOL_MAX_KW = 7.5;

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

/** The starting method for a motor: capacitor start/run for single-phase, DOL up to {@link DOL_MAX_KW}, else star-delta. */
export function starterFor(phase: 1 | 3, motorKw: number): Starting {
  if (phase === 1) return 'capacitor';
  return motorKw <= DOL_MAX_KW ? 'dol' : 'star-delta';
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
