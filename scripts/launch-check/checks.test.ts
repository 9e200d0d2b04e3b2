import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/config/site';
import {
  companyFindings,
  contactFindings,
  dealerFindings,
  engineeringFindings,
  solarSiteFindings,
  eventBannerFindings,
  formatFindings,
  mediaFindings,
  siteUrlFindings,
  videoFindings,
} from './checks';

const real = {
  contact: { phone: '+914222345678', whatsapp: '914222345678', salesEmail: 'sales@kavexpumps.com' },
  social: [{ name: 'LinkedIn', url: 'https://www.linkedin.com/company/kavex-pumps' }],
};

describe('launch check rules', () => {
  it('finds example.com addresses, the sample phone number and /example profiles, and nothing in real contacts', () => {
    expect(contactFindings(real)).toEqual([]);
    const found = contactFindings({
      contact: { phone: '+919876543210', whatsapp: '919876543210', salesEmail: 'sales@example.com' },
      social: [{ name: 'X', url: 'https://x.com/example' }, ...real.social],
    });
    expect(found.map((f) => f.where)).toEqual([
      'src/config/site.ts → contact.salesEmail',
      'src/config/site.ts → contact.phone',
      'src/config/site.ts → contact.whatsapp',
      'src/config/site.ts → social[0] (X)',
    ]);
  });

  it('lists each company counter and certificate issuer still marked placeholder, and nothing once confirmed', () => {
    const found = companyFindings(siteConfig.company);
    expect(found.map((f) => f.where)).toEqual([
      'src/config/site.ts → company.counters[0] (Investment Projects)',
      'src/config/site.ts → company.counters[1] (Years of Experience)',
      'src/config/site.ts → company.counters[2] (Offices in the World)',
      'src/config/site.ts → company.counters[3] (Successful Cases)',
      'src/config/site.ts → company.certificationIssuers.ce',
      'src/config/site.ts → company.certificationIssuers.iso',
      'src/config/site.ts → company.certificationIssuers.nsf',
    ]);
    expect(found.every((f) => f.group === 'Company facts')).toBe(true);
    expect(found[0]?.what).toMatch(/^5458 /);
    expect(
      companyFindings({
        counters: [{ title: 'Years of Experience', end: 15, placeholder: false }],
        certificationIssuers: { iso: { issuer: 'TÜV SÜD South Asia', placeholder: false } },
      }),
    ).toEqual([]);
  });

  it('finds a local site address (localhost, 127.x, ::1) and accepts a public one', () => {
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:3100', 'http://[::1]:3000']) {
      expect(siteUrlFindings(url, 'SITE_URL')).toHaveLength(1);
    }
    expect(siteUrlFindings('https://www.kavexpumps.com', 'SITE_URL')).toEqual([]);
  });

  it('finds the sample-data flag only while it is on', () => {
    expect(engineeringFindings('sample')).toHaveLength(1);
    expect(engineeringFindings('tested')).toEqual([]);
    expect(solarSiteFindings('sample')).toEqual([
      expect.objectContaining({ where: 'src/config/site.ts → solarSiteData' }),
    ]);
    expect(solarSiteFindings('confirmed')).toEqual([]);
  });

  it('finds each dealer still marked sample, with its place in the file, and no real one', () => {
    const found = dealerFindings(
      [
        { id: 'kilimo-pumps-nairobi', company: 'Kilimo Pumps Ltd', city: 'Nairobi', country: 'KE', sample: true },
        { id: 'real-dealer-lusaka', company: 'Real Dealer', city: 'Lusaka', country: 'ZM', sample: false },
        { id: 'gulf-pumps-manama', company: 'Gulf Pumps', city: 'Manama', country: 'BH', sample: true },
      ],
      'content/dealers/dealers.json',
    );
    expect(found.map((f) => [f.group, f.where])).toEqual([
      ['Dealers', 'content/dealers/dealers.json → [0] (kilimo-pumps-nairobi)'],
      ['Dealers', 'content/dealers/dealers.json → [2] (gulf-pumps-manama)'],
    ]);
    expect(found[0]!.what).toMatch(/^Kilimo Pumps Ltd, Nairobi \(KE\) is a sample dealer/);
  });

  it('finds video ids made from the brand name, not provider ids', () => {
    const found = videoFindings(
      [
        { where: 'home.json → videoId', videoId: 'KavexCorp01' },
        { where: 'gallery.json → videoId', videoId: 'dQw4w9WgXcQ' },
      ],
      'Kavex',
    );
    expect(found).toEqual([{ group: 'Videos', where: 'home.json → videoId', what: 'KavexCorp01 is a made-up id' }]);
  });

  it('lists generated files by folder until their bytes change (replaced) or they are gone', () => {
    const record = { '/images/a/1.webp': 'h1', '/images/a/2.webp': 'h2', '/media/v.mp4': 'h3' };
    const now: Record<string, string> = {
      '/images/a/1.webp': 'h1',
      '/images/a/2.webp': 'replaced',
      '/media/v.mp4': 'h3',
    };
    const found = mediaFindings(record, (p) => now[p]);
    expect(found.map((f) => [f.where, f.what.split(' (')[0]])).toEqual([
      ['public/images/a/', '1 generated file'],
      ['public/media/', '1 generated file'],
    ]);
    expect(mediaFindings(record, () => undefined)).toEqual([]);
  });

  it('prints grouped findings with a count, and a clean bill when there are none', () => {
    expect(formatFindings([])).toBe('Launch check: nothing left to replace.');
    const text = formatFindings([...engineeringFindings('sample'), ...siteUrlFindings('http://localhost', 'SITE_URL')]);
    expect(text.split('\n')[0]).toBe('Launch check: 2 things to replace before going live.');
    expect(text.indexOf('Site address (1)')).toBeLessThan(text.indexOf('Engineering data (1)'));
  });

  it('warns when the home event banner would show an event that ended more than six months ago (issue 26)', () => {
    const past = {
      title: 'Kenya Product Launch 2025',
      date: '2025-09-10',
      location: 'Nairobi, Kenya',
      image: '/images/pages/home-popup.webp',
      alt: 'Stand',
      link: { label: 'See the event photos', href: '/resources/news-and-events' },
    };
    // Six calendar months after 10 September 2025 is 10 March 2026: still fine that day, stale the next.
    expect(eventBannerFindings({ event: past, upcoming: false }, '2026-03-10')).toEqual([]);
    expect(eventBannerFindings({ event: past, upcoming: false }, '2026-03-11')).toEqual([
      {
        group: 'Texts',
        where: 'content/home/home.json → popup',
        what: 'the home page\'s event banner shows "Kenya Product Launch 2025" (10 September 2025), more than six months old: add the next event',
      },
    ]);
    expect(eventBannerFindings({ event: { ...past, date: '2026-12-01' }, upcoming: true }, '2026-11-26')).toEqual([]);
  });
});
