import { clientSiteConfig } from '@/config/site-client';

/**
 * The translation widget (SPEC 1, 2.2): Google's website translator, offering the languages of the
 * site configuration (en, es, ar, it, de, zh-CN, fr, ru) with English as the page language.
 */
export const translateConfig = {
  /** Language the pages are written in (the first configured language). */
  pageLanguage: clientSiteConfig.languages[0],
  /** Languages offered, as Google's language codes. */
  languages: clientSiteConfig.languages,
  /** Name of the global function the widget script calls when it is ready. */
  callbackName: 'kavexTranslateInit',
  /** id of the widget's script element (there is never more than one). */
  scriptId: 'google-translate-script',
  /** id of the element the widget renders its language menu into. */
  elementId: 'google_translate_element',
  /** Languages written right to left: choosing one sets `dir="rtl"` on the page. */
  rtlLanguages: ['ar', 'he', 'fa', 'ur'],
} as const;

/** Origin of the widget's loader (also named in the CSP, src/lib/http/security-headers.ts). */
export const TRANSLATE_ORIGIN = 'https://translate.google.com';

/** Address of the widget's loader script, which calls {@link translateConfig.callbackName} when ready. */
export const translateScriptSrc = `${TRANSLATE_ORIGIN}/translate_a/element.js?cb=${translateConfig.callbackName}`;

/** Name of the cookie Google's widget writes with the visitor's language, e.g. `/en/es`. */
export const translateCookieName = 'googtrans';

/**
 * Whether the visitor chose a language other than the page's with the widget before (its cookie
 * says `/en/<language>`): then the widget's script loads with the page, so it comes translated.
 * @param cookies `document.cookie`, e.g. `googtrans=/en/es; other=1`
 */
export function hasChosenLanguage(cookies: string): boolean {
  const value = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${translateCookieName}=`))
    ?.slice(translateCookieName.length + 1);
  const target = value ? /^\/[^/]*\/([^/]+)$/.exec(value)?.[1] : undefined;
  return target !== undefined && target !== translateConfig.pageLanguage;
}
