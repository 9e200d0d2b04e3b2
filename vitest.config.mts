import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname, 'src') };

/** Where the Node test files live (*.test.ts beside the code). */
const unitFiles = [
  'src/**/*.test.ts',
  'server/**/*.test.ts',
  'scripts/**/*.test.ts',
  'bench/**/*.test.ts',
  'tests/support/**/*.test.ts',
];

/**
 * Test files that change what a later file in the same worker would see: a module mocked (other than
 * 'server-only', which every server test stubs alike), an environment variable or a global stubbed.
 * They run with a module registry and process of their own; `pattern` picks the project's files.
 */
function filesNeedingIsolation(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesNeedingIsolation(file, pattern);
    if (!pattern.test(entry.name)) return [];
    const code = fs.readFileSync(file, 'utf8');
    return /vi\.(doMock|stubEnv|stubGlobal)\(|vi\.mock\((?!'server-only')/.test(code) ? [file] : [];
  });
}
const isolatedUnitFiles = ['src', 'server', 'scripts', 'bench', 'tests/support'].flatMap((dir) =>
  filesNeedingIsolation(dir, /\.test\.ts$/),
);
/** The component test files (`.test.tsx` under src) that mock or stub, likewise. */
const isolatedComponentFiles = filesNeedingIsolation('src', /\.test\.tsx$/);

/**
 * Client components in happy-dom with Testing Library and fake timers (*.test.tsx): what the two
 * component projects share.
 */
const componentProject = {
  include: ['src/**/*.test.tsx'],
  // The App Router's hooks have no router here: every component file gets one steerable stand-in
  // (tests/support/next-navigation.ts) instead of mocking the module itself, so it can share a worker.
  alias: [
    { find: /^next\/navigation$/, replacement: path.resolve(import.meta.dirname, 'tests/support/next-navigation.ts') },
  ],
  environment: 'happy-dom',
  // Offline like the test machines: no script or stylesheet is fetched; a script element fires
  // `error`, as a blocked third-party script does for a visitor.
  environmentOptions: {
    happyDOM: { settings: { disableJavaScriptFileLoading: true, disableCSSFileLoading: true } },
  },
  setupFiles: ['tests/support/component-setup.ts'],
  globalSetup: ['tests/support/generated-pdfs.ts'],
  testTimeout: 15_000,
} as const;

/**
 * Four projects (docs/testing.md): `unit`, pure code, content, database and mail in Node; `unit
 * (isolated)`, the Node files that mock modules or stub the environment; `components`, client
 * components in happy-dom with Testing Library and fake timers (*.test.tsx); `components (isolated)`,
 * the component files that mock or stub. Browser tests live in tests/e2e (Playwright).
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on the two-core test machines,
    // where the main process mostly waits. Two workers took the run from 106 s to 71 s there.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: unitFiles,
          // The back office's brochure readers check the generated PDFs exist, as the catalogue pages do.
          globalSetup: ['tests/support/generated-pdfs.ts'],
          exclude: isolatedUnitFiles,
          environment: 'node',
          // One module registry per worker instead of per file: the files' imports were a fifth of this
          // project's CPU (a whole `vitest run` on two idle cores went from 133 s to 105 s wall and from
          // 249 to 195 s of CPU, 2026-11-27). So a file here must not count on a fresh copy of a
          // module's state, and the files that mock or stub run apart (`unit (isolated)`).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit (isolated)',
          include: isolatedUnitFiles,
          globalSetup: ['tests/support/generated-pdfs.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          ...componentProject,
          name: 'components',
          exclude: isolatedComponentFiles,
          // One module registry and one happy-dom window per worker, as in `unit`: isolated, the 37
          // component files took 84 s wall and 160 s of CPU on two idle cores; split, 61 s and 115 s
          // (2026-11-27). What a test leaves in the shared window is put back after every test by
          // tests/support/component-setup.ts (without that, files failed in some orders: eight
          // shuffled orders pass with it).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: { ...componentProject, name: 'components (isolated)', include: isolatedComponentFiles },
      },
    ],
  },
});
