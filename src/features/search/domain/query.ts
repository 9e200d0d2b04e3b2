import type { Query, SearchOptions, SearchResult as Hit } from 'minisearch';
import { extractPower, intentFactor, queryIntent, type QueryIntent } from './intent';
import { codeCandidates, extractFrequency, fuzzyDistance, terms, usesPrefix } from './normalise';
import type { SearchIndex, StoredFields } from './search-index';
import { buildSnippet, snippetChars } from './snippet';
import {
  searchGroups,
  type FrequencyHz,
  type SearchDocumentType,
  type SearchResponse,
  type SearchResult,
} from './types';

/**
 * Runs a visitor's query against a loaded index and shapes the answer for a results page. Pure: no
 * I/O, the same in Node and the browser.
 *
 * Ranking (MiniSearch BM25, query terms combined with OR, a document's score multiplied by how many
 * query terms it matched):
 * - field weights {@link fieldBoost}: title 4, keywords 2, text 1;
 * - a title that holds all query terms weighs up to twice as much ({@link titleCoverageBoost});
 * - model codes: every run of query words that could be a code ({@link codeCandidates}) is also
 *   looked up in compact form on the `codes` field, exact or as a prefix, with weight 10, so
 *   `ks4 0524` puts model KS4-05/24 first;
 * - typo tolerance and prefixes per term: {@link fuzzyDistance}, {@link usesPrefix};
 * - a frequency named in the query (`60 Hz`) is taken out of the text and weights documents of that
 *   frequency by {@link frequencyBoost.same} and of the other by {@link frequencyBoost.other};
 * - pumps first: unless the query names an accessory ({@link accessoryTerms}), a document about a
 *   pump weighs {@link pumpBoost} times more, so `submersable` lists the submersible pumps before
 *   the submersible cables and motors that share the word;
 * - the query's intent ({@link queryIntent}): a named application (borewell, open well, booster,
 *   sewage) or motor power (`1 hp`, `5.5 kW`) weighs documents of it up and others down
 *   ({@link intentFactor});
 * - a relevance floor: hits scoring under {@link relevanceFloor} of the best hit are neither listed
 *   nor counted, so a two-word query does not "find" every page that holds only its commonest word.
 */

/** Weight of a match in each field. */
export const fieldBoost = { title: 4, keywords: 2, text: 1, codes: 10 } as const;

/** Score factors when the query names a frequency; documents without one keep factor 1. */
export const frequencyBoost = { same: 1.5, other: 0.5 } as const;

/**
 * Factor on the score of a document about a pump (its title, or for a model the title of its product
 * page, holds the word "pump") when the query names no accessory. The site is a pump maker's: a
 * visitor who types only `submersible` means the pump far more often than its cable, yet the
 * category pages "Submersible Pumps", "Submersible Cables" and "Submersible Motors" score within 1 %
 * of each other on the word (measured on the content: 35.65, 35.69, 35.57 in the server index; in
 * the client index the pumps page is 12 % under the cables page). 1.25 lifts the pumps above them
 * while a document that matches the query clearly better (another word, a model code) still wins.
 */
export const pumpBoost = 1.25;

/**
 * Query terms (after {@link terms}) that name a product other than a pump: the accessory categories
 * of the catalogue (Submersible Cables, Submersible Motors, Control Panel, uPVC Pipes) and the
 * mixers. A query holding one of them asks for that accessory, so {@link pumpBoost} does not apply.
 */
export const accessoryTerms: ReadonlySet<string> = new Set([
  'cable',
  'motor',
  'panel',
  'starter',
  'pipe',
  'column',
  'upvc',
  'mixer',
]);

/**
 * Share of the best hit's score under which a hit is dropped. BM25 gives a term found in nearly every
 * document an inverse document frequency near zero, so a hit that matches only such a term scores a
 * few percent of a hit on the query's distinctive word: for `flow sleeve` on the full-text index the
 * pages holding "sleeve" score 29–100 % of the best, the 262 holding only "flow" (a peripheral-pump
 * brochure among them) 1.3–2.8 %. 5 % keeps the first group and drops the second.
 */
export const relevanceFloor = 0.05;

/**
 * {@link isAboutPump} by document (its stored fields, one object per document of an index): asked for
 * every document and matched term of a search, it was a fifth of the search's time (issue 51).
 */
const aboutPump = new WeakMap<object, boolean>();

/** Whether a document is about a pump: its title or its product page's title holds the word. */
function isAboutPump(stored: Partial<StoredFields> | undefined): boolean {
  if (!stored) return false;
  let about = aboutPump.get(stored);
  if (about === undefined) {
    about = terms(`${stored.title ?? ''} ${stored.parentTitle ?? ''}`).includes('pump');
    aboutPump.set(stored, about);
  }
  return about;
}

/** Options of {@link searchSite}. */
export interface SearchSiteOptions {
  /** Most hits in `results` (default {@link defaultLimit}); `total` still counts every hit above the floor. */
  limit?: number;
  /** Most hits per group in `groups` (default {@link defaultPerGroup}), taken from all hits. */
  perGroup?: number;
  /** Keep only documents of this frequency, plus those that have none (pages, articles). */
  frequencyHz?: FrequencyHz;
  /** Keep only these document types. */
  types?: readonly SearchDocumentType[];
  /** Snippet window in characters (default 160). */
  snippetChars?: number;
}

/** Default of {@link SearchSiteOptions.limit}. */
export const defaultLimit = 50;
/** Default of {@link SearchSiteOptions.perGroup}. */
export const defaultPerGroup = 10;

/**
 * How much a title that holds every query term adds: the score is multiplied by
 * `1 + titleCoverageBoost × (query terms matched in the title or model code ÷ query terms)`.
 * It lets `submersible pump` prefer the page titled "Submersible Pumps" to a long article that
 * says both words many times.
 */
