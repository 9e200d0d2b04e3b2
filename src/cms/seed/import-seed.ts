import type { Payload } from 'payload';
import { skipPublishLog } from '../publish/publish-log';
import { seedDocuments, seedGlobals, type SeedDocument } from './seed-documents';

/** What one import did, per collection and global. */
export interface ImportReport {
  /** Documents created, by collection. */
  created: Record<string, number>;
  /** Documents left as they were (a document with the slug exists: staff edits are never overwritten). */
  kept: Record<string, number>;
  /** Globals set from the seed (only globals never saved before). */
  globalsSet: string[];
}

/**
 * Imports the seed into the back office, idempotently: a document whose slug exists is left as it is
 * (so staff edits survive any later import), a missing one is created published with the seed's
 * slug, and a global is set only if it was never saved. Running it twice creates nothing the second
 * time.
 * @param payload an initialised Payload (Local API; access is not checked: this is the installer)
 * @throws the first validation error, naming the collection, slug and field
 */
export async function importSeed(payload: Payload): Promise<ImportReport> {
  const report: ImportReport = { created: {}, kept: {}, globalsSet: [] };
  for (const document of seedDocuments()) {
    const existing = await payload.find({
      collection: document.collection,
      where: { slug: { equals: document.slug } },
      limit: 1,
      depth: 0,
      draft: true,
      pagination: false,
    });
    if (existing.docs.length > 0) {
      report.kept[document.collection] = (report.kept[document.collection] ?? 0) + 1;
      continue;
    }
    await createPublished(payload, document);
    report.created[document.collection] = (report.created[document.collection] ?? 0) + 1;
  }
  for (const seed of seedGlobals()) {
    const current = (await payload.findGlobal({ slug: seed.global, depth: 0, draft: true })) as {
      updatedAt?: string | null;
    };
    if (current.updatedAt) continue;
    await payload.updateGlobal({
      slug: seed.global,
      data: { ...seed.data, ...(seed.global === 'event-banner' ? { _status: 'published' } : {}) },
      depth: 0,
      context: { [skipPublishLog]: true },
    });
    report.globalsSet.push(seed.global);
  }
  return report;
}

async function createPublished(payload: Payload, document: SeedDocument): Promise<void> {
  try {
    await payload.create({
      collection: document.collection,
      data: { slug: document.slug, ...document.data, _status: 'published' } as never,
      depth: 0,
      draft: false,
      // The seed is what the build prerenders: nothing to regenerate.
      context: { [skipPublishLog]: true },
    });
  } catch (error) {
    const detail =
      (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors
        ?.map((e) => `${e.path}: ${e.message}`)
        .join('; ') ?? (error as Error).message;
    throw new Error(`Import of ${document.collection} "${document.slug}" failed: ${detail}`);
  }
}
