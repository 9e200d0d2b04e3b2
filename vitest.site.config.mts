import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The HTTP checks (`npm run test:site`; tests/site/): what the production server sends for every
 * route of the test build, read over HTTP without a browser: HTML validity, links, metadata and
 * structured data, pictures, security headers and the `npm start` server's answers. A config of its
 * own, apart from vitest.config.mts, because these need a build: `npm test` runs them after its build
 * step (scripts/test.ts), and tests/site/server.ts starts the server on that build.
 */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    name: 'site',
    include: ['tests/site/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/site/server.ts'],
    // One file at a time: the back-office checks publish and delete a blog post, which the sitemap
    // check and the link crawl would otherwise see half-way (a post listed, then a 404).
    fileParallelism: false,
    testTimeout: 180_000,
  },
});
