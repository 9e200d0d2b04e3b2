// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getPumpModelById } from '@/content/pump-models';
import { operatingFigures } from '../domain';
import { flowFromM3h, headFromM } from '@/engineering/units';
import { datasheetOutcome } from './datasheet-presenter';
import { selectorOutcome } from './selection-presenter';
import { DatasheetPage } from './datasheet-page';

afterEach(cleanup);

/**
 * Issue 25: the buyer who found a pump in US units opens its datasheet from the result card and sees
 * the duty and operating points marked, in US gpm and ft. 44.03 US gpm × 0.227 125 m³/h per US gpm
 * (NIST SP 811: 3.785 411 784 L × 60 / 1000) = 10.0 m³/h; 196.9 ft × 0.3048 = 60.0 m.
 */
const usDuty = 'flow=44.03&flowUnit=usgpm&head=196.9&headUnit=ft&hz=50';

/** The first result card's datasheet link for the US duty, split into the model id and its query. */
function firstDatasheetLink() {
  const outcome = selectorOutcome(new URLSearchParams(usDuty));
  if (outcome.status !== 'ok' || outcome.results.length === 0) throw new Error('expected results');
  const href = new URL(outcome.results[0]!.datasheetHref, 'https://example.test');
  return { href, id: href.pathname.split('/').at(-1)!, model: outcome.results[0]!.model };
}

describe('the web datasheet opened from a selection (issue 25)', () => {
  it('is linked from the result card with the duty in the visitor’s units', () => {
    const { href, model } = firstDatasheetLink();
    expect(href.pathname).toMatch(/^\/pump-selector\/datasheet\/[a-z0-9-]+-50hz$/);
    expect(getPumpModelById(href.pathname.split('/').at(-1)!)?.model).toBe(model);
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      flow: '44.03',
      flowUnit: 'usgpm',
      head: '196.9',
      headUnit: 'ft',
      hz: '50',
    });
  });

  it('marks the duty point, the system curve and the operating point on the chart and gives the figures in US gpm and ft', () => {
    const { href, id } = firstDatasheetLink();
    const sheet = datasheetOutcome(id, href.searchParams)!;
    render(<DatasheetPage sheet={sheet} />);

    const atDuty = screen.getByTestId('datasheet-duty');
    const dutyFigure = within(atDuty).getByText('Duty point').parentElement!;
    expect(dutyFigure.textContent).toBe('Duty point44 US gpmat 197 ft');
    // The operating point where the pump curve meets the system curve through the duty, in US units.
    const model = getPumpModelById(id)!;
    const op = operatingFigures(model, { flowM3h: 44.03 * 0.227124707, headM: 196.9 * 0.3048, frequencyHz: 50 })!;
    const operatingFigure = within(atDuty).getByText('Operating point').parentElement!;
    const usFlow = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }).format(
      flowFromM3h(op.operatingPoint.flowM3h, 'usgpm'),
    );
    const usHead = Math.round(headFromM(op.operatingPoint.headM, 'ft'));
    expect(operatingFigure.textContent).toBe(`Operating point${usFlow} US gpmat ${usHead} ft`);
    // Every figure and the duty line in the visitor's units (NPSH stays in m, as the suction lift is asked in m).
    expect(atDuty.querySelector('dl')!.textContent).not.toMatch(/m³\/h|\d m\b/);
    expect(atDuty.querySelector('p')!.textContent).toBe(
      'Duty point: 44.03 US gpm at 196.9 ft · 50 Hz · static head 0 ft · 8 h/day',
    );

    // The duty's mark carries its label, in the visitor's units; the system curve is a drawn line.
    expect(screen.getByTestId('duty-point')).toContainElement(screen.getByTestId('duty-label'));
    expect(screen.getByTestId('duty-label').textContent).toMatch(/^Duty 44 US gpm, 197 ft$/);
    expect(screen.getByTestId('system-curve').getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+(?:[LC][\d.,\s]+)+$/);
    expect(screen.getAllByTestId('operating-point')).toHaveLength(1);
    // The performance table's columns in the visitor's units too, and not also in m³/h and m.
    const table = within(screen.getByRole('region', { name: 'Performance table (scrolls sideways)' }));
    const headers = table.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Flow Q (US gpm)', 'Head H (ft)']));
    expect(headers).not.toEqual(expect.arrayContaining(['Flow Q (m³/h)']));
    expect(headers).not.toEqual(expect.arrayContaining(['Head H (m)']));
  });

  it('without a duty is the plain datasheet in m³/h and m; a refused duty is named, not drawn', () => {
    const { id } = firstDatasheetLink();
    render(<DatasheetPage sheet={datasheetOutcome(id, new URLSearchParams())!} />);
    expect(screen.queryByTestId('datasheet-duty')).toBeNull();
    expect(screen.queryByTestId('duty-point')).toBeNull();
    const headers = within(screen.getByRole('region', { name: 'Performance table (scrolls sideways)' }))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Flow Q (m³/h)', 'Head H (m)']));
    cleanup();

    render(<DatasheetPage sheet={datasheetOutcome(id, new URLSearchParams('flow=0x10&head=60'))!} />);
    expect(screen.getByRole('status').textContent).toMatch(/The duty point was left out: Flow/);
    expect(screen.queryByTestId('duty-point')).toBeNull();
  });

  it('says when a cut curve’s BEP is its hydraulic’s, beyond the data shown (issue 48: 60 Hz KH2-2)', () => {
    render(<DatasheetPage sheet={datasheetOutcome('kh2-2-60hz', new URLSearchParams())!} />);
    const note = screen.getByTestId('bep-from-hydraulic').textContent!;
    expect(note).toContain('from the full curve of the KH2-3 (60 Hz) by the affinity laws');
    expect(note).toContain('lies partly beyond the data shown');
    cleanup();
    render(<DatasheetPage sheet={datasheetOutcome('ks4-05-24-50hz', new URLSearchParams())!} />);
    expect(screen.queryByTestId('bep-from-hydraulic')).toBeNull();
  });

  it('answers undefined (the route’s 404) for an id that names no model', () => {
    expect(datasheetOutcome('no-such-pump-50hz', new URLSearchParams())).toBeUndefined();
  });
});

describe('a borehole pump’s web datasheet (issue 48)', () => {
  it('gives the diameters the borewell sizing fits a bore with, and what the set needs of its smallest borehole', () => {
    render(<DatasheetPage sheet={datasheetOutcome('ks4-05-24-50hz', new URLSearchParams())!} />);
    const figure = (term: string) => screen.getByText(term).parentElement!.textContent;
    expect(figure('Pump with cable guard')).toBe('Pump with cable guard100 mm');
    expect(figure('Motor with drop cable')).toBe('Motor with drop cable101 mmmotor 95 mm');
    expect(figure('Smallest borehole')).toBe('Smallest borehole4″ (101.6 mm)the set needs 101 mm');
  });
});
