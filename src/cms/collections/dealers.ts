import { z } from 'zod';
import { resolveLine } from '@/content/dealers';
import { countryCodeSchema, internationalPhoneSchema } from '@/content/schemas/dealers';
import type { Frequency } from '@/content/schemas/common';
import { dayPicker, frequencyField, slugField } from '../fields/common';
import { fromSchema } from '../fields/validate';
import { contentCollection } from './content-collection';

/**
 * Dealers for the finder on /dealers (issue 45 point 5): a farmer picks a country (and a region where
 * its dealers lie in several) and gets each dealer's contacts. The fields and their rules are those of
 * `content/dealers/dealers.json` (`src/content/schemas/dealers.ts`), its seed; the seed's dealers are
 * samples (`sample`), listed by `npm run check:launch` until replaced.
 */
export const Dealers = contentCollection({
  slug: 'dealers',
  labels: { singular: 'Dealer', plural: 'Dealers' },
  admin: {
    useAsTitle: 'company',
    defaultColumns: ['company', 'country', 'region', 'city', 'verifiedOn', '_status'],
    description: 'Dealers shown by the dealer finder on /dealers, by country and region.',
  },
  defaultSort: 'company',
  fields: [
    slugField('Id of the dealer, e.g. kilimo-pumps-nairobi: the anchor of its card (#dealer-<id>).'),
    { name: 'company', type: 'text', required: true, maxLength: 160 },
    { name: 'contactPerson', type: 'text', required: true, maxLength: 120 },
    {
      name: 'country',
      type: 'text',
      required: true,
      index: true,
      validate: fromSchema(countryCodeSchema),
      admin: { description: 'Two-letter country code (ISO 3166-1), e.g. KE for Kenya.' },
    },
    {
      name: 'region',
      label: 'Region or state',
      type: 'text',
      maxLength: 120,
      admin: { description: 'State, province or county, as the country names them.' },
    },
    { name: 'city', type: 'text', required: true, maxLength: 120 },
    {
      name: 'address',
      type: 'textarea',
      required: true,
      maxLength: 400,
      admin: { description: 'Street address without the city and country.' },
    },
    {
      name: 'phone',
      type: 'text',
      required: true,
      validate: fromSchema(internationalPhoneSchema),
      admin: { description: 'International form, e.g. +254 20 765 4321.' },
    },
    { name: 'email', type: 'email', required: true },
    {
      name: 'website',
      type: 'text',
      validate: fromSchema(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    },
    frequencyField('frequency', {
      defaultValue: '50hz',
      description: "The mains frequency of the country's grid: the catalogue the dealer sells from.",
    }),
    {
      name: 'carries',
      label: 'Products or series carried',
      type: 'text',
      hasMany: true,
      required: true,
      minRows: 1,
      validate: (values: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
        const hz = (siblingData?.frequency ?? '50hz') as Frequency;
        for (const key of Array.isArray(values) ? values : []) {
          if (!resolveLine(String(key), hz)) {
            return `"${String(key)}" is neither a category path nor a series code of the ${hz} catalogue`;
          }
        }
        return Array.isArray(values) && values.length > 0 ? true : 'name at least one product line';
      },
      admin: { description: 'Catalogue categories (submersible-pumps, pipes/uPVC-pipes) or series codes (KS).' },
    },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', min: -90, max: 90 },
        {
          name: 'longitude',
          type: 'number',
          min: -180,
          max: 180,
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
            (value === null || value === undefined) ===
            (siblingData?.latitude === null || siblingData?.latitude === undefined)
              ? true
              : 'latitude and longitude go together: give both or neither',
        },
      ],
    },
    { name: 'verifiedOn', label: 'Last verified', type: 'date', required: true, admin: { date: dayPicker } },
    {
      name: 'sample',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'A made-up dealer from the seed: replace before launch.' },
    },
  ],
});
