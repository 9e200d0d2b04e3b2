import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getSiteRoutes } from '@/content/site-routes';
import { sourcesOf } from './last-modified';

/**
 * The sitemap's `lastmod` of a page is the newest commit among its sources: a source path that no
 * longer exists (a folder renamed) silently drops the code's changes from the date search engines see.
 */
describe('the sources of a page’s last-modified date', () => {
  it('name only files and folders that exist, for every page of the site', () => {
    const root = process.cwd();
    const missing = getSiteRoutes().flatMap((route) =>
      sourcesOf(route)
        .filter((source) => !fs.existsSync(path.join(root, source)))
        .map((source) => `${route.path}: ${source}`),
    );
    expect(missing).toEqual([]);
  });
});
