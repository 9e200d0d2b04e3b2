import type { RawEnquiry } from '@/features/enquiries/domain/validation';
import type { EnquirySelection } from '@/features/enquiries/domain/quoted-pump';
import type { TextFieldName } from '@/features/enquiries/domain/fields';
import type { NewEnquiry } from '@/features/enquiries/server/repository.server';

/**
 * Enquiry fixtures shared by the enquiry tests: the contact form's quote as a visitor sends it, and an
 * enquiry as the service stores it. Each test spreads in what it checks, so its own values stay in
 * the test.
 */

/** A valid quote request as the contact form posts it (SPEC 5's fields, privacy accepted). */
export const quoteForm = {
  kind: 'quote',
  name: 'Asha Rao',
  phone: '9876543210',
  email: 'asha@example.com',
  product: 'Submersible pumps',
  company: 'Rao Farms',
  city: 'Coimbatore',
  country: 'India',
  message: 'Need a quote.',
  privacy: true,
} satisfies RawEnquiry;

/** A valid distributor enquiry as the contact form posts it (SPEC 5's fields, privacy accepted). */
export const distributorForm = {
  kind: 'distributor',
  name: 'John Mwangi',
  email: 'john@example.co.ke',
  phone: '+2547123456789',
  company: 'Mwangi Water',
  city: 'Nairobi',
  postcode: '00100',
  country: 'Kenya',
  message: 'We would like to distribute your pumps.',
  privacy: true,
} satisfies RawEnquiry;

/** The parts of a borewell or solar set a quote carries, all absent (a selector's quote). */
export const noSetParts = {
  borewellQuery: null,
  columnPipe: null,
  dropCable: null,
  controlPanel: null,
  solarQuery: null,
  solarSet: null,
} satisfies Partial<EnquirySelection>;

/** The same, as the columns of a stored enquiry row. */
export const noSetPartColumns = {
  borewell_query: null,
  column_pipe: null,
  drop_cable: null,
  control_panel: null,
  solar_query: null,
  solar_set: null,
} as const;

/**
 * A received quote enquiry from `name` as the service stores it: e-mail `<name's letters>@visitor.example`,
 * from 203.0.113.7 on /contact-us, in Coimbatore, India, without a selection; `overrides.fields`
 * replaces single fields, the other overrides whole properties.
 */
export function storedEnquiry(
  name: string,
  overrides: Partial<Omit<NewEnquiry, 'fields'>> & { fields?: Partial<Record<TextFieldName, string>> } = {},
): NewEnquiry {
  const { fields, ...rest } = overrides;
  return {
    kind: 'quote',
    status: 'received',
    fields: {
      name,
      phone: '9876543210',
      email: `${name.toLowerCase().replace(/\W/g, '')}@visitor.example`,
      product: 'Submersible pumps',
      company: 'Farm Co',
      city: 'Coimbatore',
      postcode: '',
      country: 'India',
      message: 'Please call me.',
      ...fields,
    },
    privacyAccepted: true,
    clientAddress: '203.0.113.7',
    userAgent: 'vitest',
    page: '/contact-us',
    ...rest,
  };
}

/**
 * Outbox settings for the worker tests: polled every 50 ms, ten rows a round, a minute's lease, five
 * attempts, retries after 20–40 ms (ms throughout), so a test sees a retry without waiting.
 */
export const quickOutbox = {
  enabled: true,
  pollMs: 50,
  batchSize: 10,
  leaseMs: 60_000,
  maxAttempts: 5,
  backoffBaseMs: 20,
  backoffMaxMs: 40,
};
