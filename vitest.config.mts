import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname, 'src') };

/**
 * Two projects (docs/testing.md): `unit`, pure code, content, database and mail in Node
 * (*.test.ts beside the code in src/, server/, scripts/ and bench/); `components`, client components in happy-dom with
 * Testing Library and fake timers (*.test.tsx). Browser tests live in tests/e2e (Playwright).
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
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          environment: 'happy-dom',
          // Offline like the test machines: no script or stylesheet is fetched; a script element fires
          // `error`, as a blocked third-party script does for a visitor.
          environmentOptions: {
            happyDOM: { settings: { disableJavaScriptFileLoading: true, disableCSSFileLoading: true } },
          },
          setupFiles: ['tests/support/component-setup.ts'],
          globalSetup: ['tests/support/generated-pdfs.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
