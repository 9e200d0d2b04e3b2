import { frequencyField, pictureField, slugField } from '../fields/common';
import { contentCollection } from './content-collection';

/**
 * Brochures on Resources › Downloads (SPEC 2.11, 3.2): a cover and either a designed PDF uploaded by
 * the agency or the PDF the catalogue generates at build (`npm run generate:pdfs`) from the ranges
 * the brochure names. Seeded from `content/resources/brochures.json`.
 */
export const Brochures = contentCollection({
  slug: 'brochures',
  labels: { singular: 'Brochure', plural: 'Brochures' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'hz', 'no', 'pdfSource', '_status'],
    description: 'Resources › Downloads, under BROCHURES - 50Hz and BROCHURES - 60Hz.',
  },
  defaultSort: 'no',
  fields: [
    slugField('File name of the cover and PDF; contains the frequency, e.g. ks-submersible-pumps-50hz.'),
    { name: 'no', label: 'Order', type: 'number', required: true, unique: true, min: 1 },
    frequencyField('hz', { label: 'Frequency' }),
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    { name: 'summary', type: 'textarea', required: true, maxLength: 300 },
    pictureField('cover', 'Cover (600 × 800)'),
    {
      name: 'pdfSource',
      label: 'PDF',
      type: 'radio',
      required: true,
      defaultValue: 'generated',
      options: [
        { value: 'generated', label: 'Generated from the catalogue' },
        { value: 'uploaded', label: 'A designed PDF (upload)' },
      ],
    },
    {
      name: 'pdf',
      label: 'Designed PDF',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { equals: 'application/pdf' } },
      admin: { condition: (data) => data?.pdfSource === 'uploaded' },
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
        siblingData?.pdfSource === 'uploaded' && !value ? 'upload the designed PDF' : true,
    },
    {
      name: 'catalogueSource',
      label: 'What the generated PDF covers',
      type: 'json',
      admin: {
        condition: (data) => data?.pdfSource !== 'uploaded',
        readOnly: true,
        description:
          'Set by engineering in content/resources/brochures.json: the catalogue ranges the generated PDF presents.',
      },
    },
  ],
});
