import type { NextConfig } from 'next';

/** Next.js configuration. Security headers and CSP are added by the integrations issue. */
const nextConfig: NextConfig = {
  // A separate build folder per process lets several developers' servers share one checkout.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // Native modules and Node-only libraries stay outside the server bundle.
  serverExternalPackages: ['better-sqlite3', 'pg', 'nodemailer', 'pdfkit', 'sharp'],
  images: {
    formats: ['image/avif', 'image/webp'],
  },
};

export default nextConfig;
