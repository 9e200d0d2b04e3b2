import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '@/config/site';
import { dealersFile, getDealers } from '@/content/dealers';
import { relative } from '@/content/load';
import { getHome } from '@/content/resources';
import { isoDay, pickBannerEvent } from '@/features/home/domain/event-banner';
import {
  companyFindings,
  contactFindings,
  dealerFindings,
  engineeringFindings,
  solarSiteFindings,
  eventBannerFindings,
  formatFindings,
  mediaFindings,
  noteFindings,
  siteUrlFindings,
  videoFindings,
  type VideoEntry,
} from './launch-check/checks';
import { readGeneratedMedia, sha256 } from './launch-check/generated-media';

/**
 * `npm run check:launch`: lists, with file and field, everything the owner replaces before the site
 * goes live (placeholder contacts, unconfirmed company counters and certificate issuers, SITE_URL, the
 * sample-data flags (pump curves, solar sites), sample dealers, made-up video ids, illustrative notes, generated pictures and certificates, a home
 * event banner more than six months old) and exits 1 while anything remains. See
 * docs/notes/before-launch.md.
 */

const root = process.cwd();
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as unknown;

/** Every `videoId` in a JSON value, with its JSON path. */
function videoIds(file: string, value: unknown, at = ''): VideoEntry[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => videoIds(file, item, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === 'videoId' && typeof inner === 'string'
        ? [{ where: `${file} → ${at ? `${at}.` : ''}videoId`, videoId: inner }]
        : videoIds(file, inner, at ? `${at}.${key}` : key),
    );
  }
  return [];
}

/** Content files (JSON) that hold an `illustrativeNote`. */
function filesWithNotes(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => fs.readFileSync(path.join(root, file), 'utf8').includes('"illustrativeNote"'))
    .sort();
}

const siteUrl = process.env.SITE_URL;
const today = isoDay(new Date());
const findings = [
  ...contactFindings(siteConfig),
  ...companyFindings(siteConfig.company),
  ...siteUrlFindings(
    siteUrl || siteConfig.defaultUrl,
    siteUrl ? 'SITE_URL' : 'SITE_URL (unset; src/config/site.ts → defaultUrl)',
  ),
  ...engineeringFindings(siteConfig.engineeringData),
  ...solarSiteFindings(siteConfig.solarSiteData),
  ...dealerFindings(getDealers(), relative(dealersFile)),
  ...videoFindings(
    ['content/home/home.json', 'content/resources/gallery.json'].flatMap((file) => videoIds(file, read(file))),
    siteConfig.name.split(' ')[0] ?? siteConfig.name,
  ),
  ...noteFindings(filesWithNotes('content')),
  ...eventBannerFindings(pickBannerEvent(getHome().popup, today), today),
  ...mediaFindings(readGeneratedMedia(), (sitePath) => {
    const file = path.join(root, 'public', sitePath);
    return fs.existsSync(file) ? sha256(fs.readFileSync(file)) : undefined;
  }),
];
console.log(formatFindings(findings));
process.exitCode = findings.length > 0 ? 1 : 0;
