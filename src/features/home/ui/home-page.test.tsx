import { within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getBlogs } from '@/content/blogs';
import { getHome } from '@/content/resources';
import { HomePage } from './home-page';

/**
 * The home page's content (SPEC 2.3) as the server renders it: the page is prerendered, so this is
 * the HTML every visitor gets. Its client behaviour (event banner, hero video, dialogs) is checked in
 * a browser by tests/e2e/home.spec.ts. Expected values come from the content files.
 */

const home = getHome();

/** The home page rendered to HTML and put in the document (names by `aria-labelledby` resolve). */
function renderHome(): HTMLElement {
  const main = document.createElement('main');
  main.innerHTML = renderToStaticMarkup(
    <HomePage productsHref="/products/50HZ/submersible-pumps" bannerEvents={getHome().popup} posts={getBlogs()} />,
  );
  document.body.replaceChildren(main);
  return main;
}

/** Text as a visitor reads it: runs of white space, no-break spaces included, as one space. */
const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('home page content (SPEC 2.3)', () => {
  it('shows the six industry tiles in content order, each named and with a picture', () => {
    const tiles = [...renderHome().querySelectorAll('[data-testid="industry-tiles"] > li')];
    // The names are the owner's (content/home/home.json); the order is SPEC's, held by the schema.
    expect(tiles.map((tile) => words(tile.querySelector('h2, h3, h4')?.textContent))).toEqual(
      home.industries.items.map((industry) => words(industry.name)),
    );
    expect(tiles).toHaveLength(6);
    for (const tile of tiles) expect(tile.querySelectorAll('img')).toHaveLength(1);
    // Solar pumping has its own sizing tool (issue 29).
    const solar = home.industries.items.findIndex((industry) => industry.slug === 'solar-pumps');
    expect(within(tiles[solar] as HTMLElement).getByRole('link', { name: /Size a solar pump/ })).toHaveAttribute(
      'href',
      '/solar-pump-sizing',
    );
  });

  it('About Us has the borehole solutions and customised industrial pumping blocks', () => {
    const about = within(renderHome()).getByRole('region', { name: home.about.heading });
    expect(
      within(about)
        .getAllByRole('heading')
        .map((h) => words(h.textContent)),
    ).toEqual(expect.arrayContaining([words(home.about.borehole.title), words(home.about.industrial.title)]));
    expect(within(about).getByRole('link', { name: home.about.link.label })).toHaveAttribute(
      'href',
      home.about.link.href,
    );
  });

  it('shows the first three blogs with Know More links that name their post, and View More Blogs', () => {
    const blogs = getBlogs().slice(0, 3);
    const page = renderHome();
    const list = page.querySelector<HTMLElement>('[data-testid="home-blogs"]')!;
    const cards = [...list.querySelectorAll(':scope > li')];
    expect(cards.map((card) => words(card.querySelector('h2, h3, h4')?.textContent))).toEqual(
      blogs.map((b) => words(b.title)),
    );
    for (const card of cards) expect(card.querySelectorAll('img')).toHaveLength(1);
    // Each link says which post it opens to a screen reader, not just 'Know More'.
    const links = within(list).getAllByRole('link', { name: /^Know More/ });
    expect(links.map((a) => words(a.textContent))).toEqual(blogs.map((b) => words(`Know More about ${b.title}`)));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(blogs.map((b) => `/resources/blogs/${b.id}`));
    expect(within(page).getByRole('link', { name: 'View More Blogs' })).toHaveAttribute('href', '/resources/blogs');
  });
});
