import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { DealerRecord } from '@/content/dealers';
import { DealerFinder } from './dealer-finder';
import { wcagTags } from '../../../../tests/support/wcag-tags';

/**
 * The dealer finder as a visitor without JavaScript uses it (issue 45, point 5): the form is a GET
 * form, so "choosing" is submitting it and getting the page back for the new query. Each step below
 * reads the query the browser would send from the rendered form (FormData), then renders the page
 * for it. A small made-up network, so an edit of the seed cannot change what these tests expect.
 */

const base = {
  contactPerson: 'A. Person',
  frequency: '50hz',
  verifiedOn: '2026-10-28',
  sample: true,
  carries: ['submersible-pumps'],
  lines: [{ key: 'submersible-pumps', name: 'Submersible Pumps', href: '/products/50HZ/submersible-pumps' }],
} as const;

const network: DealerRecord[] = [
  {
    ...base,
    carries: [...base.carries],
    lines: [...base.lines],
    id: 'kilimo-pumps-nairobi',
    company: 'Kilimo Pumps Ltd',
    country: 'KE',
    countryName: 'Kenya',
    region: 'Nairobi County',
    city: 'Nairobi',
    address: 'Enterprise Road, Industrial Area',
    phone: '+254 20 765 4321',
    email: 'sales@kilimo-pumps.example',
    website: 'https://www.kilimo-pumps.example/',
    latitude: -1.3066,
    longitude: 36.8462,
  },
  {
    ...base,
    carries: [...base.carries],
    lines: [...base.lines],
    id: 'kovai-agro-pumps-coimbatore',
    company: 'Kovai Agro Pumps',
    country: 'IN',
    countryName: 'India',
    region: 'Tamil Nadu',
    city: 'Coimbatore',
    address: '14 Mettupalayam Road',
    phone: '+91 422 255 0140',
    email: 'sales@kovai.example',
  },
  {
    ...base,
    carries: [...base.carries],
    lines: [...base.lines],
    id: 'deccan-water-pune',
    company: 'Deccan Water Systems',
    country: 'IN',
    countryName: 'India',
    region: 'Maharashtra',
    city: 'Pune',
    address: 'Plot 7, Bhosari MIDC',
    phone: '+91 20 2712 4410',
    email: 'info@deccan.example',
  },
];

/** Renders the section for a query (the page the server sends for that URL). */
function page(query = '') {
  const view = render(<DealerFinder dealers={network} params={new URLSearchParams(query)} />);
  const form = screen.getByRole('form', { name: 'Find a dealer' }) as HTMLFormElement;
  return { ...view, form };
}

/** What the browser sends when the form is submitted now: its action with the form's fields as the query. */
function submitted(form: HTMLFormElement): string {
  const query = new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();
  expect(form.method).toBe('get');
  expect(new URL(form.action, 'http://localhost').pathname).toBe('/dealers');
  return query;
}

/** The dealer cards shown, by company name. */
function dealerNames(): string[] {
  return screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent ?? '');
}

