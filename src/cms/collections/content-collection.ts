import type { CollectionConfig, Field } from 'payload';
import { contentEditors, publishedOrEditors } from '../access';
import { previewCollections, previewLink, type PreviewCollection } from '../preview/target';
import { logCollectionChange, logCollectionDelete } from '../publish/publish-log';
import { draftsWithSchedule } from '../versions';

/** The living-content collections: documents staff draft, schedule and publish on public pages. */
export type ContentCollectionSlug = 'events' | 'posts' | 'gallery' | 'brochures' | 'dealers';

const hasPreview = (slug: ContentCollectionSlug): slug is PreviewCollection =>
  (previewCollections as readonly string[]).includes(slug);

/**
 * A living-content collection as every one of them is: in the admin's Content group; read by everyone
 * once published (drafts by the content editors only), written by the content editors; drafts with
 * scheduled publishing; each change and delete in the publish log (which regenerates the pages
 * showing it); and, for those with a page of their own ({@link previewCollections}), the admin's
 * Preview button, which opens the newest version on its page in draft mode (src/cms/preview/).
 */
export function contentCollection(config: {
  slug: ContentCollectionSlug;
  labels: { singular: string; plural: string };
  admin: { useAsTitle: string; defaultColumns: string[]; description: string };
  defaultSort: string;
  fields: Field[];
}): CollectionConfig {
  const { slug } = config;
  return {
    slug,
    labels: config.labels,
    admin: {
      ...config.admin,
      group: 'Content',
      ...(hasPreview(slug)
        ? { preview: (doc) => (doc.id === undefined ? null : previewLink({ collection: slug, id: String(doc.id) })) }
        : {}),
    },
    access: { read: publishedOrEditors, create: contentEditors, update: contentEditors, delete: contentEditors },
    versions: draftsWithSchedule,
    hooks: { afterChange: [logCollectionChange(slug)], afterDelete: [logCollectionDelete(slug)] },
    defaultSort: config.defaultSort,
    fields: config.fields,
  };
}
