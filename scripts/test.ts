/**
 * `npm test`: every test of the project (docs/testing.md says what each layer covers).
 * 1. route types (`next typegen`), which the type check needs;
 * 2. two lanes at once, because each is mostly one busy process and the machine has two cores
 *    (docs/testing.md has the measurements):
 *    - checks: lint (ESLint with the feature boundaries, Prettier) and the type check, the three at
 *      once; then Vitest: the `unit` and `unit (isolated)` projects (domain, content, validation,
 *      database, mail; Node) and the `components` project (client components with happy-dom and
 *      Testing Library); then, when TEST_DATABASE_URL is set (.ci/run sets it), the test files
 *      that use the test databases (`tests/support/test-databases.ts`) again against PostgreSQL;
 *    - build: the production build into its own folder, `.next-test` (NEXT_DIST_DIR), with a fake
 *      tag-manager container id so that the browser tests exercise the consent-gated tag manager
 *      offline (the release build in `.next` is never touched, so `npm start` after `npm test` still
 *      builds and serves the release configuration), which bundles the server at its end
 *      (server/bundle.mjs); then `npm start`'s server on that build as deployed (server/launch.mjs
 *      running the bundle, no tsx; port 3100, a temporary data folder), started once for the HTTP
 *      checks and Playwright; then
 *      the page-weight budget (scripts/check-budget.ts) beside the HTTP checks
 *      (vitest.site.config.mts: HTML validity, links, metadata, pictures and security headers of
 *      every route, read from that server without a browser);
 * 3. Playwright against that server (playwright.config.ts), once both lanes have passed; the server
 *    is stopped when the run ends.
 * `TEST_REUSE_BUILD=1` leaves the Next.js build out when `.next-test` is current and only bundles the
 * server again (a second): for a caller that has just built `.next-test` with the settings above on
 * purpose. .ci/run does, in its quick start on the machine's Node.js, before `npm test` on Node.js 24.
 * A lane stops at its first failing step; the run exits non-zero after a stage with a failing step
 * and prints every step's time at the end, then the end of each failed step's output again.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildNeeded } from '../server/build-state.mjs';
import type { RunningServer } from './page-weight/processes';
import { startTestServer } from './test-server';

/** Build folder of the test build (kept apart from the release build in `.next`). */
export const testDistDir = '.next-test';

/** Vitest files that run against the test databases: the only ones worth a second, PostgreSQL pass. */
function databaseTestFiles(dir = 'src'): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return databaseTestFiles(file);
    return /\.test\.tsx?$/.test(entry.name) && /test-databases/.test(fs.readFileSync(file, 'utf8')) ? [file] : [];
  });
}

/** A step; `build` marks the ones that make or read the test build (they get NEXT_DIST_DIR). */
type Step =
  | {
      name: string;
      command: string;
      args: string[];
      env?: Record<string, string | undefined>;
      build?: boolean;
    }
  /** A step run in this process (it fails by throwing). */
  | { name: string; task: () => Promise<void> };

/**
 * The test build's step: `npm run build` (Next.js, then the server bundle), or with TEST_REUSE_BUILD=1
 * and a current `.next-test` only the server bundle (the caller built `.next-test` with the test
 * build's settings: NEXT_PUBLIC_TAG_MANAGER_ID below).
 */
function buildStep(): Step {
  if (process.env.TEST_REUSE_BUILD === '1') {
    const reason = buildNeeded(process.cwd(), testDistDir);
    if (!reason) {
      return { name: 'bundle (build reused)', command: process.execPath, args: ['server/bundle.mjs'], build: true };
    }
    console.log(`[test] TEST_REUSE_BUILD: ${testDistDir} is ${reason}, so it is built`);
  }
  return {
    name: 'build',
    command: 'npm',
    args: ['run', 'build'],
    build: true,
    env: { NEXT_PUBLIC_TAG_MANAGER_ID: process.env.NEXT_PUBLIC_TAG_MANAGER_ID ?? 'GTM-TESTE2E' },
  };
}

/** Loopback port of the one server on the test build that the HTTP checks and Playwright both ask. */
const testServerPort = 3100;
/** That server, once started (stopped when the run ends). */
let testServer: RunningServer | undefined;
/** Its data folder (enquiries, outbox), removed when the run ends. */
const testServerData = fs.mkdtempSync(path.join(os.tmpdir(), 'kavex-test-server-'));

/** Steps run one after the other; an array in it is a group whose steps run at once. */
type Lane = (Step | Step[])[];

