/**
 * `npm test`: every test of the project, in the order that fails fastest.
 * 1. lint and type check, 2. Vitest (content, routes, validation, database, mail),
 * 3. production build (always fresh, so the browser tests see the code under test),
 * 4. Playwright against `next start` (see playwright.config.ts).
 * Exits non-zero at the first failing step.
 */
import { spawnSync } from 'node:child_process';

const steps: [string, string, string[]][] = [
  ['lint', 'npx', ['eslint', '.']],
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['unit', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', 'build']],
  ['e2e', 'npx', ['playwright', 'test']],
];

for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n[test] ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  console.log(`[test] ${name} finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`[test] ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
