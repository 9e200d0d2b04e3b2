/** Debian's Chromium, the only browser the project uses (nothing is downloaded). */
export const chromiumPath = '/usr/bin/chromium';

/**
 * Flags for a quiet, headless Chromium: no GPU, no sandbox (containers run as root), and none of the
 * background traffic (updates, sync, component downloads) that would disturb a measurement.
 */
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
