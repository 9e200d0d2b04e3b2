import { siteGlobal } from './site-global';

/**
 * The company's contact details shown in the footer, on the contact page and in the privacy policy
 * (SPEC 2.2, 2.5). Seeded from `src/config/site.ts` (`contact`, `social`).
 */
export const Contact = siteGlobal({
  slug: 'contact',
  label: 'Contact details',
  admin: { description: 'Phone, WhatsApp, sales mailbox, address, map link and social links.' },
  fields: [
    {
      name: 'phone',
      label: 'Phone for links (+ and digits)',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        typeof value === 'string' && /^\+[1-9]\d{6,14}$/.test(value) ? true : 'must be + and 7–15 digits',
    },
    { name: 'phoneDisplay', label: 'Phone as shown', type: 'text', required: true, maxLength: 40 },
    {
      name: 'whatsapp',
      label: 'WhatsApp number (digits only)',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        typeof value === 'string' && /^[1-9]\d{6,14}$/.test(value) ? true : 'must be 7–15 digits, no +',
    },
    { name: 'salesEmail', label: 'Sales mailbox', type: 'email', required: true },
    {
      name: 'address',
      label: 'Postal address',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 6,
      fields: [{ name: 'line', type: 'text', required: true, maxLength: 120 }],
    },
    {
      name: 'mapUrl',
      label: 'Map link',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        typeof value === 'string' && /^https:\/\//.test(value) ? true : 'must start with https://',
    },
    {
      name: 'social',
      label: 'Social links (footer order)',
      type: 'array',
      maxRows: 8,
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 40 },
        {
          name: 'url',
          type: 'text',
          required: true,
          validate: (value: unknown) =>
            typeof value === 'string' && /^https:\/\//.test(value) ? true : 'must start with https://',
        },
      ],
    },
  ],
});
