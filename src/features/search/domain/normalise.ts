import type { FrequencyHz } from './types';

/**
 * Text normalisation of the site search, used identically when the index is built and when it is
 * queried (a term only matches when both sides produce the same string):
 *
 * - words are runs of letters and digits; everything else separates them (`KS4-05/24` gives `ks4`,
 *   `05`, `24`; `m³/h` gives `m3`, `h`);
 * - lower case, compatibility forms folded and accents dropped (`Conformité` → `conformite`, `³` → `3`);
 * - a few English function words are dropped ({@link stopWords});
 * - plural nouns are reduced to the singular by {@link stem};
 * - model codes are also compared in a compact form without spaces, dashes, slashes or case
 *   ({@link compactCode}), so `ks4 05 24`, `KS4-05/24` and `ks4 0524` all name model KS4-05/24.
 *
 * Typo tolerance and prefix matching are decided per query term by {@link fuzzyDistance} and
 * {@link usesPrefix}.
 */

/** Words too common to help ranking; dropped from documents and queries alike. */
export const stopWords: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'in',
  'is',
  'it',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

const wordPattern = /[\p{L}\p{N}]+/gu;

/** Lower case with compatibility forms folded and combining marks removed (`Ü` → `u`, `²` → `2`). */
export function foldCase(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * The words of a text: runs of letters and digits after {@link foldCase}, in order, not yet stemmed.
 * @param text any plain text (no HTML expected; tags would simply become words)
 */
export function tokenize(text: string): string[] {
  return foldCase(text).match(wordPattern) ?? [];
}

/**
 * Reduces an English plural to its singular with a few suffix rules, deliberately small:
 * - only words of letters (no digits) of 4 letters or more are touched, so codes (`ks4`, `kes`) and
 *   short words (`gas`, `bus`) stay as they are;
 * - `-ies` → `-y` (`batteries` → `battery`);
 * - `-sses`, `-ches`, `-shes`, `-xes` lose `-es` (`presses` → `press`, `inches` → `inch`, `boxes` → `box`);
 * - words ending in `-ss`, `-us` or `-is` are singular already (`press`, `stainless`, `status`, `analysis`);
 * - otherwise a final `-s` goes (`pumps` → `pump`, `panels` → `panel`, `valves` → `valve`).
 * Irregular plurals and verbs are not handled; both sides are stemmed alike, so `series` → `sery`
 * still matches `series`.
 * @param word one lower-case word from {@link tokenize}
 */
export function stem(word: string): string {
  if (word.length < 4 || !/^\p{L}+$/u.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  if (/(?:ss|us|is)$/.test(word)) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/**
 * The index term of one word: `null` for a stop word, otherwise the word after {@link stem}.
 * @param word one word from {@link tokenize} (already folded)
 */
export function processWord(word: string): string | null {
  if (!word || stopWords.has(word)) return null;
  return stem(word);
}

/** The index terms of a text: {@link tokenize}, then {@link processWord}, stop words left out. */
export function terms(text: string): string[] {
  return tokenize(text)
    .map(processWord)
    .filter((term): term is string => term !== null);
}

/**
 * The compact form of a model code: case folded, every character other than a letter or digit
 * removed. `KS4-05/24`, `ks4 05 24` and `ks4 0524` all give `ks40524`.
 * @param code a model code or anything typed in its place
 */
export function compactCode(code: string): string {
  return foldCase(code).replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Longest run of query words joined into one model-code candidate. */
const maxCodeWords = 4;

/**
 * Model-code candidates of a query: the {@link compactCode} of every run of 1 to 4 consecutive
 * words that holds both a letter and a digit and is at least 3 characters long, without repeats.
 * `ks4 05 24` gives `ks4`, `ks405`, `ks40524` (`05`, `24` and `0524` hold no letter). Candidates
 * that are no model code, such as `24datasheet` from `ks4 05 24 datasheet`, simply match nothing.
 * @param query the raw query
 */
export function codeCandidates(query: string): string[] {
  const words = query.split(/\s+/).filter((word) => compactCode(word) !== '');
  const found = new Set<string>();
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 1; end <= Math.min(words.length, start + maxCodeWords); end++) {
      const code = compactCode(words.slice(start, end).join(''));
      if (code.length >= 3 && /\p{L}/u.test(code) && /\p{N}/u.test(code)) found.add(code);
    }
  }
  return [...found];
}

/** Shortest word (in letters, after stemming) that may match with one edit. */
export const fuzzyMinLength = 5;

/**
 * Edits allowed when a query term is matched against the index: 1 for words of letters only that
 * are {@link fuzzyMinLength} letters or longer (`submersable` finds `submersible`), otherwise 0.
 * Terms with digits are never fuzzy, so `KS4-05/21` does not find `KS4-05/24`.
 * @param term a processed query term
 */
export function fuzzyDistance(term: string): number {
  return term.length >= fuzzyMinLength && /^\p{L}+$/u.test(term) ? 1 : 0;
}

/** Shortest query term that also matches longer words it begins (`subm` finds `submersible`). */
export const prefixMinLength = 3;

/**
 * Whether a query term also matches indexed terms it is the beginning of (search as you type).
 * @param term a processed query term
 */
export function usesPrefix(term: string): boolean {
  return term.length >= prefixMinLength;
}

const frequencyPattern = /(?<![\p{L}\p{N}])(50|60)\s*-?\s*(?:hz|hertz)(?![\p{L}\p{N}])/giu;

/**
 * Splits a supply frequency out of a query: `uPVC 60 Hz brochure` gives `{ text: 'uPVC brochure',
 * frequencyHz: 60 }`. Spellings `60 Hz`, `60Hz`, `60-hz`, `60 hertz` are recognised, any case.
 * When both frequencies are named, neither is preferred (both are still removed from the text).
 * @param query the raw query
 * @returns the query without the frequency (whitespace collapsed) and the frequency, if exactly one was named
 */
export function extractFrequency(query: string): { text: string; frequencyHz?: FrequencyHz } {
  const named = new Set<FrequencyHz>();
  const text = query
    .replace(frequencyPattern, (_match, hz: string) => {
      named.add(hz === '50' ? 50 : 60);
      return ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();
  const [only] = named;
  return named.size === 1 && only !== undefined ? { text, frequencyHz: only } : { text };
}
