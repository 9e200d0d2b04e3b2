import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import boundaries from 'eslint-plugin-boundaries';

/** Flat config: Next.js rules plus the import direction of DESIGN.md, enforced by eslint-plugin-boundaries. */
const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'public/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  {
    // DESIGN.md "Layout": imports flow one way, app -> features -> components -> lib/content/config,
    // and a feature reaches another only through that feature's index.ts.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app/**', partialMatch: false },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'components', pattern: 'src/components/**', partialMatch: false },
        { type: 'lib', pattern: 'src/lib/**', partialMatch: false },
        { type: 'content', pattern: 'src/content/**', partialMatch: false },
        { type: 'config', pattern: 'src/config/**', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            'DESIGN.md: imports flow app -> features -> components -> lib/content/config; another feature only through its index.ts.',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { type: ['app', 'feature', 'components', 'lib', 'content', 'config'] } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: ['components', 'lib', 'content', 'config'] } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', fileInternalPath: 'index.{ts,tsx}' } } },
            },
            {
              from: { element: { type: 'components' } },
              allow: { to: { element: { type: ['components', 'lib', 'content', 'config'] } } },
            },
            {
              from: { element: { type: 'content' } },
              allow: { to: { element: { type: ['content', 'lib', 'config'] } } },
            },
            { from: { element: { type: 'config' } }, allow: { to: { element: { type: ['config', 'content'] } } } },
            { from: { element: { type: 'lib' } }, allow: { to: { element: { type: ['lib', 'config'] } } } },
          ],
        },
      ],
      // "Never in a circle" is checked by scripts/import-cycles.test.ts (madge): import/no-cycle took 38 of
      // lint's 54 s here.
    },
  },
  {
    // Test support and test-only fixtures live under tests/; production code never imports them.
    // Pictures have one way in: <ResponsiveImage>, the only module allowed to import next/image.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/image',
              message:
                'Use <ResponsiveImage> (src/components/ui/responsive-image.tsx): pictures are served from the variants prepared at build (docs/decisions/0010).',
            },
          ],
          patterns: [
            {
              group: ['**/tests/**', '@/../tests/**'],
              message: 'src/ must not import test support (tests/support is for tests only).',
            },
          ],
        },
      ],
    },
  },
];
export default config;