/** Stages in order: a step, or lanes that run at once (every step's output is printed as it ends). */
const stages: (Step | { lanes: Lane[] })[] = [
  // Route types (PageProps) are generated by Next.js before the compiler can check route files.
  { name: 'typegen', command: 'npx', args: ['next', 'typegen'] },
  {
    lanes: [
      [
        [
          // `npm run lint` is these two in a row.
          { name: 'eslint', command: 'npx', args: ['eslint', '.'] },
          { name: 'prettier', command: 'npx', args: ['prettier', '--check', '.'] },
          { name: 'typecheck', command: 'npx', args: ['tsc', '--noEmit'] },
        ],
        { name: 'unit and components', command: 'npx', args: ['vitest', 'run'] },
        ...(process.env.TEST_DATABASE_URL
          ? [
              {
                name: 'database (PostgreSQL)',
                command: 'npx',
                args: ['vitest', 'run', '--project', 'unit', '--project', 'unit (isolated)', ...databaseTestFiles()],
                env: { DATABASE_URL: process.env.TEST_DATABASE_URL },
              },
            ]
          : []),
      ],
      [
        buildStep(),
        // `npm start`'s server on the build, for the HTTP checks and then Playwright: started once.
        {
          name: 'test server start',
          task: async () => {
            testServer = await startTestServer({
              port: testServerPort,
              dataDir: testServerData,
              env: { NEXT_DIST_DIR: testDistDir },
            });
          },
        },
        [
          // Page-weight budget: reads the build just made next to an empty page built with the same Next.js.
          { name: 'budget', command: 'npx', args: ['tsx', 'scripts/check-budget.ts'], build: true },
          // What the server sends, over HTTP without a browser (vitest.site.config.mts).
          {
            name: 'site over HTTP',
            command: 'npx',
            args: ['vitest', 'run', '--config', 'vitest.site.config.mts'],
            build: true,
            env: { SITE_CHECKS_URL: `http://127.0.0.1:${testServerPort}` },
          },
        ],
      ],
    ],
  },
  {
    name: 'e2e',
    command: 'npx',
    args: ['playwright', 'test'],
    build: true,
    env: { E2E_PORT: String(testServerPort), E2E_REUSE_SERVER: '1', E2E_DATA_DIR: testServerData },
  },
];

const times: [string, number][] = [];
/**
 * The end of each failed grouped step's output, printed again after the step times: a CI log is often
 * read from its tail, and a lane's failure is otherwise printed minutes before the run ends.
 */
const failures: { name: string; tail: string }[] = [];
/** Lines of a failed step's output repeated at the end (Vitest's failure summary fits in them). */
const failureTailLines = 80;
const report = () => {
  for (const { name, tail } of failures) {
    console.log(`\n[test] ${name} failed; the last ${failureTailLines} lines of its output again:`);
    console.log(tail);
  }
  console.log('\n[test] step times (steps that ran beside others marked with |):');
  for (const [name, seconds] of times) console.log(`[test]   ${name.padEnd(26)} ${seconds.toFixed(1)} s`);
  console.log(`[test]   ${'total'.padEnd(26)} ${((Date.now() - suiteStarted) / 1000).toFixed(1)} s`);
};

/**
 * Runs one step. Alone it shares the terminal; in a group its output is kept and printed when it ends,
 * so the steps' lines do not interleave. Resolves to the exit status (1 when it could not start).
 */
function run(step: Step, grouped: boolean): Promise<number> {
  const started = Date.now();
  /** Records the step's time and says how it ended; returns `status`. */
  const ended = (status: number) => {
    const seconds = (Date.now() - started) / 1000;
    times.push([grouped ? `| ${step.name}` : step.name, seconds]);
    console.log(`[test] ${step.name} finished in ${seconds.toFixed(1)} s`);
    if (status !== 0) console.error(`[test] ${step.name} failed`);
    return status;
  };
  if ('task' in step) {
    console.log(`[test] ${step.name} started`);
    return step.task().then(
      () => ended(0),
      (error: unknown) => {
        console.error(`[test] ${step.name}: ${error instanceof Error ? error.message : String(error)}`);
        return ended(1);
      },
    );
  }
  // A grouped step's output waits for its end, so its start is said at once (the lanes run for minutes).
  console.log(
    grouped ? `[test] ${step.name} started` : `\n[test] ${step.name}: ${step.command} ${step.args.join(' ')}`,
  );
  const child = spawn(step.command, step.args, {
    stdio: grouped ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...(step.build ? { NEXT_DIST_DIR: testDistDir } : {}), ...step.env },
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    let finished = false;
    // A command that cannot start emits 'error' and may still emit 'close': count it once.
    const finish = (status: number) => {
      if (finished) return;
      finished = true;
      if (grouped) {
        console.log(`\n[test] ${step.name}: ${step.command} ${step.args.join(' ')}`);
        process.stdout.write(Buffer.concat(output));
        if (status !== 0) {
          const lines = Buffer.concat(output).toString('utf8').trimEnd().split('\n');
          failures.push({ name: step.name, tail: lines.slice(-failureTailLines).join('\n') });
        }
      }
      resolve(ended(status));
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', (code) => finish(code ?? 1));
  });
}

/** Runs a lane's steps in order (a group's at once); resolves to the first failing status, else 0. */
async function runLane(lane: Lane): Promise<number> {
  for (const item of lane) {
    const statuses = await Promise.all((Array.isArray(item) ? item : [item]).map((step) => run(step, true)));
    const failed = statuses.find((status) => status !== 0);
    if (failed !== undefined) return failed;
  }
  return 0;
}

const suiteStarted = Date.now();
async function main(): Promise<number> {
  for (const stage of stages) {
    const statuses = 'lanes' in stage ? await Promise.all(stage.lanes.map(runLane)) : [await run(stage, false)];
    const failed = statuses.find((status) => status !== 0);
    if (failed !== undefined) return failed;
  }
  return 0;
}

main()
  .then(async (status) => {
    await testServer?.stop();
    fs.rmSync(testServerData, { recursive: true, force: true });
    return status;
  })
  .then((status) => {
    report();
    process.exit(status);
  });
