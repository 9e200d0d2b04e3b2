import type { GlobalConfig } from 'payload';
import { contentEditors } from '../access';
import { logGlobalChange } from '../publish/publish-log';

/**
 * The counter strip of the company page (SPEC 2.4, 9), in order. Seeded from `src/config/site.ts`
 * (`company.counters`); a figure stays marked as the template's until the owner confirms it.
 */
export const CompanyFigures: GlobalConfig = {
  slug: 'company-figures',
  label: 'Company figures',
  admin: { group: 'Site', description: 'The counters on the company page.' },
  access: { read: () => true, update: contentEditors },
  hooks: { afterChange: [logGlobalChange('company-figures')] },
  versions: { max: 50 },
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
};
