import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/config/site';
import { getCompany } from '@/content/resources';
import { CertificationsSection } from './certifications-section';
import { CounterStrip } from './counter-strip';

describe('owner facts on the company page (SPEC 2.4, 9)', () => {
  it("shows SPEC's four counter labels with the owner's values from src/config/site.ts", () => {
    render(<CounterStrip counters={siteConfig.company.counters} />);
    const strip = screen.getByTestId('counter-strip');
    expect([...strip.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Investment Projects',
      'Years of Experience',
      'Offices in the World',
      'Successful Cases',
    ]);
    expect([...strip.querySelectorAll('dd .sr-only')].map((dd) => dd.textContent)).toEqual(
      siteConfig.company.counters.map((c) => String(c.end)),
    );
  });

  it('names who issued each certificate, and for ISO 9001/14001 a certification body, not ISO', () => {
    render(<CertificationsSection certifications={getCompany().certifications} />);
    const cards = within(screen.getByTestId('certifications')).getAllByRole('link');
    expect(cards).toHaveLength(3);
    const issuers = cards.map((card) => card.textContent?.match(/Issued by (.+?)(?:View certificate|$)/)?.[1]);
    expect(issuers).toEqual(
      ['ce', 'iso', 'nsf'].map((slug) => siteConfig.company.certificationIssuers[slug as 'ce'].issuer),
    );
    const iso = issuers[1] ?? '';
    expect(iso).not.toMatch(/International Organi[sz]ation for Standardi[sz]ation|^ISO\b/);
  });
});
