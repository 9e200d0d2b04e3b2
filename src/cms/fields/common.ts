import type { Field } from 'payload';
import { slugSchema, type Frequency } from '@/content/schemas/common';
import { existingPublicFile, fromSchema } from './validate';

/**
 * Fields shared by the living-content collections.
 */

/**
 * How a calendar day is picked and shown in the admin: days only, written day first (12 Mar 2026),
 * not Payload's default month-first date and time, which staff in India and Africa misread.
 */
export const dayPicker = { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } as const;

/**
 * The document's id in URLs and anchors (the seed files' `id` or `slug`), kept by the import so every
 * public URL stays as it is; unique, so a second document with the same id is refused by name.
 */
export function slugField(description: string): Field {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    validate: fromSchema(slugSchema),
    admin: { position: 'sidebar', description },
  };
}

/**
 * A picture: an upload from the media library, or (for the content imported from the seed files)
 * the site path of a picture the build prepares under `public/`; with its text alternative.
 */
export function pictureField(name: string, label: string, options: { required?: boolean } = {}): Field {
  const required = options.required ?? true;
  return {
    name,
    label,
    type: 'group',
    fields: [
      {
        name: 'image',
        type: 'upload',
        relationTo: 'media',
        admin: { description: 'Upload a picture, or pick one from the media library.' },
      },
      {
        name: 'src',
        label: 'Picture already on the site',
        type: 'text',
        validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
          if (required && !value && !siblingData?.image) return 'upload a picture or give the site path of one';
          return existingPublicFile(value);
        },
        admin: {
          description:
            'Filled in for the pictures that came with the site. To change the picture, upload one above instead.',
        },
      },
      {
        name: 'alt',
        label: 'Text alternative',
        type: 'text',
        required,
        maxLength: 250,
        admin: { description: 'What the picture shows, for visitors who cannot see it (not "image of ...").' },
      },
    ],
  };
}

/**
 * The mains frequency of a catalogue (a brochure's ranges, a dealer's grid): 50 Hz or 60 Hz, stored as
 * the content's `'50hz'` or `'60hz'`; required.
 */
export function frequencyField(
  name: string,
  options: { label?: string; defaultValue?: Frequency; description?: string } = {},
): Field {
  return {
    name,
    ...(options.label ? { label: options.label } : {}),
    type: 'select',
    required: true,
    ...(options.defaultValue ? { defaultValue: options.defaultValue } : {}),
    options: [
      { value: '50hz', label: '50 Hz' },
      { value: '60hz', label: '60 Hz' },
    ],
    ...(options.description ? { admin: { description: options.description } } : {}),
  };
}
