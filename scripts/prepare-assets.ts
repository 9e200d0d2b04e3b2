import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rootDir } from '../src/content/load';
import { generatePdfs, summarise } from './generate-pdfs';

/**
 * `prebuild`: makes `public/` complete and proves the content valid before `next build` starts.
 *
 * 1. Runs the video generator (scripts/generate-video.ts; needs ffmpeg only when a video is missing)
 *    and the image generator (scripts/generate-images.ts). Both create only missing files, so the
 *    owner's real footage and photographs are never overwritten.
 * 2. Writes the catalogue, brochure and (missing) certificate PDFs from the validated content.
 * 3. Calls every content getter once: each getter validates its files and checks that every
 *    picture, video and PDF it references exists, so a bad edit fails here with the file and field
 *    named instead of half-way through the page build.
 */

const contentModulesDir = path.join(rootDir, 'src', 'content');

function step(title: string): void {
  console.log(`prepare-assets: ${title}`);
}

/**
 * Runs one of the other generators in its own process (each is a script with its own side effects
 * and logging). Both only create missing files.
 */
function runGenerator(name: 'generate-video' | 'generate-images', what: string): void {
  const script = path.join(rootDir, 'scripts', `${name}.ts`);
  if (!fs.existsSync(script)) {
    console.warn(
      `prepare-assets: scripts/${name}.ts not found; missing ${what} will be reported by the content checks`,
    );
    return;
  }
  step(`${what} (scripts/${name}.ts)`);
  const tsxCli = createRequire(path.join(rootDir, 'package.json')).resolve('tsx/cli');
  const result = spawnSync(process.execPath, [tsxCli, script], { cwd: rootDir, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`scripts/${name}.ts failed (exit code ${result.status ?? result.signal})`);
  }
}

/**
 * Every getter of the known content modules, called once. Each one validates its files and checks
 * the files it references; together they cover everything the pages read.
 */
const knownChecks: Record<string, (mod: Record<string, unknown>) => string[]> = {
  'catalogue.ts': (m) => [run(m, 'getCatalogue')],
  'blogs.ts': (m) => [run(m, 'getBlogs')],
  'resources.ts': (m) => [
    ...['getBrochures', 'getEventSets', 'getGallery', 'getHome', 'getCompany', 'getPrivacyPolicy'].map((name) =>
      run(m, name),
    ),
    run(m, 'getCatalogueDownload', '50hz'),
    run(m, 'getCatalogueDownload', '60hz'),
  ],
};

/** Calls one export of a content module; returns a label for the summary. */
function run(mod: Record<string, unknown>, name: string, ...args: string[]): string {
  const fn = mod[name];
  if (typeof fn !== 'function')
    throw new Error(`src/content: ${name} is no longer exported; update scripts/prepare-assets.ts`);
  (fn as (...values: string[]) => unknown)(...args);
  return args.length ? `${name}(${args.join(', ')})` : name;
}

/**
 * Calls every content getter once. Modules this script does not know yet (a new collection) are
 * still checked: their `get*` exports that take no argument are called.
 */
async function checkContent(): Promise<string[]> {
  const called: string[] = [];
  const files = fs
    .readdirSync(contentModulesDir)
    .filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts') && name !== 'load.ts',
    )
    .sort();
  for (const name of files) {
    const mod = (await import(path.join(contentModulesDir, name))) as Record<string, unknown>;
    const known = knownChecks[name];
    const labels = known
      ? known(mod)
      : Object.entries(mod)
          .filter(([key, value]) => /^get[A-Z]/.test(key) && typeof value === 'function' && value.length === 0)
          .map(([key, value]) => {
            (value as () => unknown)();
            return key;
          });
    called.push(...labels.map((label) => `${name.replace(/\.ts$/, '')}.${label}`));
  }
  return called;
}

async function main(): Promise<void> {
  const started = Date.now();
  // Videos first: their posters are their first frames, which the image generator would otherwise draw.
  runGenerator('generate-video', 'videos');
  runGenerator('generate-images', 'pictures');
  step('PDFs (scripts/generate-pdfs.ts)');
  const pdfs = await generatePdfs();
  step('content checks');
  const called = await checkContent();
  console.log(`prepare-assets: ${summarise(pdfs)}`);
  console.log(`prepare-assets: content valid (${called.length} getters: ${called.join(', ')})`);
  console.log(`prepare-assets: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(`prepare-assets: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
