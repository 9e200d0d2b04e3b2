import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import path from 'node:path';
import boundaries from 'eslint-plugin-boundaries';

/** Flat config: Next.js rules plus the import rules of docs/architecture.md, enforced by eslint-plugin-boundaries. */

/**
 * One feature shape (docs/architecture.md "A feature's shape", issue 47): every file of
 * src/features/<name>/ lies in domain/ (pure rules), ui/ (components, presenters, wording) or server/
 * (handlers, repositories, files), or is one of its entries at the root: index.ts, index.server.ts,
 * the tool's URL contract (contract.ts), the back office's entry (back-office.ts), and their tests.
 */
const FEATURE_ROOT_FILE = /^(index|index\.server|contract|back-office)(\.test)?\.tsx?$/;
const featureShape = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      outside:
        'docs/architecture.md "A feature\'s shape": {{file}} lies outside domain/, ui/ and server/; move it into the one it belongs to (pure rules, UI and wording, or server code), or make it an entry (index.ts, index.server.ts, contract.ts).',
    },
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const inFeature = /^src\/features\/[^/]+\/(.+)$/.exec(file);
    if (!inFeature || /^(domain|ui|server)\//.test(inFeature[1]) || FEATURE_ROOT_FILE.test(inFeature[1])) return {};
    return { Program: (node) => context.report({ node, messageId: 'outside', data: { file: inFeature[1] } }) };
  },
};
const local = { rules: { 'feature-shape': featureShape } };

/**
 * The tools (docs/architecture.md "Import rules"): none imports another, even through its index.ts;
 * what two tools share lives below them (src/engineering, src/content, src/lib) and a route composes them.
 */
