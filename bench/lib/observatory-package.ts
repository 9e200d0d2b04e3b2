import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { installOnDemand } from './on-demand';

/**
 * The MDN HTTP Observatory's own scanner, the npm package `@mdn/mdn-http-observatory`, used by
 * `bench:observatory`'s cross-check and by `deploy:check` (scripts/deploy/check.ts). It is not a
 * dependency of the site (decision 0019): it is installed on first use into
 * node_modules/.cache/bench-tools (decision 0027), without install scripts, since one of its
 * dependencies downloads a certificate bundle when installed, which a scan does not need.
 */

/** The Observatory package, an exact version (the one the port was checked against). */
export const observatorySpec = '@mdn/mdn-http-observatory@1.4.8';

/** The part of the package's `scan()` result its callers read. */
export interface ObservatoryScan {
  scan: { score: number; grade: string };
  tests: Record<string, { result: string; scoreModifier: number; pass?: boolean | null }>;
}

/** The options of `scan()` its callers pass: the plain-HTTP port to test the redirection on. */
export interface ObservatoryScanOptions {
  httpPort?: number;
  httpsPort?: number;
}

/** `scan(host, options)`: `host` is a host name with an optional port, e.g. `localhost:8443`. */
export type ObservatoryScanner = (host: string, options?: ObservatoryScanOptions) => Promise<ObservatoryScan>;

/**
 * The package folder: `OBSERVATORY_PACKAGE` when set (another installed copy, a newer version say),
 * else {@link observatorySpec} installed on demand.
 * @throws Error when npm cannot install it
 */
export function observatoryPackageDir(): string {
  return (
    process.env.OBSERVATORY_PACKAGE ??
    path.join(installOnDemand(observatorySpec, { ignoreScripts: true }), 'node_modules', '@mdn/mdn-http-observatory')
  );
}

/**
 * The package's `scan()` from `packageDir`. The package reads `conf/hsts-preload.json` (a list it
 * downloads in its own maintenance script); an empty list is written when it is missing, as no local
 * host is preloaded.
 */
export async function loadObservatoryScanner(packageDir = observatoryPackageDir()): Promise<ObservatoryScanner> {
  const preload = path.join(packageDir, 'conf', 'hsts-preload.json');
  if (!fs.existsSync(preload)) fs.writeFileSync(preload, '{}');
  const { scan } = (await import(pathToFileURL(path.join(packageDir, 'src', 'index.js')).href)) as {
    scan: ObservatoryScanner;
  };
  return scan;
}
