import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { SiteRoute } from '@/content/site-routes';

/**
 * Last-modified dates of pages for the sitemap, from the content they are built from: the date of
 * the last commit that touched any of the page's source files (a checkout gives every file the
 * same modification time, so file times would say nothing), or the files' modification time where
 * git has no history for them (uncommitted files, an export without `.git`). Read at build time.
 */

// Read at build time only; keep the bundler from tracing the whole project for these reads.
const root = /*turbopackIgnore: true*/ process.cwd();

let commitDates: Map<string, string> | undefined;

/** Repo-relative file → ISO date of the newest commit touching it, from one `git log` over content/ and src/app/(site)/. */
function gitDates(): Map<string, string> {
  if (commitDates) return commitDates;
  commitDates = new Map();
  try {
    const log = execFileSync(
      'git',
      ['log', '--format=%x01%cI', '--name-only', '--', 'content', 'src/app/(site)', 'src/features/accessibility'],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    let date = '';
    for (const line of log.split('\n')) {
      if (line.startsWith('\u0001')) date = line.slice(1).trim();
      else if (line.trim() && date && !commitDates.has(line.trim())) commitDates.set(line.trim(), date);
    }
  } catch {
    // No git or no repository: modification times only.
  }
  return commitDates;
}

/** Every file under a repo-relative path (the path itself when it is a file). */
function filesUnder(relative: string): string[] {
  const absolute = path.join(/*turbopackIgnore: true*/ root, relative);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(absolute);
  } catch {
    return [];
  }
  if (!stat.isDirectory()) return [relative];
  return fs
    .readdirSync(/*turbopackIgnore: true*/ absolute)
    .flatMap((name) => filesUnder(path.posix.join(relative, name)));
}

/**
 * The newest last-change date (ISO 8601) of the given repo-relative files and folders, or
 * undefined when none exists.
 */
export function lastModifiedOf(sources: readonly string[]): string | undefined {
  const dates = gitDates();
  let newest: number | undefined;
  for (const file of sources.flatMap(filesUnder)) {
    const committed = dates.get(file);
    const time = committed
      ? Date.parse(committed)
      : fs.statSync(path.join(/*turbopackIgnore: true*/ root, file)).mtimeMs;
    newest = newest === undefined ? time : Math.max(newest, time);
  }
  return newest === undefined ? undefined : new Date(newest).toISOString();
}

/**
 * The content files and folders a page is built from (repo-relative), by its template and path.
 * Pages whose text lives in their route file list that file.
 */
export function sourcesOf(route: SiteRoute): string[] {
  const catalogue = /^\/products\/(50HZ|60HZ)\/(.+)$/.exec(route.path);
  const hz = catalogue?.[1]?.toLowerCase() ?? '';
  const rest = catalogue?.[2] ?? '';
  switch (route.template) {
    case 'home':
      return ['content/home', 'content/blogs', 'src/app/(site)/page.tsx'];
    case 'company':
    case 'dealers':
    case 'contact':
      return ['content/company', `src/app/(site)${route.path}/page.tsx`];
    case 'privacy':
      return ['content/pages/privacy-policy.md'];
    case 'accessibility':
      return ['src/features/accessibility/ui/statement.ts'];
    case 'thank-you':
    case 'search':
    case 'coming-soon':
      return [`src/app/(site)${route.path}/page.tsx`];
    case 'news-and-events':
      return ['content/resources/events.json', 'content/resources/gallery.json'];
    case 'gallery':
      return ['content/resources/gallery.json'];
    case 'downloads':
      return ['content/resources/brochures.json'];
    case 'blog-list':
      return ['content/blogs'];
    case 'blog':
      return [`content/blogs/${route.path.split('/').pop() ?? ''}.md`];
    case 'listing':
    case 'placeholder':
      return ['content/catalogue/categories.json', `content/catalogue/products/${hz}`, `content/catalogue/pages/${hz}`];
    case 'detail':
      return [`content/catalogue/products/${hz}/${rest.split('/').pop() ?? ''}.json`];
    case 'static':
      return [`content/catalogue/pages/${hz}/${rest.replace(/\//g, '-')}.json`];
    case 'selector':
    case 'compare':
      return ['content/catalogue/models', 'src/features/pump-selection'];
    case 'sizing':
      return ['content/catalogue/models', 'content/engineering', 'src/features/borewell-sizing'];
    case 'solar-sizing':
      return ['content/catalogue/models', 'content/solar', 'src/features/solar-sizing'];
  }
}
