import type { CollectionConfig } from 'payload';
import { contentEditors, publishedOrStaff } from '../access';
import { pictureField, slugField } from '../fields/common';
import { draftsWithSchedule } from '../versions';

/**
 * News and events (SPEC 2.11): each event is a photo set shown as a carousel on
 * /resources/news-and-events, newest first. Seeded from `content/resources/events.json`.
 */
export const Events: CollectionConfig = {
  slug: 'events',
  labels: { singular: 'News or event', plural: 'News and events' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'location', 'year', '_status'],
    group: 'Content',
    description: 'Shown on Resources › News and Events as photo carousels, newest first.',
  },
  access: { read: publishedOrStaff, create: contentEditors, update: contentEditors, delete: contentEditors },
  versions: draftsWithSchedule,
  defaultSort: '-year',
  fields: [
    slugField('The event id, e.g. kenya2025 (a place followed by the year).'),
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    { name: 'location', label: 'Place', type: 'text', required: true, maxLength: 120 },
    { name: 'year', type: 'number', required: true, min: 2000, max: 2100 },
    { name: 'date', type: 'date', admin: { description: 'First day of the event, when known.' } },
    { name: 'summary', type: 'textarea', required: true, maxLength: 400 },
    {
      name: 'photos',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 40,
      fields: [pictureField('picture', 'Photo')],
    },
  ],
};
