/**
 * The settings of the site configuration that browser code reads: the brand name (the header logo's
 * label), the languages of the translate widget and the currency of running costs (the selection
 * tools' figures). `src/config/site.ts` takes them from here, so each is still set in one place. Kept
 * apart because a client component that imports `siteConfig` ships the whole object (contacts,
 * company facts, solar assumptions: about 1 KB gzip, measured in the layout chunk of 2026-11-26) in
 * its pages' JavaScript; browser code imports this file instead.
 */
export const clientSiteConfig = {
  /** Brand shown in the header, titles and footer. */
  name: 'Kavex Pumps',
  /** Languages offered by the translate widget (SPEC 1); the page language is the first. */
  languages: ['en', 'es', 'ar', 'it', 'de', 'zh-CN', 'fr', 'ru'],
  /**
   * Currency of running costs in the selection tools (the tariff the visitor enters is read in it):
   * ISO 4217 code, the locale its figures are grouped in, and its symbol as that locale writes it
   * (`site-client.test.ts` checks it against `Intl.NumberFormat`). The symbol is written out because
   * the selector's form labels the tariff with it in the browser, and a page's first `Intl` call
   * starts the browser's ICU data: 90–200 ms of main thread under a phone's 4× CPU slowdown
   * (docs/benchmarks.md, 2026-11-28 morning), inside the selector's and compare's first long task.
   */
  currency: { code: 'INR', locale: 'en-IN', symbol: '₹' },
} as const;
