import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';
import { deviceSizes, imageSizes } from './src/lib/images/image-variants';
import { staticSecurityHeaders } from './src/lib/http/security-headers';

/**
 * Next.js configuration. Security headers: the fixed set (HSTS, nosniff, referrer, permissions,
 * framing, CORP) is added here to every response, static files included; the per-page
 * Content-Security-Policy is added by `src/proxy.ts` (see docs/decisions/0004-*.md).
 */
const nextConfig: NextConfig = {
  // A separate build folder per process lets several developers' servers share one checkout.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // `npm test` and `npm run typecheck` run the compiler over the whole project (app, scripts, tests,
  // benches) once; the build skips its own second pass, which only covers the same files again.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // Turbopack's build cache (.next/cache) only pays when the next build reads it back; CI builds a fresh
  // clone and never does, and writing it cost 24–29 s of CPU of a 75–104 s `next build` (docs/testing.md).
  experimental: {
    turbopackFileSystemCacheForBuild: !process.env.CI,
    // Two root layouts (the site's and Payload's admin): unmatched paths get the site's 404 from
    // src/app/global-not-found.tsx.
    globalNotFound: true,
  },
  // Native modules and Node-only libraries stay outside the server bundle.
  serverExternalPackages: ['better-sqlite3', 'pg', 'nodemailer', 'pdfkit', 'sharp'],
  // Pictures are encoded at build time (scripts/prepare-images.ts, docs/decisions/0010-prebuilt-images.md).
  // A custom loader switches the request-time optimiser off; the widths are the prebuilt ones, so
  // every srcset entry Next.js writes names a file that exists.
  images: {
    loader: 'custom',
    loaderFile: './src/lib/images/image-loader.ts',
    deviceSizes: [...deviceSizes],
    imageSizes: [...imageSizes],
  },
};

/**
 * Payload's additions (its packages kept out of the server bundle, Sass options, drizzle-kit left out
 * of the traced files), with the headers kept as the site's own: `withPayload` would add a colour-scheme
 * client hint (`Accept-CH`, `Critical-CH`, `Vary`) to every response, which would make each public page
 * vary by it in every cache; only the admin asks for it.
 */
const withCms = withPayload(nextConfig);

export default {
  ...withCms,
  async headers() {
    return [
      { source: '/:path*', headers: staticSecurityHeaders() },
      { source: '/cms-api/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
      {
        source: '/admin/:path*',
        headers: [
          { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
          { key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' },
          { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
        ],
      },
    ];
  },
} satisfies NextConfig;
