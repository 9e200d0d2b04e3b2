/**
 * Generates every picture the content references that does not exist yet under public/, in the
 * house style (docs/notes/image-conventions.md, docs/architecture.md "Visual direction").
 *
 *   npm run generate:images                  create missing pictures
 *   npm run generate:images -- --force       re-create all of them (overwrites real photos!)
 *   npm run generate:images -- --only=products,curves --dry-run
 *   tsx scripts/generate-images.ts --content=/tmp/fixture/content --public=/tmp/fixture/public
 *
 * What is generated: every string value beginning with /images/ in content/ (all *.json files and
 * the front matter of *.md files), plus the logos and page pictures in scripts/images/targets.ts.
 * Existing files are never overwritten without --force, so the owner's photographs survive: to
 * replace a picture, drop a real file with the same name and format.
 *
 * The recipe is chosen by folder (products, curves, banners, industries, blogs, events, gallery,
 * brochures, certifications, pages, brand; anything else gets a branded placeholder).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { scanContent } from './images/content';
import { budgetFor, formatBytes, rasterise, writeFile } from './images/render';
import { buildPicture, fixedPaths, sizeOf, toTarget, type Target } from './images/targets';

/** Command-line options. */
interface Options {
  force: boolean;
  dryRun: boolean;
  contentDir: string;
  publicDir: string;
  /** Folders to limit the run to (empty = all). */
  only: string[];
}

const usage =
  'usage: tsx scripts/generate-images.ts [--force] [--dry-run] [--only=folder,…] [--content=DIR] [--public=DIR]';

/**
 * The options of a command line (`process.argv.slice(2)`); prints the usage and exits on --help.
 * @throws TypeError (node:util parseArgs) for an unknown option, a missing value or a stray argument.
 */
function readOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      force: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      only: { type: 'string', default: '' },
      content: { type: 'string', default: 'content' },
      public: { type: 'string', default: 'public' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return {
    force: values.force,
    dryRun: values['dry-run'],
    contentDir: path.resolve(values.content),
    publicDir: path.resolve(values.public),
    only: values.only.split(',').filter(Boolean),
  };
}

/** Runs `worker` over `items` with at most `limit` in flight (sharp is multi-threaded already). */
async function pool<T>(items: T[], limit: number, worker: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const run = async () => {
    while (next < items.length) await worker(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
}

async function main(): Promise<void> {
  const o = readOptions(process.argv.slice(2));
  const index = scanContent(o.contentDir);
  for (const problem of index.problems) console.warn(`warning: skipped unreadable content ${problem}`);

  // Every referenced path plus the fixed list, each once, in a stable order.
  const sitePaths = [...new Set([...fixedPaths, ...index.references.keys()])].sort();
  const targets: Target[] = [];
  for (const sitePath of sitePaths) {
    const target = toTarget(sitePath);
    if (!target) {
      const from = [...(index.references.get(sitePath) ?? [])].map((f) => path.relative(process.cwd(), f)).join(', ');
      console.warn(
        `warning: cannot draw ${sitePath} (unsupported format or path)${from ? ` — referenced by ${from}` : ''}`,
      );
      continue;
    }
    if (o.only.length && !o.only.includes(target.folder)) continue;
    targets.push(target);
  }

  const exists = (t: Target) => fs.existsSync(path.join(o.publicDir, t.sitePath));
  const present = targets.filter(exists).length;
  const todo = targets.filter((t) => o.force || !exists(t));
  const kept = targets.length - todo.length;
  console.log(
    `${targets.length} pictures referenced, ${present} already present${o.force ? ' (--force: regenerating all)' : ''}, ${todo.length} to generate`,
  );
  if (o.dryRun) {
    for (const t of todo) console.log(`would generate ${t.sitePath}`);
    return;
  }

  const counts = new Map<string, number>();
  let failures = 0;
  await pool(todo, Math.max(1, Math.min(4, os.availableParallelism?.() ?? 2)), async (t) => {
    const file = path.join(o.publicDir, t.sitePath);
    try {
      const built = buildPicture(t, index);
      const { width, height } = sizeOf(t);
      const budget = budgetFor(width, height);
      const data = 'file' in built ? Buffer.from(built.file) : await rasterise(built.svg, t.format, budget);
      writeFile(file, data);
      counts.set(t.folder || '(root)', (counts.get(t.folder || '(root)') ?? 0) + 1);
      const size = 'file' in built ? 'vector' : `${width}×${height}`;
      const over =
        !('file' in built) && t.format !== 'png' && data.length > budget
          ? ` (over the ${formatBytes(budget)} budget)`
          : '';
      console.log(`generated ${path.relative(process.cwd(), file)}  ${size}  ${formatBytes(data.length)}${over}`);
    } catch (error) {
      failures++;
      console.error(`error: ${t.sitePath}: ${(error as Error).stack ?? error}`);
    }
  });

  const summary = [...counts.entries()]
    .sort()
    .map(([folder, count]) => `${folder} ${count}`)
    .join(', ');
  console.log(
    `done: ${todo.length - failures} generated${summary ? ` (${summary})` : ''}, ${kept} kept, ${failures} failed`,
  );
  if (failures) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
