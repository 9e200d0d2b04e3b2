import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { enquiryReference, enquiryReferencePattern, parseEnquiryReference } from './reference';

describe('enquiryReference', () => {
  it('is KX- and the id’s first 8 hex digits in two groups, upper case', () => {
    expect(enquiryReference('3f2a9c1e-5b7d-4e21-9a0c-1d2e3f405162')).toBe('KX-3F2A-9C1E');
  });

  it('gives every stored id a reference that reads back', () => {
    for (let i = 0; i < 50; i++) {
      const reference = enquiryReference(randomUUID());
      expect(reference).toMatch(enquiryReferencePattern);
      expect(parseEnquiryReference(reference)).toBe(reference);
    }
  });

  it('refuses an id that is not one', () => {
    expect(() => enquiryReference('spam')).toThrow(/8 hexadecimal/);
  });
});

describe('parseEnquiryReference', () => {
  it.each([null, undefined, '', 'kx-3f2a-9c1e', 'KX-3F2A-9C1E<script>', 'KX-3F2A9C1E', 'Jane Doe'])(
    'shows nothing back for %j',
    (value) => {
      expect(parseEnquiryReference(value)).toBeNull();
    },
  );
});
