import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SiteHeader } from './site-header';

vi.mock('next/navigation', () => ({ usePathname: () => '/about-us', useRouter: () => ({ push: vi.fn() }) }));

const productMenu = {
  '50hz': [
    { title: 'Submersible Pumps', href: '/products/50HZ/submersible-pumps' },
    { title: 'End Suction Pumps', href: '/products/50HZ/end-suction-pumps' },
  ],
  '60hz': [{ title: 'Submersible Pumps', href: '/products/60HZ/submersible-pumps' }],
};

describe('site header (SPEC 2.2, 4)', () => {
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

  it('opens the Products menu on click, switches between the 50 Hz and 60 Hz tabs and closes with Escape, focus back on its button', async () => {
    const user = userEvent.setup();
    render(<SiteHeader productMenu={productMenu} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const products = within(nav).getByRole('button', { name: 'Products' });
    expect(products).toHaveAttribute('aria-expanded', 'false');
    await user.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
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
    await user.keyboard('{Escape}');
    expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(products).toHaveFocus();
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
