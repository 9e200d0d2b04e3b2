import { dayPicker, pictureField, slugField } from '../fields/common';
import { contentCollection } from './content-collection';

/**
 * News and events (SPEC 2.11): each event is a photo set shown as a carousel on
 * /resources/news-and-events in the order staff give them (SPEC 2.11's: newest first, as the owner lists them). Seeded from `content/resources/events.json`.
 */
export const Events = contentCollection({
  slug: 'events',
  labels: { singular: 'News or event', plural: 'News and events' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'location', 'year', 'order', '_status'],
    description: 'Shown on Resources › News and Events as photo carousels, newest first.',
  },
  defaultSort: 'order',
  fields: [
    slugField('The event id, e.g. kenya2025 (a place followed by the year).'),
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    { name: 'location', label: 'Place', type: 'text', required: true, maxLength: 120 },
    { name: 'year', type: 'number', required: true, min: 2000, max: 2100 },
    { name: 'date', type: 'date', admin: { date: dayPicker, description: 'First day of the event, when known.' } },
    { name: 'summary', type: 'textarea', required: true, maxLength: 400 },
    {
      name: 'order',
      label: 'Position on the page',
      type: 'number',
      required: true,
      defaultValue: 0,
      min: 0,
      admin: {
        position: 'sidebar',
        description: 'Lower first. A new event keeps 0 and shows at the top; the imported ones are 10, 20, 30 …',
      },
    },
    {
      name: 'photos',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 40,
      fields: [pictureField('picture', 'Photo')],
    },
  ],
});
