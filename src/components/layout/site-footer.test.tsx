import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedContact } from '@/config/site';
import { SiteFooter } from './site-footer';

/** The footer's contact block (SPEC 2.2) from the contact details it is given (the back office's, issue 45). */
describe('site footer contact details', () => {
  const productMenu = { '50hz': [], '60hz': [] };

  it('shows the seed’s phone, mailbox, address and four social links', () => {
    render(<SiteFooter productMenu={productMenu} contact={seedContact} />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: seedContact.phoneDisplay })).toHaveAttribute(
      'href',
      `tel:${seedContact.phone}`,
    );
    expect(within(footer).getByRole('link', { name: seedContact.salesEmail })).toHaveAttribute(
      'href',
      `mailto:${seedContact.salesEmail}`,
    );
    for (const line of seedContact.address) expect(footer).toHaveTextContent(line);
    const social = within(within(footer).getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(social.map((a) => a.getAttribute('href'))).toEqual(seedContact.social.map((s) => s.url));
  });

  it('shows changed details as soon as it is given them', () => {
    const changed = {
      ...seedContact,
      phone: '+914224000000',
      phoneDisplay: '+91 422 400 0000',
      address: ['12 Avinashi Road', 'Coimbatore 641018'],
      social: seedContact.social.slice(0, 2),
    };
    render(<SiteFooter productMenu={productMenu} contact={changed} />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '+91 422 400 0000' })).toHaveAttribute('href', 'tel:+914224000000');
    expect(footer).toHaveTextContent('12 Avinashi Road');
    expect(footer).not.toHaveTextContent('SIDCO');
    expect(within(within(footer).getByRole('list', { name: 'Social media' })).getAllByRole('link')).toHaveLength(2);
  });
});
