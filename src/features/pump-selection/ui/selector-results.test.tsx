// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NearMissView, ResultView } from './view-model';
import { SelectorResults } from './selector-results';

const result = (model: string, overrides: Partial<ResultView> = {}): ResultView => ({
  model,
  series: 'KS4',
  productTitle: '4" Submersible pump KS4',
  productHref: `/products/50HZ/submersible-pumps/ks4?flow=6&head=120&hz=50#model-${model.toLowerCase()}`,
  quoteHref: `/contact-us?model=${model}&flow=6&head=120&hz=50#contact-form`,
  datasheetHref: `/pump-selector/datasheet/${model.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-50hz?flow=6&head=120&hz=50`,
  category: 'SUBMERSIBLE PUMPS',
  operatingFlowM3h: 6.3,
  operatingHeadM: 124.5,
  efficiencyPct: 63.6,
  powerKw: 3.35,
  motorKw: 3.7,
  motorHp: 5,
  bepPct: 96.4,
  inPor: true,
  // P1 = 3.35 kW / 0.84 = 3.99 kW; 3.99 kW / 6.3 m³/h = 0.633 kWh/m³.
  inputPowerKw: 3.99,
  // P2 / P2,rated = 3.35 / 3.7 = 90.5 % of the nameplate.
  loadPctOfNameplate: 90.5,
  specificEnergyKwhPerM3: 0.633,
  energyKwhPerYear: 12_345,
  costPerYear: null,
  warnings: [],
  ...overrides,
});

/** The value a result card shows under `term` (its `<dt>`), as a visitor reads the pair. */
const figure = (card: HTMLElement, term: string) =>
  within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

const nearMiss: NearMissView = {
  model: 'KS4-05/18',
  series: 'KS4',
  productHref: '/products/50HZ/submersible-pumps/ks4#model-ks4-05-18',
  reason: 'head 12 m short at 6 m³/h',
};

afterEach(cleanup);

