/**
 * The framework floor: an empty App Router page built with the site's own Next.js, so the benches
 * can tell what the framework costs from what the site adds. bench/lib/floor.ts builds it into a
 * temporary folder named by FLOOR_DIST_DIR (inside this app, as Next.js requires) and removes it after.
 */
const config = {
  distDir: process.env.FLOOR_DIST_DIR || '.next-floor',
  reactStrictMode: true,
  poweredByHeader: false,
};

export default config;
