/**
 * The part of the site configuration that client islands read: the brand name (the header logo's
 * label) and the languages of the translate widget. `src/config/site.ts` takes both from here, so each
 * is still set in one place. Kept apart because a client component that imports `siteConfig` ships the
 * whole object (contacts, company facts, solar assumptions: about 1 KB gzip, measured in the layout
 * chunk of 2026-11-26) in every page's JavaScript; a browser module imports this file instead.
 */
export const siteBrand = {
  /** Brand shown in the header, titles and footer. */
  name: 'Kavex Pumps',
  /** Languages offered by the translate widget (SPEC 1); the page language is the first. */
  languages: ['en', 'es', 'ar', 'it', 'de', 'zh-CN', 'fr', 'ru'],
} as const;