export const titleCoverageBoost = 1;

/** Fields the words of a query are looked up in. */
const wordFields = ['title', 'keywords', 'text'];

/**
 * The MiniSearch query for a visitor's text: the words (in `fields`), plus model-code candidates on
 * the `codes` field.
 */
function buildQuery(text: string, fields: string[] = wordFields): Query {
  const words: Query = {
    queries: [text],
    fields,
    boost: { title: fieldBoost.title, keywords: fieldBoost.keywords, text: fieldBoost.text },
    prefix: (term) => usesPrefix(term),
    fuzzy: (term) => fuzzyDistance(term),
  };
  const codes = codeCandidates(text);
  if (codes.length === 0) return words;
  const codeQuery: Query = {
    queries: [codes.join(' ')],
    fields: ['codes'],
    boost: { codes: fieldBoost.codes },
    tokenize: (value) => value.split(' ').filter(Boolean),
    processTerm: (term) => term,
    prefix: true,
    fuzzy: false,
  };
  return { combineWith: 'OR', queries: [words, codeQuery] };
}

function emptyResponse(query: string, index: SearchIndex): SearchResponse {
  return { query, total: 0, results: [], groups: [], suggestions: index.suggestions };
}

/**
 * Searches the site.
 * @param index from `loadSearchIndex` (server or client variant; the client one has shorter snippets)
 * @param q the visitor's query as typed, e.g. `KS4-05/24`, `submersable pump`, `uPVC 60 Hz brochure`
 * @param options limit, frequency and type filters, snippet length
 * @returns hits above the {@link relevanceFloor} best first, their number in `total`, and by group in
 *   the fixed order of `searchGroups`, each with a snippet in segments; for an empty query, or one
 *   without hits, no results and the index's `suggestions`
 *   (popular categories and the tools, from the content)
 * @throws nothing for any string; an index of another format fails earlier, in `loadSearchIndex`
 */
export function searchSite(index: SearchIndex, q: string, options: SearchSiteOptions = {}): SearchResponse {
  const query = q.trim();
  if (!query) return emptyResponse(query, index);
  const { text: withoutHz, frequencyHz: named } = extractFrequency(query);
  const { text, power } = extractPower(withoutHz);
  const searched = text || withoutHz || query;
  const pumpsFirst = !terms(searched).some((term) => accessoryTerms.has(term));
  const filter: SearchOptions['filter'] = (hit) => {
    const stored = hit as unknown as StoredFields;
    if (options.frequencyHz && stored.frequencyHz !== undefined && stored.frequencyHz !== options.frequencyHz) {
      return false;
    }
    return !options.types || options.types.includes(stored.type);
  };
  // The intent is read from the index terms the query matched, so a misspelt application
  // ("submersable") counts as the word it matched; the search is then weighed by it.
  const matched = index.miniSearch.search(buildQuery(searched), { filter });
  if (matched.length === 0) return emptyResponse(query, index);
  const intent: QueryIntent = {
    ...queryIntent(searched, new Set(matched.flatMap((hit) => hit.terms))),
    ...(power ? { power } : {}),
  };
  const searchOptions: SearchOptions = {
    boostDocument: (_id, _term, stored) => {
      const fields = stored as Partial<StoredFields> | undefined;
      const pump = (pumpsFirst && isAboutPump(fields) ? pumpBoost : 1) * intentFactor(intent, fields ?? {});
      const hz = fields?.frequencyHz;
      if (!named || hz === undefined) return pump;
      return pump * (hz === named ? frequencyBoost.same : frequencyBoost.other);
    },
    filter,
  };
  const found = index.miniSearch.search(buildQuery(searched), searchOptions);
  // Title coverage: the same query on the title (and code) fields only, counting matched query terms.
  const inTitle = new Map(
    index.miniSearch
      .search(buildQuery(searched, ['title']), searchOptions)
      .map((hit) => [hit.id, hit.queryTerms.length]),
  );
  const queryTerms = new Set([...terms(searched), ...codeCandidates(searched)]).size || 1;
  const hits = found
    .map((hit) => ({
      ...hit,
      score: hit.score * (1 + (titleCoverageBoost * Math.min(queryTerms, inTitle.get(hit.id) ?? 0)) / queryTerms),
    }))
    .sort((a, b) => b.score - a.score);
  const floor = (hits[0]?.score ?? 0) * relevanceFloor;
  const relevant = hits.filter((hit) => hit.score >= floor);
  const snippetLength = options.snippetChars ?? snippetChars;
  const made = new Map<Hit, SearchResult>();
  const toResult = (hit: Hit): SearchResult => {
    const known = made.get(hit);
    if (known) return known;
    const stored = hit as unknown as StoredFields;
    const result: SearchResult = {
      id: String(hit.id),
      type: stored.type,
      group: stored.group,
      title: stored.title,
      url: stored.url,
      score: hit.score,
      snippet: buildSnippet(stored.snippetText, Object.keys(hit.match), snippetLength),
    };
    if (stored.frequencyHz !== undefined) result.frequencyHz = stored.frequencyHz;
    if (stored.parentTitle !== undefined) result.parentTitle = stored.parentTitle;
    made.set(hit, result);
    return result;
  };
  const results = relevant.slice(0, options.limit ?? defaultLimit).map(toResult);
  const groups = searchGroups
    .map((group) => ({
      group,
      results: relevant
        .filter((hit) => (hit as unknown as StoredFields).group === group)
        .slice(0, options.perGroup ?? defaultPerGroup)
        .map(toResult),
    }))
    .filter((group) => group.results.length > 0);
  return { query, total: relevant.length, results, groups, suggestions: [] };
}
