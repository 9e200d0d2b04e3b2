/** Types of server/build-state.mjs (plain JavaScript, read by `npm start`'s launcher without tsx). */

/**
 * Why a production build is needed: 'missing' when there is no `BUILD_ID` in the build folder
 * (`distDir` from `root`: default NEXT_DIST_DIR or `.next`, from the working folder), 'stale' when a
 * source, content or config file is newer than it, or null when the build is current.
 */
export function buildNeeded(root?: string, distDir?: string): 'missing' | 'stale' | null;
