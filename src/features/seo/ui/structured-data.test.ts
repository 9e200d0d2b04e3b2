import { describe, expect, it } from 'vitest';
import { seedContact } from '@/config/site';
import { breadcrumbListJsonLd, serializeJsonLd } from '@/lib/react/json-ld';
import { truncateDescription } from './metadata';
import { organizationJsonLd } from './structured-data';

const origin = 'https://www.example.com';

describe('organizationJsonLd', () => {
  it('names the company with its three certifications and absolute URLs', () => {
    const org = organizationJsonLd(origin, seedContact) as unknown as Record<string, unknown>;
    expect(org['@type']).toBe('Organization');
    const certifications = org.hasCertification as { name: string; url: string }[];
    expect(certifications.map((c) => c.name)).toEqual([
      'Conformité Européenne',
      'International Organisation for Standardisation',
      'National Sanitation Foundation',
    ]);
    for (const c of certifications) expect(c.url).toMatch(/^https:\/\/www\.example\.com\/certificates\/\w+\.pdf$/);
  });
});

describe('breadcrumbListJsonLd', () => {
  it('keeps linked steps and the current page, with absolute item URLs', () => {
    const list = breadcrumbListJsonLd(
      [
        { label: 'Home', href: '/' },
        { label: '50 HZ' },
        { label: 'Submersible Pumps', href: '/products/50HZ/submersible-pumps' },
        { label: '4 inch' },
      ],
      origin,
    );
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Submersible Pumps',
        item: 'https://www.example.com/products/50HZ/submersible-pumps',
      },
      { '@type': 'ListItem', position: 3, name: '4 inch' },
    ]);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element and parses back to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> & \u2028' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('truncateDescription', () => {
  it('keeps short text, cuts long text at a word with an ellipsis', () => {
    expect(truncateDescription('  Short   text. ')).toBe('Short text.');
    const long = 'word '.repeat(60);
    const cut = truncateDescription(long, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
