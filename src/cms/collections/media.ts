import path from 'node:path';
import type { CollectionConfig, ImageSize } from 'payload';
import { uploadVariantName, variantFormats, variantWidths } from '@/lib/images/image-variants';
import { contentEditors } from '../access';
import { cmsDataDir } from '../storage';

/**
 * Uploads: pictures and the agency's designed brochure PDFs. Every picture gets the site's variants on
 * upload, the same widths and formats `prepare:images` writes at build (`src/lib/images/image-variants.ts`:
 * AVIF and WebP at each width, named as `src/lib/images/image-variants.ts` finds them), so an uploaded
 * picture is served like a prepared one. Files live in `DATA_DIR/media/` (one folder the instances share: issue 50).
 */
export const imageVariants: ImageSize[] = variantWidths.flatMap((width) =>
  variantFormats.map((format) => ({
    name: `${format}-${width}`,
    width,
    // Every width exists, as the site's picture component asks for each: a picture narrower than a
    // width is enlarged to it (the browser only takes such a file on a wider screen).
    withoutEnlargement: false,
    generateImageName: ({ originalName }) => uploadVariantName(originalName, width, format),
    formatOptions: { format, options: format === 'avif' ? { quality: 50 } : { quality: 75 } },
  })),
);

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Picture or file', plural: 'Media library' },
  admin: {
    group: 'Content',
    description: 'Pictures (JPEG, PNG, WebP, AVIF) and PDF brochures. Pictures get web sizes on upload.',
  },
  // Pictures and PDFs on public pages are public anyway; only staff change them.
  access: { read: () => true, create: contentEditors, update: contentEditors, delete: contentEditors },
  upload: {
    staticDir: path.join(cmsDataDir(), 'media'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'application/pdf'],
    imageSizes: imageVariants,
    adminThumbnail: 'webp-256',
    focalPoint: true,
  },
  fields: [
    {
      name: 'alt',
      label: 'Text alternative',
      type: 'text',
      maxLength: 250,
      admin: { description: 'What the picture shows (pictures only; a PDF needs none).' },
    },
  ],
};
