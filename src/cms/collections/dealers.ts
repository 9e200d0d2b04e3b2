import countries from 'i18n-iso-countries';
import type { CollectionConfig } from 'payload';
import { contentEditors, publishedOrStaff } from '../access';
import { slugField } from '../fields/common';
import { draftsWithSchedule } from '../versions';

/**
 * Dealers for the finder on /dealers (issue 45 point 5): a farmer picks a country (and a region where
 * it has several dealers) and gets each dealer's contacts. Seeded from `content/dealers/dealers.json`;
 * the seed's dealers are samples (`sample`), listed by `npm run check:launch` until replaced.
 */
export const Dealers: CollectionConfig = {
  slug: 'dealers',
  labels: { singular: 'Dealer', plural: 'Dealers' },
  admin: {
    useAsTitle: 'company',
    defaultColumns: ['company', 'country', 'region', 'city', 'verifiedOn', '_status'],
    group: 'Content',
    description: 'Dealers shown by the dealer finder on /dealers, by country and region.',
  },
  access: { read: publishedOrStaff, create: contentEditors, update: contentEditors, delete: contentEditors },
  versions: draftsWithSchedule,
  defaultSort: 'company',
  fields: [
    slugField('Id of the dealer, e.g. nairobi-pump-centre.'),
    { name: 'company', type: 'text', required: true, maxLength: 160 },
    { name: 'contactPerson', type: 'text', maxLength: 120 },
    {
      name: 'country',
      type: 'text',
      required: true,
      index: true,
      validate: (value: unknown) =>
        typeof value === 'string' && countries.isValid(value) && value === value.toUpperCase()
          ? true
          : 'must be a two-letter country code such as KE',
      admin: { description: 'Two-letter country code (ISO 3166-1), e.g. KE for Kenya.' },
    },
    { name: 'region', label: 'Region or state', type: 'text', maxLength: 120 },
    { name: 'city', type: 'text', required: true, maxLength: 120 },
    { name: 'address', type: 'textarea', required: true, maxLength: 400 },
    {
      name: 'phone',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        typeof value === 'string' && /^\+[1-9][0-9 ]{6,18}$/.test(value)
          ? true
          : 'must be an international number such as +254 20 123 4567',
    },
    { name: 'email', type: 'email', required: true },
    {
      name: 'website',
      type: 'text',
      validate: (value: unknown) =>
        !value || (typeof value === 'string' && /^https:\/\/[^\s/]+\.[^\s]+$/.test(value))
          ? true
          : 'must be a web address starting with https://',
    },
    {
      name: 'products',
      label: 'Products or series carried',
      type: 'text',
      hasMany: true,
      admin: { description: 'Catalogue categories or series codes, e.g. submersible-pumps or KS.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', min: -90, max: 90 },
        { name: 'longitude', type: 'number', min: -180, max: 180 },
      ],
    },
    { name: 'verifiedOn', label: 'Last verified', type: 'date', required: true },
    {
      name: 'sample',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'A made-up dealer from the seed: replace before launch.' },
    },
  ],
};
