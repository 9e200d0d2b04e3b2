import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';
import type { PumpApplication } from './intent';
import { compactCode, processWord, tokenize } from './normalise';
import type { SearchDocument, SearchHitFields, SearchSuggestion } from './types';

/**
 * The search index: one MiniSearch index per variant, serialised to JSON at build time by
 * `scripts/build-search-index.ts` and loaded by the server page and the client island with
 * {@link loadSearchIndex}. Both variants have the same fields and options, so one loader and one
 * query function serve both:
 *
 * - `server`: every document with its full text (page text, Markdown bodies, PDF text) indexed and
 *   stored for snippets; read from disk by the server-rendered search page;
 * - `client`: every document with its title, keywords, model codes and summary only; small enough to
 *   download for search as you type (the budget: under 60 KB gzip).
 */

/** Which index of the two (see the module comment). */
export type SearchIndexVariant = 'server' | 'client';

/** Format version of {@link SerialisedSearchIndex}; bump it when the fields or the options change. */
export const searchIndexVersion = 2;

/** Fields stored with each document and returned with a hit. */
export interface StoredFields extends SearchHitFields {
  /** What the document is for, weighed against the query's intent (`intent.ts`). */
  application?: PumpApplication;
  powerKw?: number;
  powerHp?: number;
  /** The text snippets are cut from: the full text (server) or the summary (client). */
  snippetText: string;
}

/** What MiniSearch indexes per document: the searched fields plus {@link StoredFields}. */
interface IndexedRecord extends StoredFields {
  id: string;
  /** Compact model codes, space separated. */
  codes: string;
  keywords: string;
  text: string;
}

/** Searched fields, in index order. */
export const searchFields = ['title', 'codes', 'keywords', 'text'] as const;
/** A searched field. */
export type SearchField = (typeof searchFields)[number];

const storeFields: (keyof StoredFields)[] = [
  'type',
  'group',
  'title',
  'url',
  'frequencyHz',
  'parentTitle',
  'application',
  'powerKw',
  'powerHp',
  'snippetText',
];

/**
 * MiniSearch options shared by building and loading (MiniSearch requires the same options on both
 * sides). The `codes` field holds compact codes and is split on spaces only; other fields go through
 * {@link tokenize} and {@link processWord}.
 */
const miniSearchOptions: Options<IndexedRecord> = {
  idField: 'id',
  fields: [...searchFields],
  storeFields,
  tokenize: (text, fieldName) => (fieldName === 'codes' ? text.split(' ').filter(Boolean) : tokenize(text)),
  processTerm: (term, fieldName) => (fieldName === 'codes' ? term : processWord(term)),
};

/** A loaded index with the suggestions built alongside it. */
export interface SearchIndex {
  variant: SearchIndexVariant;
  /** The MiniSearch index; `searchSite` is the supported way to query it. */
  miniSearch: MiniSearch<IndexedRecord>;
  /** Links offered for an empty query or one without hits, from the content. */
  suggestions: SearchSuggestion[];
}

/** The JSON shape written by {@link serialiseSearchIndex}. */
export interface SerialisedSearchIndex {
  version: number;
  variant: SearchIndexVariant;
  suggestions: SearchSuggestion[];
  /** `MiniSearch#toJSON()`. */
  index: unknown;
}

/** Longest summary the client index keeps, in characters (cut at a word boundary). */
export const clientSummaryChars = 160;

/** `text` cut to at most `max` characters at a word boundary, with '…' when cut. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const slice = text.slice(0, max);
  const space = slice.lastIndexOf(' ');
  return `${(space > max / 2 ? slice.slice(0, space) : slice).trimEnd()}…`;
}

function toRecord(doc: SearchDocument, variant: SearchIndexVariant): IndexedRecord {
  const summary = cut(doc.summary, clientSummaryChars);
  const record: IndexedRecord = {
    id: doc.id,
    type: doc.type,
    group: doc.group,
    title: doc.title,
    url: doc.url,
    codes: doc.codes.map(compactCode).join(' '),
    keywords: doc.keywords,
    text: variant === 'server' ? doc.text : summary,
    snippetText: variant === 'server' ? doc.text : summary,
  };
  if (doc.frequencyHz !== undefined) record.frequencyHz = doc.frequencyHz;
  if (doc.parentTitle !== undefined) record.parentTitle = doc.parentTitle;
  if (doc.application !== undefined) record.application = doc.application;
  if (doc.powerKw !== undefined) record.powerKw = doc.powerKw;
  if (doc.powerHp !== undefined) record.powerHp = doc.powerHp;
  return record;
}

/**
 * Builds an index of one variant.
 * @param documents from `buildSearchDocuments` (ids must be unique)
 * @param variant `server` (full text) or `client` (titles, codes, keywords and summaries)
 * @param suggestions links to keep with the index for empty queries (from `buildSuggestions`)
 * @throws Error (from MiniSearch) when two documents share an id
 */
export function createSearchIndex(
  documents: readonly SearchDocument[],
  variant: SearchIndexVariant,
  suggestions: SearchSuggestion[] = [],
): SearchIndex {
  const miniSearch = new MiniSearch<IndexedRecord>(miniSearchOptions);
  miniSearch.addAll(documents.map((doc) => toRecord(doc, variant)));
  return { variant, miniSearch, suggestions };
}

/**
 * The index as a JSON string ({@link SerialisedSearchIndex}), for the build script to write.
 * @param index from {@link createSearchIndex}
 */
export function serialiseSearchIndex(index: SearchIndex): string {
  const data: SerialisedSearchIndex = {
    version: searchIndexVersion,
    variant: index.variant,
    suggestions: index.suggestions,
    index: index.miniSearch.toJSON(),
  };
  return JSON.stringify(data);
}

/**
 * Loads an index written by {@link serialiseSearchIndex}: the JSON text, or the value `JSON.parse`
 * or `fetch(...).json()` gave. Works in Node and in the browser (no I/O).
 * @throws Error when the data is not a serialised search index or was written by another
 *   {@link searchIndexVersion} (rebuild it with `npm run build:search`)
 */
export function loadSearchIndex(data: string | SerialisedSearchIndex): SearchIndex {
  const parsed: unknown = typeof data === 'string' ? JSON.parse(data) : data;
  if (!isSerialisedIndex(parsed)) throw new Error('Not a serialised search index');
  if (parsed.version !== searchIndexVersion) {
    throw new Error(
      `Search index version ${String(parsed.version)} is not ${searchIndexVersion}: rebuild it (npm run build:search)`,
    );
  }
  const miniSearch = MiniSearch.loadJS<IndexedRecord>(parsed.index as AsPlainObject, miniSearchOptions);
  return { variant: parsed.variant, miniSearch, suggestions: parsed.suggestions };
}

function isSerialisedIndex(value: unknown): value is SerialisedSearchIndex {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<SerialisedSearchIndex>;
  return (
    typeof v.version === 'number' &&
    (v.variant === 'server' || v.variant === 'client') &&
    Array.isArray(v.suggestions) &&
    typeof v.index === 'object' &&
    v.index !== null
  );
}
