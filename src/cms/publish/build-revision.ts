import fs from 'node:fs';
import path from 'node:path';

/**
 * The publish log's newest id when the build read the back office (written by `npm run cms --
 * revision` in `prebuild`, after the store is set up): changes after it are not in the build's pages.
 * It ships with the build in `.generated/`, as the search index does.
 */
export const buildRevisionFile = path.join(process.cwd(), '.generated', 'cms-revision.json');

/** What the build read: the publish log's revision, and the day (UTC) its pages were rendered. */
export interface BuildRevision {
  /** Newest publish-log id the build's pages include; 0 when unknown (every change is regenerated). */
  revision: number;
  /** `YYYY-MM-DD` (UTC) of the build; '' when unknown (the day-bound pages are regenerated at start). */
  day: string;
}

/** The build's revision, or `{ revision: 0, day: '' }` when the file is missing or unreadable. */
export function readBuildRevision(): BuildRevision {
  try {
    const { revision, day } = JSON.parse(fs.readFileSync(buildRevisionFile, 'utf8')) as Record<string, unknown>;
    return {
      revision: typeof revision === 'number' && Number.isInteger(revision) && revision >= 0 ? revision : 0,
      day: typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : '',
    };
  } catch {
    return { revision: 0, day: '' };
  }
}

/** Records the build's publish-log revision and day. */
export function writeBuildRevision(build: BuildRevision): void {
  fs.mkdirSync(path.dirname(buildRevisionFile), { recursive: true });
  fs.writeFileSync(buildRevisionFile, `${JSON.stringify(build)}\n`);
}