const TOOLS = '{pump-selection,borewell-sizing,solar-sizing,catalogue,search}';
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
      // Written by `npm run cms -- migrate:create` and `generate` (Payload's generators).
      'cms-migrations/**',
      'src/app/(payload)/admin/importMap.js',
    ],
  },
  {
    // docs/architecture.md "Import rules": imports flow one way, app -> features -> components -> engineering ->
    // lib/content/config (content may use engineering; engineering uses lib and the content's schemas only),
    // and app/ or another feature reaches a feature only through its index.ts (or index.server.ts, the
    // server-only part of its surface). The production server
    // (server/) stands beside the app and uses lib/content/config. Production code never imports
    // tests, benches or scripts/ (build-time tools and test gates): those may import production code,
    // never the reverse.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { boundaries },
    settings: {
      // A file takes the first category that matches: a test beside the code is a test, not production.
      'boundaries/files-single-match': true,
      'boundaries/files': [
        { category: 'test', pattern: ['**/*.test.{ts,tsx}', 'tests/**'] },
        { category: 'bench', pattern: 'bench/**' },
        { category: 'scripts', pattern: 'scripts/**' },
        { category: 'production', pattern: ['src/**', 'server/**'] },
      ],
      'boundaries/elements': [
        { type: 'server', pattern: 'server/**', partialMatch: false },
        { type: 'app', pattern: 'src/app/**', partialMatch: false },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'components', pattern: 'src/components/**', partialMatch: false },
        { type: 'engineering', pattern: 'src/engineering/**', partialMatch: false },
        { type: 'lib', pattern: 'src/lib/**', partialMatch: false },
        { type: 'content', pattern: 'src/content/**', partialMatch: false },
        { type: 'config', pattern: 'src/config/**', partialMatch: false },
        { type: 'cms', pattern: 'src/cms/**', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            'docs/architecture.md "Import rules": imports flow app -> features -> components -> engineering -> lib/content/config; app and other features reach a feature only through its index.ts or index.server.ts.',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { type: ['app', 'components', 'lib', 'content', 'config', 'cms'] } } },
            },
            {
              // The back office (Payload's config, collections, access rules, seed import) stands on the
              // content schemas and the lib helpers, as the content layer does.
              from: { element: { type: 'cms' } },
              allow: { to: { element: { type: ['cms', 'lib', 'content', 'config'] } } },
            },
            {
              // The back office reaches a feature through its back-office.ts (loadable by plain Node: the
              // CMS command loads the config without the react-server condition), or lazily through its
              // index.server.ts at run time (the enquiry inbox, decision 0034).
              from: { element: { type: 'cms' } },
              allow: { to: { element: { type: 'feature', fileInternalPath: '{back-office,index.server}.ts' } } },
            },
            {
              // Routes compose features through their public entries only: index.ts (browser-safe where
              // a client island or the proxy uses it too) or index.server.ts (pages and handlers that
              // read content, the database or files).
              from: { element: { type: 'app' } },
              allow: { to: { element: { type: 'feature', fileInternalPath: 'index{,.server}.{ts,tsx}' } } },
            },
            {
              // Next.js's own entry files beside app/ (proxy.ts, instrumentation.ts) import as app does
              // (an element is a folder, so they are selected by path).
              from: { file: { path: 'src/*.{ts,tsx}' } },
              allow: {
                to: [
                  { element: { type: ['feature', 'components', 'engineering', 'lib', 'content', 'config', 'cms'] } },
                  { file: { path: 'src/*.{ts,tsx}' } },
                ],
              },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: ['components', 'engineering', 'lib', 'content', 'config'] } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', fileInternalPath: 'index{,.server}.{ts,tsx}' } } },
            },
            {
              // No tool imports another tool (decision 0041), not even its index.ts: the engineering,
              // the catalogue's data and the URL contracts they share live below them, and a route
              // hands one tool's island to another (the catalogue's charts get the selector's UrlDuty).
              // Tests may cross-check two tools (issue 48's same pump in four tools).
              from: { element: { type: 'feature', captured: { feature: TOOLS } }, file: { categories: 'production' } },
              disallow: { to: { element: { type: 'feature', captured: { feature: TOOLS } } } },
              message:
                'docs/architecture.md "Import rules" (decision 0041): a tool never imports another tool; move what both need to src/engineering, src/content or src/lib, or let the route compose them.',
            },
            {
              // A domain takes the site configuration only as an argument, from the page or handler
              // that calls it (decision 0041), the URL contracts (domain/query.ts) included.
              from: { file: { path: 'src/features/*/domain/**', categories: 'production' } },
              disallow: { to: { file: { path: 'src/config/site.ts' } } },
              message:
                'docs/architecture.md "Import rules" (decision 0041): a domain takes the site configuration as an argument; read siteConfig in the page or handler and pass the figure in.',
            },
            {
              from: { element: { type: 'components' } },
              allow: { to: { element: { type: ['components', 'engineering', 'lib', 'content', 'config'] } } },
            },
            {
              from: { element: { type: 'content' } },
              allow: { to: { element: { type: ['content', 'engineering', 'lib', 'config'] } } },
            },
            {
              // The engineering below the tools (decision 0041): pure functions of SI numbers, the
              // hydraulics core, units and the shapes of its tables (src/engineering/tables.ts) among
              // them. Never the content (its data comes as arguments), the site configuration (an
              // argument) or a feature. Its tests read the content's tables for their worked examples.
              from: { element: { type: 'engineering' } },
              allow: { to: { element: { type: ['engineering', 'lib'] } } },
            },
            {
              from: { element: { type: 'engineering' }, file: { categories: 'test' } },
              allow: { to: { element: { type: 'content' } } },
            },
            { from: { element: { type: 'config' } }, allow: { to: { element: { type: ['config', 'content'] } } } },
            { from: { element: { type: 'lib' } }, allow: { to: { element: { type: ['lib', 'config'] } } } },
            {
              from: { element: { type: 'server' } },
              allow: { to: { element: { type: ['server', 'lib', 'content', 'config'] } } },
            },
            {
              // The server's tests check it against the feature that reads what it passes on (the
              // client address of the rate limiter).
              from: { element: { type: 'server' }, file: { categories: 'test' } },
              allow: { to: { element: { type: 'feature' } } },
            },
            {
              from: { file: { categories: 'test' } },
              allow: { to: { file: { categories: ['test', 'bench', 'scripts'] } } },
            },
            {
              from: { file: { categories: 'production' } },
              disallow: { to: { file: { categories: ['test', 'bench', 'scripts'] } } },
              message:
                'docs/architecture.md "Import rules": production code (src/, server/) never imports tests, benches or scripts/ (build-time tools and test gates).',
            },
          ],
        },
      ],
      // "Never in a circle" is checked by scripts/import-cycles.test.ts (madge): import/no-cycle took 38 of
      // lint's 54 s here.
    },
  },
  {
    // Every feature has one shape (docs/architecture.md "A feature's shape"): domain/, ui/, server/ and
    // its entries at the root.
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/feature-shape': 'error' },
  },
  {
    // A tool's domain/ is its engineering: pure functions of SI numbers, run alike by the pages, the
    // JSON API, the proxy, PDFs and browser islands. So it never imports its ui/ (or another's), React
    // or Next.js (docs/architecture.md "Import rules"), nor server code: its feature's server/, a
    // .server module, server-only, Node's modules, or lib's database, mail, HTTP, runtime, publishing,
    // backup and tool-worker folders (the stored enquiry's table type, lib/db/schema, and the e-mail's
    // shape, lib/mail/types, are types only: the enquiry e-mail is composed in domain/). A domain test
    // may render nothing either.
    // This block also keeps next/image out of domain/, as the next block does for the rest of src/.
    files: ['src/features/*/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)ui(/|$)',
              message:
                'docs/architecture.md "Import rules": a feature\'s domain/ never imports ui/ (the UI shapes the domain\'s answers, not the reverse).',
            },
            {
              regex: '^(react|react-dom|next)(/|$)',
              message:
                'docs/architecture.md "Import rules": a feature\'s domain/ is pure (no React, no Next.js): the proxy, the APIs and PDFs run it too.',
            },
            {
              regex:
                '(^|/)server(/|$)|\\.server$|^server-only$|^node:|^@/lib/(db(?!/schema$)|mail(?!/types$)|http|runtime|publishing|backup|tool-answers)(/|$)',
              message:
                'docs/architecture.md "Import rules": a feature\'s domain/ is pure (no server code, no I/O): the page or handler reads files, the database or the request and passes the figures in.',
            },
          ],
        },
      ],
    },
  },
  {
    // A domain test may word the figures it checks through its tool's ui/messages.ts (pure: no React),
    // as the visitor reads them; nothing else of ui/.
    files: ['src/features/*/domain/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)ui/(?!messages$)',
              message:
                'docs/architecture.md "Import rules": a feature\'s domain/ never imports ui/ (a domain test may use ui/messages only).',
            },
            {
              regex: '^(react|react-dom|next)(/|$)',
              message:
                'docs/architecture.md "Import rules": a feature\'s domain/ is pure (no React, no Next.js): the proxy, the APIs and PDFs run it too.',
            },
          ],
        },
      ],
    },
  },
  {
    // A tool's domain is a chain of stages, each a function a reader takes in at once (issue 47): none
    // over 80 lines.
    files: ['src/features/*/domain/**/*.{ts,tsx}'],
    ignores: ['src/features/*/domain/**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
  },
  {
    // The browser specs take `test` from tests/e2e/support/test.ts, whose contexts refuse the home
    // hero's looping video (decoding it kept a core busy for as long as a page showed it).
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "Import test (and the rest) from './support/test': its contexts refuse the hero video unless a test sets heroVideo: 'served'.",
            },
          ],
        },
      ],
    },
  },
  {
    // Pictures have one way in: <ResponsiveImage>, the only module allowed to import next/image; links
    // one too: <Link> of components/ui/link.tsx, the only module allowed to import next/link.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/features/*/domain/**'],
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
            {
              name: 'next/link',
              message:
                "Use <Link> from src/components/ui/link.tsx: it prefetches a route on the visitor's intent, not on sight (docs/decisions/0025).",
            },
          ],
        },
      ],
    },
  },
];
export default config;
