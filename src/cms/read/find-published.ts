import type { CollectionSlug, Payload, Sort, TypedUser, Where } from 'payload';

const published: Where = { _status: { equals: 'published' } };

/**
 * Every published document of a collection (no paging), further narrowed by `where`, in `sort` order;
 * each reader casts them to the fields it reads. With a `reader` (a content editor previewing): the
 * newest version of every document, drafts included, read as that user (`draft: true`,
 * `overrideAccess: false`).
 */
export async function findPublished(
  payload: Payload,
  collection: CollectionSlug,
  options: { depth: number; sort?: Sort; where?: Where; reader?: TypedUser },
): Promise<unknown[]> {
  const { docs } = options.reader
    ? await payload.find({
        collection,
        where: options.where,
        sort: options.sort,
        depth: options.depth,
        pagination: false,
        draft: true,
        overrideAccess: false,
        user: options.reader,
      })
    : await payload.find({
        collection,
        where: options.where ? { and: [published, options.where] } : published,
        sort: options.sort,
        depth: options.depth,
        pagination: false,
      });
  return docs;
}
