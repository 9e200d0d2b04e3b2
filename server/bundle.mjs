/**
 * The production server as plain JavaScript (decision 0039): esbuild bundles the project's own
 * TypeScript that `npm start` runs outside Next.js's bundles into ES modules in the build folder
 * (NEXT_DIST_DIR, default `.next`), `<build>/server-bundle/`:
 * - `start.mjs`        server/start.ts, the HTTP server around Next.js's request handler;
 * - `cms.mjs`          scripts/cms.mts, the back office's command (start runs its `setup`);
 * - `tool-worker.mjs`  src/tool-worker-thread.ts, the tools' worker thread (src/lib/tool-answers/).
 * Packages stay imports of node_modules (`packages: 'external'`), as ES module imports that Node.js
 * resolves as tsx did (see {@link nodeImportsPlugin}); the `@/` alias is resolved from tsconfig.json. A
 * dynamic `import()` of a source stays lazy (a chunk of its own, `chunk-*.mjs`): the back office loads
 * some modules only when used (src/cms/payload.config.ts). A bundled file's `__dirname` and
 * `__filename` still name its source's folder and file (rewritten relative to the bundle), so code
 * reading files beside its source works the same bundled. `meta.json` lists the sources read, for
 * {@link bundleStale}.
 *
 * Plain JavaScript, so `npm start` (server/launch.mjs) can bundle without tsx. Run by `postbuild`
 * (`node server/bundle.mjs`) and by the launcher when a source is newer than the bundle.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository root (this file is one level down). */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Bundle entries: output name (without `.mjs`) → source, from the repository root. */
export const serverBundleEntries = {
  start: 'server/start.ts',
  cms: 'scripts/cms.mts',
  'tool-worker': 'src/tool-worker-thread.ts',
};

/**
 * The bundle's folder inside a build folder.
 * @param distDir the build folder, absolute or from the repository root (default NEXT_DIST_DIR or `.next`)
 * @returns absolute path of `<distDir>/server-bundle`
 */
export function serverBundleDir(distDir = process.env.NEXT_DIST_DIR || '.next') {
  return path.resolve(root, distDir, 'server-bundle');
}

/**
 * esbuild plugin: in the project's own sources (not node_modules, which stay external), `__dirname`
 * and `__filename` become the source's own folder and file, found at run time relative to the bundle
 * file (`import.meta.url`), so a bundle moved together with its sources still finds them.
 * @param {string} outdir absolute output folder
 */
function sourceLocationPlugin(outdir) {
  return {
    name: 'source-location',
    setup(build) {
      build.onLoad({ filter: /\.(m?ts|tsx)$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const text = await fs.promises.readFile(args.path, 'utf8');
        const loader = args.path.endsWith('.tsx') ? 'tsx' : 'ts';
        if (!/\b__(dirname|filename)\b/.test(text)) return { contents: text, loader };
        const relative = (target) => JSON.stringify(path.relative(outdir, target).split(path.sep).join('/'));
        const at = (target) => `__sourceLocation(new URL(${relative(target)}, import.meta.url))`;
        const contents =
          `import { fileURLToPath as __sourceLocation } from 'node:url';\n` +
          text.replace(/\b__dirname\b/g, at(path.dirname(args.path))).replace(/\b__filename\b/g, at(args.path));
        return { contents, loader };
      });
    },
  };
}

/**
 * esbuild plugin: the package imports that Node.js's ES module loader would refuse but tsx (CommonJS)
 * accepted: a JSON file of a package (`i18n-iso-countries/langs/en.json`, which needs an import
 * attribute) is bundled; a path into a package without an `exports` map and without a file extension
 * (`nodemailer/lib/addressparser`, a folder) is written out to the file `require` finds. Every other
 * package import stays as written.
 */
const nodeImportsPlugin = {
  name: 'node-imports',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || args.kind === 'entry-point') return undefined;
      const parts = args.path.split('/');
      const packageName = args.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
      const subpath = args.path.slice(packageName.length + 1);
      if (!subpath || packageName.startsWith('@/')) return undefined;
      const require = createRequire(args.importer || path.join(root, 'package.json'));
      let file;
      try {
        file = require.resolve(args.path);
      } catch {
        return undefined;
      }
      if (file.endsWith('.json')) return { path: file };
      if (path.extname(subpath)) return undefined;
      const marker = `${path.sep}node_modules${path.sep}${packageName.split('/').join(path.sep)}${path.sep}`;
      const packageDir = file.slice(0, file.lastIndexOf(marker) + marker.length - 1);
      const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
      if (manifest.exports) return undefined;
      return { path: `${packageName}/${path.relative(packageDir, file).split(path.sep).join('/')}`, external: true };
    });
  },
};

/**
 * Bundles {@link serverBundleEntries} into {@link serverBundleDir}, replacing what was there.
 * @param distDir the build folder (default NEXT_DIST_DIR or `.next`)
 * @returns the output folder and the time taken in ms
 * @throws esbuild's error (with every message printed) when a source does not compile or resolve
 */
export async function bundleServer(distDir) {
  const { build } = await import('esbuild');
  const outdir = serverBundleDir(distDir);
  const started = performance.now();
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: serverBundleEntries,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    chunkNames: 'chunk-[hash]',
    platform: 'node',
    format: 'esm',
    // The oldest Node.js that still starts the site (package.json "engines" says 24; 20.9 warns).
    target: 'node20.9',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [nodeImportsPlugin, sourceLocationPlugin(outdir)],
  });
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.startsWith('node_modules/'));
  fs.writeFileSync(path.join(outdir, 'meta.json'), `${JSON.stringify({ inputs }, null, 1)}\n`);
  return { outdir, ms: Math.round(performance.now() - started) };
}

/**
 * Why the bundle in `distDir` must be made again: 'missing' (no bundle), 'stale' (a source it was
 * made from, or this bundler, is newer than it or gone), or null when it is current.
 * @param distDir the build folder (default NEXT_DIST_DIR or `.next`)
 */
export function bundleStale(distDir) {
  const outdir = serverBundleDir(distDir);
  let meta;
  let builtAt;
  try {
    meta = JSON.parse(fs.readFileSync(path.join(outdir, 'meta.json'), 'utf8'));
    builtAt = Math.min(
      ...Object.keys(serverBundleEntries).map((name) => fs.statSync(path.join(outdir, `${name}.mjs`)).mtimeMs),
    );
  } catch {
    return 'missing';
  }
  for (const input of [...meta.inputs, 'server/bundle.mjs', 'tsconfig.json']) {
    let modified;
    try {
      modified = fs.statSync(path.join(root, input)).mtimeMs;
    } catch {
      return 'stale';
    }
    if (modified > builtAt) return 'stale';
  }
  return null;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  bundleServer().then(
    ({ outdir, ms }) => console.log(`[bundle] server bundled into ${path.relative(root, outdir)} in ${ms} ms`),
    () => process.exit(1),
  );
}
