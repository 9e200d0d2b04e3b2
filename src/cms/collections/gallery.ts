import { videoIdSchema } from '@/content/schemas/resources';
import { pictureField, slugField } from '../fields/common';
import { existingPublicFile, fromSchema } from '../fields/validate';
import { contentCollection } from './content-collection';

/** The sections of the Gallery page (SPEC 2.11), in page order. */
export const gallerySections = [
  { value: 'award', label: 'Award (top of Gallery and News and Events)' },
  { value: 'videos', label: 'Videos' },
  { value: 'company', label: 'Company' },
  { value: 'behind-the-scenes', label: 'Behind the scenes & Insights' },
  { value: 'field-installations', label: 'Field Installations And Testimonials' },
  { value: 'showroom-videos', label: 'Showroom videos' },
  { value: 'photo-grids', label: 'Photo grids' },
] as const;

/**
 * The heading the Gallery page gives each video section, by section (SPEC 2.11). Headings are part of
 * the page's layout; staff edit, add and order the items within them.
 */
export const galleryVideoHeadings = {
  company: 'Company',
  'behind-the-scenes': 'Behind the scenes & Insights',
  'field-installations': 'Field Installations And Testimonials',
  'showroom-videos': 'Morocco Showroom',
} as const;

/** What one gallery item is. */
export const galleryKinds = [
  { value: 'award', label: 'Award picture' },
  { value: 'video', label: 'Video file' },
  { value: 'embedded-video', label: 'Embedded online video' },
  { value: 'photo-grid', label: 'Photo grid' },
] as const;

const isKind =
  (...kinds: string[]) =>
  (data: Record<string, unknown>) =>
    kinds.includes(String(data?.kind));

/**
 * Gallery items (SPEC 2.11): the award picture, video files, embedded online videos in their groups
 * and photo grids, each in a section of the Gallery page and ordered within it. Seeded from
 * `content/resources/gallery.json`.
 */
export const Gallery = contentCollection({
  slug: 'gallery',
  labels: { singular: 'Gallery item', plural: 'Gallery' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'section', 'order', '_status'],
    description: 'Resources › Gallery: videos, embedded videos and photo grids, by section.',
  },
  defaultSort: 'order',
  fields: [
    slugField('Id of the item, e.g. libya-showroom.'),
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    { name: 'kind', type: 'select', required: true, options: [...galleryKinds] },
    { name: 'section', type: 'select', required: true, options: [...gallerySections] },
    { name: 'order', type: 'number', required: true, min: 0, admin: { description: 'Position within its section.' } },
    {
      name: 'description',
      type: 'textarea',
      maxLength: 400,
      admin: { description: 'Note shown with an embedded-video group (the first item of the group).' },
    },
    pictureField('picture', 'Picture', { required: false }),
    {
      name: 'videoFile',
      label: 'Video file (MP4)',
      type: 'group',
      admin: { condition: isKind('video') },
      fields: [
        { name: 'upload', type: 'upload', relationTo: 'media' },
        { name: 'src', label: 'Video already on the site', type: 'text', validate: existingPublicFile },
      ],
    },
    {
      name: 'videoId',
      label: 'Online video id',
      type: 'text',
      validate: fromSchema(videoIdSchema),
      admin: { condition: isKind('embedded-video'), description: 'The 11-character id of the video.' },
    },
    {
      name: 'duration',
      type: 'text',
      admin: { condition: isKind('embedded-video'), description: 'Running time such as 3:42.' },
    },
    {
      name: 'photos',
      type: 'array',
      maxRows: 60,
      admin: { condition: isKind('photo-grid') },
      fields: [pictureField('picture', 'Photo')],
    },
  ],
});