describe('the dealer finder', () => {
  it('without a query, offers the countries that have dealers, sorted by name, and lists no dealer', () => {
    page();
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(
      within(country)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose your country', 'India (2 dealers)', 'Kenya (1 dealer)']);
    expect(screen.queryByRole('combobox', { name: /Region/ })).toBeNull();
    expect(dealerNames()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Choose your country to see its dealers.');
  });

  it('choosing a country lists its dealers with a tel: link, an e-mail, the website and a map link', async () => {
    const { form, unmount } = page();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Kenya (1 dealer)');
    const query = submitted(form);
    expect(query).toBe('country=KE');
    unmount();

    page(query);
    expect(dealerNames()).toEqual(['Kilimo Pumps Ltd']);
    const results = screen.getByRole('region', { name: '1 dealer in Kenya.' });
    const card = within(results).getByRole('heading', { name: 'Kilimo Pumps Ltd' }).closest('li')!;
    expect(within(card).getByRole('link', { name: 'Phone +254 20 765 4321' })).toHaveAttribute(
      'href',
      'tel:+254207654321',
    );
    expect(within(card).getByRole('link', { name: 'E-mail sales@kilimo-pumps.example' })).toHaveAttribute(
      'href',
      'mailto:sales@kilimo-pumps.example',
    );
    expect(within(card).getByRole('link', { name: 'Website kilimo-pumps.example' })).toHaveAttribute(
      'href',
      'https://www.kilimo-pumps.example/',
    );
    const map = new URL(
      within(card)
        .getByRole('link', { name: /Open in Google Maps/ })
        .getAttribute('href')!,
    );
    expect(map.hostname).toBe('www.google.com');
    expect(map.searchParams.get('query')).toBe('-1.3066,36.8462');
    expect(within(card).getByRole('link', { name: 'Submersible Pumps' })).toHaveAttribute(
      'href',
      '/products/50HZ/submersible-pumps',
    );
    expect(card).toHaveTextContent('Verified 28 October 2026');
    expect(card).toHaveAttribute('id', 'dealer-kilimo-pumps-nairobi');
    // Kenya's one dealer needs no region step.
    expect(screen.queryByRole('combobox', { name: /Region/ })).toBeNull();
  });

  it('asks for a region only for a country with several dealers in several regions, and narrows to it', async () => {
    const { unmount } = page('country=IN');
    expect(dealerNames()).toEqual(['Deccan Water Systems', 'Kovai Agro Pumps']);
    const region = screen.getByRole('combobox', { name: 'Region in India' });
    expect(
      within(region)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All regions', 'Maharashtra', 'Tamil Nadu']);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('IN');
    await userEvent.selectOptions(region, 'Tamil Nadu');
    const query = submitted(screen.getByRole('form', { name: 'Find a dealer' }) as HTMLFormElement);
    expect(query).toBe('country=IN&region=Tamil+Nadu');
    unmount();

    page(query);
    expect(dealerNames()).toEqual(['Kovai Agro Pumps']);
    expect(screen.getByRole('status')).toHaveTextContent('1 dealer in Tamil Nadu, India.');
    // Without coordinates, the map link searches the address.
    const map = new URL(screen.getByRole('link', { name: /Open in Google Maps/ }).getAttribute('href')!);
    expect(map.searchParams.get('query')).toBe('14 Mettupalayam Road, Coimbatore, Tamil Nadu, India');
  });

  it('says so when a country has no dealer, and points to the quote form and the distributor form', () => {
    page('country=FR');
    expect(dealerNames()).toEqual([]);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('No dealer in France yet.');
    expect(within(status).getByRole('link', { name: 'ask for a quote' })).toHaveAttribute(
      'href',
      '/contact-us#contact-form',
    );
    expect(within(status).getByRole('link', { name: 'become our distributor' })).toHaveAttribute(
      'href',
      '/dealers#contact',
    );
  });

  it('says so when the code names no country', () => {
    page('country=Narnia');
    expect(dealerNames()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('“Narnia” is not a country code we know.');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('');
  });
});

describe('the dealer finder passes axe-core (WCAG 2.2 A and AA) in each of its states', { timeout: 60_000 }, () => {
  // Contrast, target size and the link-in-text cue need layout and the site's CSS: tests/e2e/a11y.spec.ts.
  const layoutRules = ['color-contrast', 'link-in-text-block', 'target-size', 'scrollable-region-focusable'];

  it.each(['', 'country=IN', 'country=IN&region=Tamil+Nadu', 'country=KE', 'country=FR', 'country=XX'])(
    '?%s',
    async (query) => {
      document.documentElement.lang = 'en';
      const { container } = render(
        <main>
          <DealerFinder dealers={network} params={new URLSearchParams(query)} />
        </main>,
      );
      const { violations } = await axe.run(container, {
        runOnly: { type: 'tag', values: wcagTags },
        rules: Object.fromEntries(layoutRules.map((rule) => [rule, { enabled: false }])),
        resultTypes: ['violations'],
      });
      expect(violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.html.slice(0, 120)}`))).toEqual([]);
    },
  );
});
