import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { navigation } from '../../../tests/support/next-navigation';
import { SiteHeader } from './site-header';

const productMenu = {
  '50hz': [
    { title: 'Submersible Pumps', href: '/products/50HZ/submersible-pumps' },
    { title: 'End Suction Pumps', href: '/products/50HZ/end-suction-pumps' },
  ],
  '60hz': [{ title: 'Submersible Pumps', href: '/products/60HZ/submersible-pumps' }],
};

/** The `<details>` menu whose summary reads `name`, and that summary. */
function headerMenu(name: string) {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const summary = within(nav).getByText(name, { selector: 'summary' });
  return { nav, summary, details: summary.closest('details')! };
}

describe('site header (SPEC 2.2, 4)', () => {
  beforeEach(() => {
    navigation.pathname = '/about-us';
  });

  it('becomes sticky once the page has scrolled more than 50 px', () => {
    window.scrollTo(0, 0);
    const { container } = render(<SiteHeader productMenu={productMenu} />);
    const header = container.querySelector('header[data-sticky]')!;
    expect(header).toHaveAttribute('data-sticky', 'false');
    act(() => window.scrollTo(0, 50));
    expect(header).toHaveAttribute('data-sticky', 'false');
    act(() => window.scrollTo(0, 51));
    expect(header).toHaveAttribute('data-sticky', 'true');
  });

  it('sends every category of both frequencies as HTML, readable without JavaScript', () => {
    const html = renderToString(<SiteHeader productMenu={productMenu} />);
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelectorAll('details summary')).toHaveLength(2);
    // No tabs before hydration: both frequencies' lists, each named by its frequency.
    expect(page.querySelector('[role="tablist"]')).toBeNull();
    const groups = [...page.querySelectorAll('[role="group"]')];
    expect(
      groups.map((g) => page.querySelector(`#${CSS.escape(g.getAttribute('aria-labelledby')!)}`)?.textContent),
    ).toEqual(['50 Hz', '60 Hz']);
    expect([...page.querySelectorAll('a[href*="HZ/"]')].map((a) => a.getAttribute('href'))).toEqual([
      '/products/50HZ/submersible-pumps',
      '/products/50HZ/end-suction-pumps',
      '/products/60HZ/submersible-pumps',
    ]);
    // The phone menu's no-JavaScript route: a link to the navigation, and one back out of it.
    expect(page.querySelector('a[href="#main-nav"]')).toHaveTextContent('Menu');
    expect(page.querySelector('nav#main-nav a[href="#top"]')).toHaveTextContent('Close menu');
  });

  it('opens the Products menu, switches between the 50 Hz and 60 Hz tabs and closes with Escape, focus back on its summary', async () => {
    const user = userEvent.setup();
    render(<SiteHeader productMenu={productMenu} />);
    const { nav, summary, details } = headerMenu('Products');
    expect(details.open).toBe(false);
    await user.click(summary);
    expect(details.open).toBe(true);
    const panel = within(nav).getByRole('tabpanel');
    expect(within(panel).getByRole('link', { name: 'End Suction Pumps' })).toHaveAttribute(
      'href',
      '/products/50HZ/end-suction-pumps',
    );
    await user.click(within(nav).getByRole('tab', { name: '60 Hz' }));
    expect(within(nav).getByRole('tab', { name: '60 Hz' })).toHaveAttribute('aria-selected', 'true');
    expect(within(within(nav).getByRole('tabpanel')).getByRole('link', { name: 'Submersible Pumps' })).toHaveAttribute(
      'href',
      '/products/60HZ/submersible-pumps',
    );
    await user.keyboard('{ArrowLeft}');
    expect(within(nav).getByRole('tab', { name: '50 Hz' })).toHaveFocus();
    expect(within(nav).getByRole('tab', { name: '50 Hz' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(details.open).toBe(false);
    expect(summary).toHaveFocus();
  });

  it('keeps a menu the visitor opened before hydration open when the header hydrates', async () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(<SiteHeader productMenu={productMenu} />);
    document.body.append(page);
    const details = [...page.querySelectorAll('details')].find(
      (d) => d.querySelector('summary')?.textContent === 'Resources',
    )!;
    // A tap on the summary before the scripts have run: the browser opens the native <details>.
    details.open = true;
    const root = await act(async () => hydrateRoot(page, <SiteHeader productMenu={productMenu} />));
    expect(details.open).toBe(true);
    // It still closes on a click outside once hydrated.
    fireEvent.pointerDown(document.body);
    expect(details.open).toBe(false);
    act(() => root.unmount());
    page.remove();
  });

  it("turns the frequency lists into tabs on hydration, keeping the server's links (not rebuilding them)", async () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(<SiteHeader productMenu={productMenu} />);
    document.body.append(page);
    const serverLinks = [...page.querySelectorAll('a[href*="HZ/"]')];
    const root = await act(async () => hydrateRoot(page, <SiteHeader productMenu={productMenu} />));
    const nav = within(page).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['50 Hz', '60 Hz']);
    const panels = [...page.querySelectorAll('[role="tabpanel"]')];
    expect(panels.map((p) => p.hasAttribute('hidden'))).toEqual([false, true]);
    expect(page.querySelector('[role="group"][aria-labelledby]')).toBeNull();
    // The same link elements as in the server HTML, now inside the panels.
    expect([...page.querySelectorAll('a[href*="HZ/"]')]).toEqual(serverLinks);
    expect(serverLinks.every((a) => a.isConnected && panels.some((p) => p.contains(a)))).toBe(true);
    act(() => root.unmount());
    page.remove();
  });

  it('closes an open menu on a click outside it, and on navigation', async () => {
    const { rerender } = render(<SiteHeader productMenu={productMenu} />);
    const { details } = headerMenu('Resources');
    details.open = true;
    fireEvent.pointerDown(details.querySelector('a')!);
    expect(details.open).toBe(true);
    fireEvent.pointerDown(document.body);
    expect(details.open).toBe(false);

    details.open = true;
    navigation.pathname = '/resources/gallery';
    rerender(<SiteHeader productMenu={productMenu} />);
    expect(details.open).toBe(false);
    expect(within(details).getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Company' })).not.toHaveAttribute('aria-current');
  });

  it('on a phone a toggle opens and closes the menu', async () => {
    const user = userEvent.setup();
    render(<SiteHeader productMenu={productMenu} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
