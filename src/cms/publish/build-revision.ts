import fs from 'node:fs';
import path from 'node:path';

/**
 * The publish log's newest id when the build read the back office (written by `npm run cms --
 * revision` in `prebuild`, after the store is set up): changes after it are not in the build's pages.
 * It ships with the build in `.generated/`, as the search index does.
 */
export const buildRevisionFile = path.join(process.cwd(), '.generated', 'cms-revision.json');

/** The build's publish-log revision; 0 when unknown (every later change is then regenerated). */
export function readBuildRevision(): number {
  try {
    const { revision } = JSON.parse(fs.readFileSync(buildRevisionFile, 'utf8')) as { revision?: unknown };
    return typeof revision === 'number' && Number.isInteger(revision) && revision >= 0 ? revision : 0;
  } catch {
    return 0;
  }
}

/** Records the build's publish-log revision. */
export function writeBuildRevision(revision: number): void {
  fs.mkdirSync(path.dirname(buildRevisionFile), { recursive: true });
  fs.writeFileSync(buildRevisionFile, `${JSON.stringify({ revision })}\n`);
}
