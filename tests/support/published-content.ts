/**
 * Test support for features that show what the back office publishes (a feature reaches the back
 * office only through the app, which passes it what `src/cms/content.ts` reads): the seed import and
 * the published living content of a test back office (`openTestCms`).
 */
export { publishedLivingContent } from '../../src/cms/read/published';
export { importSeed } from '../../src/cms/seed/import-seed';
