import { siteGlobal } from './site-global';

/**
 * The counter strip of the company page (SPEC 2.4, 9), in order. Seeded from `src/config/site.ts`
 * (`company.counters`); a figure stays marked as the template's until the owner confirms it.
 */
export const CompanyFigures = siteGlobal({
  slug: 'company-figures',
  label: 'Company figures',
  admin: { description: 'The counters on the company page.' },
  fields: [
    {
      name: 'counters',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 60 },
        { name: 'end', label: 'Figure', type: 'number', required: true, min: 0 },
        {
          name: 'placeholder',
          label: 'Not yet confirmed by the company',
          type: 'checkbox',
          defaultValue: false,
        },
      ],
    },
  ],
});
