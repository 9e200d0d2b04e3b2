import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../server/dist-dir';
import { nextBin, run, startServer, type RunningServer } from './processes';

/**
 * The framework floor (scripts/page-weight/floor-app): an empty page built in the same run with the Next.js in
 * node_modules, so every figure can be read against what the framework alone costs on this machine.
 * It is built into a temporary folder inside scripts/page-weight/floor-app (Next.js refuses a dist folder outside the
 * app or its workspace) that is removed afterwards; nothing else in the checkout changes.
 */

/** Folder of the floor app. */
export const floorAppDir = path.join(repoRoot, 'scripts', 'page-weight', 'floor-app');

/** A built floor app. */
export interface FloorBuild {
  /** Absolute path of its build folder. */
  distDir: string;
  /** Starts `next start` for it on `port`. */
  start: (port: number) => Promise<RunningServer>;
  /** Deletes the build folder. */
  remove: () => void;
}

/** Leftovers of interrupted runs: they would otherwise be linted and type-checked with the repository. */
function removeStaleBuilds(): void {
  for (const name of fs.readdirSync(floorAppDir)) {
    if (name.startsWith('.next-floor')) fs.rmSync(path.join(floorAppDir, name), { recursive: true, force: true });
  }
}

/**
 * Builds the floor app (about a minute on two cores).
 * @throws Error with the build output when the build fails.
 */
export async function buildFloor(options: { quiet?: boolean } = {}): Promise<FloorBuild> {
  removeStaleBuilds();
  const distName = `.next-floor-${process.pid}`;
  const distDir = path.join(floorAppDir, distName);
  const env: NodeJS.ProcessEnv = { ...process.env, FLOOR_DIST_DIR: distName, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.NEXT_DIST_DIR;
  const remove = () => fs.rmSync(distDir, { recursive: true, force: true });
  process.once('exit', remove);
  await run(process.execPath, [nextBin, 'build', floorAppDir], { env, quiet: options.quiet });
  return {
    distDir,
    remove,
    start: (port) =>
      startServer({
        command: process.execPath,
        args: [nextBin, 'start', floorAppDir, '-p', String(port), '-H', '127.0.0.1'],
        port,
        env,
      }),
  };
}
