import { siteGlobal } from './site-global';
import { dayPicker, pictureField } from '../fields/common';
import { previewLink } from '../preview/target';

/**
 * The home page's pop-up event banner (SPEC 2.3): shown from `showFrom` until `showUntil`, after
 * which it goes away by itself. Seeded from `content/home/home.json` (`popup`).
 */
export const EventBanner = siteGlobal({
  slug: 'event-banner',
  label: 'Event banner',
  admin: {
    description: 'The pop-up on the home page, one second after it opens.',
    // The Preview button: the home page with the banner's newest version, in draft mode (src/cms/preview/).
    preview: () => previewLink({ global: 'event-banner' }),
  },
  versions: { drafts: { schedulePublish: true } },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    {
      type: 'row',
      fields: [
        { name: 'date', label: 'First day', type: 'date', required: true, admin: { date: dayPicker } },
        { name: 'endDate', label: 'Last day (several days)', type: 'date', admin: { date: dayPicker } },
      ],
    },
    { name: 'location', label: 'Place', type: 'text', required: true, maxLength: 120 },
    pictureField('picture', 'Picture'),
    {
      name: 'link',
      type: 'group',
      fields: [
        { name: 'label', type: 'text', required: true, maxLength: 60 },
        {
          name: 'href',
          label: 'Site path',
          type: 'text',
          required: true,
          validate: (value: unknown) =>
            typeof value === 'string' && /^\/[A-Za-z0-9\-/]*(?:#[A-Za-z0-9-]+)?$/.test(value)
              ? true
              : 'must be a site path such as /resources/news-and-events',
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'showFrom',
          type: 'date',
          admin: { date: dayPicker, description: 'First day shown (empty: from publication).' },
        },
        {
          name: 'showUntil',
          type: 'date',
          admin: {
            date: dayPicker,
            description: 'Last day shown; the banner goes away by itself after it (empty: until replaced).',
          },
        },
      ],
    },
  ],
});
