import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Unit and integration tests: *.test.ts(x) beside the code (DESIGN.md). Browser tests live in tests/e2e. */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname, 'src') } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
