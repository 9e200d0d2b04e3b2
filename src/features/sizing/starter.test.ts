import { describe, expect, it } from 'vitest';
import { getEngineeringData } from '@/content/engineering';
import { choosePanel, DOL_MAX_KW, requiredProtections, starterFor } from './starter';

const { panels } = getEngineeringData();

describe('starter and control panel', () => {
  it('starts DOL up to 7.5 kW and star-delta above (the DOL range of the control panel page, 0.37–7.5 kW)', () => {
    expect(DOL_MAX_KW).toBe(7.5);
    expect(starterFor(3, 7.5)).toBe('dol');
    expect(starterFor(3, 9.3)).toBe('star-delta');
    expect(starterFor(1, 1.5)).toBe('capacitor');
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
