/** Types of server/bundle.mjs (plain JavaScript, so that `npm start` bundles without tsx). */

/** Bundle entries: output name (without `.mjs`) → source, from the repository root. */
export const serverBundleEntries: Record<'start' | 'cms' | 'tool-worker', string>;

/** Absolute path of `<distDir>/server-bundle` (default NEXT_DIST_DIR or `.next`, from the repository root). */
export function serverBundleDir(distDir?: string): string;

/**
 * Bundles the entries into {@link serverBundleDir}, replacing what was there.
 * @returns the output folder and the time taken in ms
 * @throws esbuild's error when a source does not compile or resolve
 */
export function bundleServer(distDir?: string): Promise<{ outdir: string; ms: number }>;

/** 'missing' (no bundle), 'stale' (a source is newer or gone), or null when the bundle is current. */
export function bundleStale(distDir?: string): 'missing' | 'stale' | null;
