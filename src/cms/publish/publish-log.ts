import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  GlobalAfterChangeHook,
} from 'payload';
import { affectedPaths, type ContentChange } from './affected-paths';

/**
 * The publish log (issue 45 point 3): one row per change that public pages show, with the pages
 * to regenerate. Every instance of the site reads it from the shared database every few seconds
 * (`revalidation-poller.ts`), so a publish on one instance is on every instance's pages. Not in the
 * admin's menus and not on the REST API: only the server writes and reads it.
 */
export const PublishLog: CollectionConfig = {
  slug: 'publish-log',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'paths', type: 'json', required: true },
    { name: 'change', type: 'text', required: true },
  ],
};

/** Context flag of writes that must not regenerate pages (the seed import, before any page exists). */
export const skipPublishLog = 'skipPublishLog';

async function record(
  req: Parameters<CollectionAfterChangeHook>[0]['req'],
  change: ContentChange,
  what: string,
): Promise<void> {
  if (req.context?.[skipPublishLog]) return;
  const pagePaths = affectedPaths(change);
  if (pagePaths.length === 0) return;
  await req.payload.create({ collection: 'publish-log', data: { paths: pagePaths, change: what }, req });
}

type Slugged = { slug?: string; _status?: string | null };

/** After a save: log it when the published state is involved (a publish, a republish, an unpublish). */
export function logCollectionChange(collection: Exclude<ContentChange, { global: string }>['collection']) {
  const hook: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
    const now = doc as Slugged;
    const before = previousDoc as Slugged | undefined;
    const versioned = now?._status !== undefined;
    if (!versioned || now._status === 'published' || before?._status === 'published') {
      await record(
        req,
        { collection, slug: now?.slug ?? before?.slug },
        `${collection} ${now?.slug ?? ''} ${now?._status ?? 'saved'}`,
      );
    }
    return doc;
  };
  return hook;
}

/** After a delete: always log it (a deleted document leaves its pages). */
export function logCollectionDelete(collection: Exclude<ContentChange, { global: string }>['collection']) {
  const hook: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await record(
      req,
      { collection, slug: (doc as Slugged)?.slug },
      `${collection} ${(doc as Slugged)?.slug ?? ''} deleted`,
    );
    return doc;
  };
  return hook;
}

/** After a global's save: log it unless it was only a draft of a global with drafts. */
export function logGlobalChange(global: Extract<ContentChange, { global: string }>['global']) {
  const hook: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
    const now = doc as Slugged;
    const before = previousDoc as Slugged | undefined;
    if (now?._status === undefined || now._status === 'published' || before?._status === 'published') {
      await record(req as never, { global }, `${global} ${now?._status ?? 'saved'}`);
    }
    return doc;
  };
  return hook;
}
