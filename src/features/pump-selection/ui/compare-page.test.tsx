// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ComparePage } from './compare-page';

afterEach(cleanup);

describe('ComparePage', () => {
  it('shows the models side by side at the duty point, with the quote links', () => {
    render(<ComparePage searchParams={new URLSearchParams('models=KS4-05/24,KS4-08/21&flow=6&head=120&hz=50')} />);
    const table = screen.getByRole('table', { name: 'Compared pump models' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers[0]!.textContent).toBe('Model');
    expect(headers.slice(1).map((h) => within(h).getByRole('link').textContent)).toEqual(['KS4-05/24', 'KS4-08/21']);
    for (const row of [
      'Operating point',
      'Efficiency η',
      'Full-load current',
      'Outer diameter / min. bore',
      'Materials',
    ]) {
      // Each row gives a value for each of the two models.
      const cells = within(within(table).getByRole('rowheader', { name: row }).closest('tr')!).getAllByRole('cell');
      expect(
        cells.map((cell) => cell.textContent!.trim().length > 0),
        row,
      ).toEqual([true, true]);
    }
    const quotes = within(table).getAllByRole('link', { name: /^Request a quote for this pump/ });
    expect(quotes[0]!.getAttribute('href')).toMatch(/^\/contact-us\?model=KS4-05%2F24&flow=6&head=120&hz=50/);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("gives one card per model for a phone, in the visitor's units, with HP beside kW (issue 25)", () => {
    render(
      <ComparePage
        searchParams={
          new URLSearchParams('models=KC4-08/14,KP4-08/14&flow=44.03&flowUnit=usgpm&head=196.9&headUnit=ft&hz=50')
        }
      />,
    );
    const cards = within(screen.getByTestId('compare-cards')).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['KC4-08/14', 'KP4-08/14']);
    const first = within(cards[0]!);
    expect(first.getByText('Operating point').nextElementSibling?.textContent).toMatch(/^[\d.]+ US gpm at [\d.]+ ft$/);
    expect(first.getByText('Motor').nextElementSibling?.textContent).toBe('3.7 kW (5 HP)');
    expect(first.getByRole('link', { name: /^Request a quote for this pump/ }).getAttribute('href')).toMatch(
      /flowUnit=usgpm&headUnit=ft#contact-form-card$/,
    );
    // The two share hydraulics: the second card says so and names what differs.
    expect(within(cards[1]!).getByTestId('same-hydraulics')).toHaveTextContent(
      /^KP4-08\/14: same hydraulics as KC4-08\/14; differs in series, product/,
    );
    expect(screen.getByText(/^KC4-08\/14, KP4-08\/14 at/)).toHaveTextContent(
      /^KC4-08\/14, KP4-08\/14 at 44.03 US gpm and 196.9 ft\.$/,
    );
  });

  it('names unknown model codes instead of failing', () => {
    render(<ComparePage searchParams={new URLSearchParams('models=NOPE-1')} />);
    expect(screen.getByRole('status').textContent).toContain('No pump model is called NOPE-1');
    // An empty comparison says so and leads back to the selector.
    const empty = screen.getByRole('heading', { name: 'Nothing to compare yet' }).closest('section')!;
    expect(within(empty).getByRole('link', { name: 'Find your pump' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/pump-selector/),
    );
    expect(screen.queryByRole('table')).toBeNull();
  });
});
