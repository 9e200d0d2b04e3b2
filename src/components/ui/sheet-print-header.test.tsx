import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/config/site';
import { SheetPrintHeader } from './sheet-print-header';

describe('SheetPrintHeader: the printed sheet’s letterhead', () => {
  it('prints the logo, the company and its contacts, the date and the sample-data caveat', () => {
    const html = renderToStaticMarkup(
      <SheetPrintHeader sizedOn={new Date(Date.UTC(2026, 10, 26, 14))} title="Borewell system sheet" />,
    );
    expect(html).toContain('src="/images/brand/logo.svg"');
    expect(html).toContain(siteConfig.legalName);
    expect(html).toContain(siteConfig.contact.phoneDisplay);
    expect(html).toContain(siteConfig.contact.salesEmail);
    expect(html).toContain('Borewell system sheet, sized on 26 November 2026');
    // Shown in print only (the site header and footer are not printed).
    expect(html).toMatch(/class="hidden [^"]*print:block/);
    expect(siteConfig.engineeringData).toBe('sample');
    expect(html).toContain('typical values; ask us for the tested data');
  });
});
