import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Bench tools that are installed on first use instead of with the project
 * (docs/decisions/0027-bench-tools-on-demand.md): a package used by one bench alone, whose tree would
 * otherwise be part of every `npm install`, CI's included.
 */

/** Where on-demand tools live: inside node_modules, so they are git-ignored and go with a clean install. */
export const onDemandRoot = path.join(process.cwd(), 'node_modules', '.cache', 'bench-tools');

/** Options of {@link installOnDemand}. */
export interface OnDemandOptions {
  /**
   * Install without running the packages' install scripts (`npm install --ignore-scripts`), for a
   * tool whose dependency fetches something from the internet when installed (the Observatory's
   * certificate bundle) and that works without it. Default false.
   */
  ignoreScripts?: boolean;
}

/**
 * The folder holding `spec` (`name@version`, an exact version) and its dependencies, installed there
 * from the npm registry the first time (about 20 s for Lighthouse on this machine), as it is locked in
 * no lockfile: the version pinned in `spec` is what makes runs comparable.
 * @returns the folder whose `node_modules/` holds the package
 * @throws Error when npm cannot install it (no registry, unknown version), with npm's exit status
 */
export function installOnDemand(spec: string, { ignoreScripts = false }: OnDemandOptions = {}): string {
  const dir = path.join(onDemandRoot, spec.replace('/', '+'));
  const name = spec.slice(0, spec.lastIndexOf('@'));
  if (fs.existsSync(path.join(dir, 'node_modules', name, 'package.json'))) return dir;
  console.log(
    `[bench] installing ${spec} into ${path.relative(process.cwd(), dir)} (once; a bench tool, not a project dependency)`,
  );
  fs.mkdirSync(dir, { recursive: true });
  const npm = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      dir,
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      ...(ignoreScripts ? ['--ignore-scripts'] : []),
      spec,
    ],
    { stdio: 'inherit' },
  );
  if (npm.status !== 0) throw new Error(`npm could not install ${spec} (exit status ${npm.status ?? npm.signal})`);
  return dir;
}

/**
 * Imports a module of an on-demand tool: `entry` is the file inside `node_modules/` of the folder from
 * {@link installOnDemand} (for example `lighthouse/core/index.js`), loaded as an ES module.
 * @returns the module namespace, typed by the caller with the part of the API it uses
 */
export async function importOnDemand<T>(dir: string, entry: string): Promise<T> {
  return (await import(pathToFileURL(path.join(dir, 'node_modules', entry)).href)) as T;
}