describe('SelectorResults', () => {
  it('shows the energy per m³ delivered and the operating warnings on the card (issue 23)', () => {
    render(
      <SelectorResults
        results={[
          result('KS4-05/24', {
            bepPct: 134,
            inPor: false,
            warnings: [
              { code: 'end-of-curve', message: "End of curve: the operating flow is 100 % of this model's maximum." },
              {
                code: 'outside-por',
                message: 'Outside the preferred operating region: 134 % of the best-efficiency flow.',
              },
            ],
          }),
          result('KS4-05/18'),
        ]}
        nearMisses={[]}
        dutyQuery={new URLSearchParams('flow=6&head=120')}
        quoteHref="/contact-us#contact-form-card"
      />,
    );
    const [first, second] = screen.getAllByTestId('result-card').map((el) => within(el));
    expect(first!.getByText('0.63 kWh/m³')).toBeVisible();
    const warnings = first!.getByRole('list', { name: 'Operating warnings for KS4-05/24' });
    expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      "End of curve: the operating flow is 100 % of this model's maximum.",
      'Outside the preferred operating region: 134 % of the best-efficiency flow.',
    ]);
    expect(second!.queryByRole('list', { name: /Operating warnings/ })).toBeNull();
  });

  it("shows each card's figures in the visitor's units, and explains POR and BEP in place (issue 25)", () => {
    render(
      <SelectorResults
        results={[result('KS4-05/24')]}
        nearMisses={[]}
        dutyQuery={new URLSearchParams('flow=27.74&flowUnit=usgpm&head=393.7&headUnit=ft')}
        quoteHref="/contact-us#contact-form-card"
        units={{ flowUnit: 'usgpm', headUnit: 'ft' }}
      />,
    );
    const card = within(screen.getByTestId('result-card'));
    // 6.3 m³/h / 0.227 124 5 = 27.7 US gpm; 124.5 m / 0.3048 = 408 ft.
    expect(figure(screen.getByTestId('result-card'), 'Flow')).toBe('27.7 US gpm');
    expect(figure(screen.getByTestId('result-card'), 'Head')).toBe('408 ft');
    expect(card.queryByText(/m³\/h/)).toBeNull();
    const por = card.getByText('POR');
    expect(por).toHaveAttribute('tabindex', '0');
    expect(por).toHaveAccessibleDescription(/Preferred operating region: 70 to 120 %/);
    expect(card.getByText('BEP')).toHaveAccessibleDescription(/Best efficiency point/);
  });

  const dutyQuery = new URLSearchParams('flow=6&flowUnit=m3h&head=120&headUnit=m&hz=50');

  it('renders the ranked cards in order with their figures, links and compare boxes', () => {
    render(
      <SelectorResults
        results={[result('KS4-05/24'), result('KS4-08/20', { inPor: false, bepPct: 62.2, costPerYear: 98_765.4 })]}
        nearMisses={[nearMiss]}
        dutyQuery={dutyQuery}
        quoteHref="/contact-us#contact-form"
      />,
    );
    const cards = screen.getAllByTestId('result-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['KS4-05/24', 'KS4-08/20']);
    const first = within(cards[0]!);
    expect(figure(cards[0]!, 'Flow')).toBe('6.3 m³/h');
    expect(figure(cards[0]!, 'Head')).toBe('125 m');
    expect(figure(cards[0]!, 'Efficiency η')).toBe('64 %');
    expect(first.getByText(/of/, { selector: 'p' })).toHaveTextContent(/^In POR.* · 96 % of BEP/);
    // No tariff given: the energy alone, no cost.
    expect(figure(cards[0]!, 'Energy')).toBe('12,350 kWh/yr');
    expect(within(cards[1]!).getByText(/of/, { selector: 'p' })).toHaveTextContent(/^Outside POR.* · 62 % of BEP/);
    // The site's currency, three significant digits (issue 25), beside the energy it costs.
    expect(figure(cards[1]!, 'Energy')).toBe('12,350 kWh/yr≈ ₹98,800/yr');
    // HP beside kW where the motor is named (issue 25).
    expect(figure(cards[0]!, 'Motor')).toBe('3.7 kW (5 HP)91 % of nameplate');
    expect(first.getByRole('link', { name: /^Datasheet at your duty of KS4-05\/24/ }).getAttribute('href')).toBe(
      '/pump-selector/datasheet/ks4-05-24-50hz?flow=6&head=120&hz=50',
    );
    expect(first.getByRole('link', { name: 'Request a quote for this pump' }).getAttribute('href')).toBe(
      result('KS4-05/24').quoteHref,
    );
    expect(first.getByRole('link', { name: 'KS4-05/24' }).getAttribute('href')).toContain('#model-ks4-05/24');

    const form = cards[0]!.closest('form')!;
    expect(form.getAttribute('action')).toBe('/pump-selector/compare');
    expect(form.getAttribute('method')).toBe('get');
    const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map(
      (i) => `${i.name}=${i.value}`,
    );
    expect(hidden).toEqual(['flow=6', 'flowUnit=m3h', 'head=120', 'headUnit=m', 'hz=50']);
    expect(screen.getAllByRole('checkbox', { name: 'Compare' }).map((b) => (b as HTMLInputElement).value)).toEqual([
      'KS4-05/24',
      'KS4-08/20',
    ]);
    // Each near miss names its model, linked to its row, with the reason beside it.
    const miss = screen.getByRole('link', { name: 'KS4-05/18' });
    expect(miss).toHaveAttribute('href', nearMiss.productHref);
    expect(miss.nextElementSibling).toHaveTextContent('head 12 m short at 6 m³/h');
    expect(screen.queryByTestId('no-match')).toBeNull();
  });

  it('says plainly when nothing qualifies and offers the quote with the duty point', () => {
    render(
      <SelectorResults
        results={[]}
        nearMisses={[nearMiss]}
        dutyQuery={dutyQuery}
        quoteHref="/contact-us?flow=6&head=120&hz=50#contact-form"
      />,
    );
    const noMatch = screen.getByTestId('no-match');
    expect(within(noMatch).getByRole('heading').textContent).toBe('No pump in the catalogue delivers this duty point.');
    expect(within(noMatch).getByRole('link').getAttribute('href')).toBe(
      '/contact-us?flow=6&head=120&hz=50#contact-form',
    );
    expect(screen.queryAllByTestId('result-card')).toHaveLength(0);
    // The near misses are still offered under their own heading.
    const close = screen.getByRole('region', { name: 'Close, but not quite' });
    expect(within(close).getByRole('link', { name: 'KS4-05/18' })).toHaveAttribute('href', nearMiss.productHref);
  });

  it('limits the comparison to three ticked pumps', async () => {
    render(
      <SelectorResults
        results={['A-1', 'A-2', 'A-3', 'A-4'].map((m) => result(m))}
        nearMisses={[]}
        dutyQuery={dutyQuery}
        quoteHref="/contact-us#contact-form"
      />,
    );
    const boxes = screen.getAllByRole('checkbox', { name: 'Compare' }) as HTMLInputElement[];
    await act(async () => {});
    for (const box of boxes.slice(0, 3)) fireEvent.click(box);
    expect(boxes[3]!.disabled).toBe(true);
    // Said to screen readers as it changes (a live region), not only shown.
    expect(screen.getByText('3 of 3 pumps ticked for comparison.')).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(boxes[0]!);
    expect(boxes[3]!.disabled).toBe(false);
  });
});
