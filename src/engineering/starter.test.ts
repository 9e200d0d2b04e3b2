import { describe, expect, it } from 'vitest';
import { getEngineeringData } from '@/content/engineering';
import fc from 'fast-check';
import { chooseStarter, choosePanel, requiredProtections } from './starter';

const { panels } = getEngineeringData();
/** The site's DOL limit as shipped (`siteConfig.directOnLineMaxKw`), which the sizing passes in. */
const dolMaxKw = 7.5;

describe('starter and control panel', () => {
  it('starts DOL up to the limit, a 6-lead motor star-delta above it, and names the single-phase control box', () => {
    const six = { powerKw: 9.3, leads: 6 as const };
    expect(chooseStarter(3, { powerKw: 7.5, leads: 6 }, true, dolMaxKw)).toMatchObject({
      method: 'dol',
      circuit: 'direct-on-line',
      cables: 1,
    });
    expect(chooseStarter(3, six, true, dolMaxKw)).toMatchObject({
      method: 'star-delta',
      circuit: 'star-delta',
      cables: 2,
    });
    // A utility that allows 11 kW DOL: the same motor goes DOL.
    expect(chooseStarter(3, six, true, 11).method).toBe('dol');
    expect(chooseStarter(1, { powerKw: 1.5, leads: 3 }, true, dolMaxKw)).toMatchObject({
      method: 'capacitor',
      circuit: 'single-phase',
      controlBox: '3-wire motor: capacitor start, capacitor run control box',
    });
  });

  it('never starts a 3-lead (4-inch) motor star-delta: the 4-inch 11 kW case gets a soft starter on one cable', () => {
    expect(chooseStarter(3, { powerKw: 11, leads: 3 }, true, dolMaxKw)).toMatchObject({
      method: 'soft-start',
      circuit: 'direct-on-line',
      cables: 1,
    });
    expect(choosePanel(panels, 3, 'soft-start', 11)).toMatchObject({ model: 'ISP' });
    fc.assert(
      fc.property(
        fc.double({ min: 0.37, max: 300, noNaN: true }),
        fc.boolean(),
        fc.constantFrom<1 | 3>(1, 3),
        (kw, fit, phase) => {
          expect(chooseStarter(phase, { powerKw: kw, leads: 3 }, fit, dolMaxKw).method).not.toBe('star-delta');
        },
      ),
    );
  });

  it('soft-starts a 6-lead motor when two cables do not fit beside the set', () => {
    expect(chooseStarter(3, { powerKw: 15, leads: 6 }, false, dolMaxKw)).toMatchObject({
      method: 'soft-start',
      cables: 1,
    });
  });

  it('asks for overload, dry-run and voltage protection, and phase failure on three-phase (issue 13)', () => {
    expect(requiredProtections(1)).toEqual(['overload', 'dry-run', 'under-voltage', 'over-voltage']);
    expect(requiredProtections(3)).toContain('phase-failure');
  });

  it('picks the single-phase intelligent panel (dry-run and voltage protection) up to 2.2 kW', () => {
    expect(choosePanel(panels, 1, 'capacitor', 1.5)).toEqual({
      model: 'SIP',
      description: 'Single-phase intelligent panel with dry-run and voltage protection',
      alternatives: ['CSCR'],
    });
    expect(choosePanel(panels, 1, 'capacitor', 0.75)?.alternatives).toEqual(['CSR', 'CSCR']);
    expect(choosePanel(panels, 1, 'capacitor', 3.7)).toBeNull();
  });

  it('picks DOL up to 7.5 kW and SD above, naming the soft-start panel where it also fits', () => {
    expect(choosePanel(panels, 3, 'dol', 5.5)).toMatchObject({ model: 'DOL', alternatives: [] });
    expect(choosePanel(panels, 3, 'dol', 7.5)).toMatchObject({ model: 'DOL', alternatives: ['ISP'] });
    expect(choosePanel(panels, 3, 'star-delta', 15)).toMatchObject({ model: 'SD', alternatives: ['ISP'] });
    expect(choosePanel(panels, 3, 'star-delta', 250)).toBeNull();
  });
});
