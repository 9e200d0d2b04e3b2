import type { PumpApplication } from './intent';

/**
 * Shapes of the site search (issue 14): the documents the index is built from, the results a query
 * returns and the suggestions shown when nothing matches. Plain data, no functions, so that the same
 * types serve the build script, the server-rendered search page and a client island.
 */

/** What a search document points at. */
export type SearchDocumentType = 'product' | 'model' | 'document' | 'article' | 'page';

/** Heading under which results are listed; {@link searchGroups} gives their fixed order. */
export type SearchGroup = 'Products and models' | 'Documents' | 'Articles and news' | 'Pages';

/** The groups in the order a results page lists them. */
export const searchGroups: readonly SearchGroup[] = ['Products and models', 'Documents', 'Articles and news', 'Pages'];

/** The group of each document type. */
export const groupOfType: Readonly<Record<SearchDocumentType, SearchGroup>> = {
  product: 'Products and models',
  model: 'Products and models',
  document: 'Documents',
  article: 'Articles and news',
  page: 'Pages',
};

/** Supply frequency in hertz. */
export type FrequencyHz = 50 | 60;

/** One searchable thing of the site, built from the content by `buildSearchDocuments`. */
export interface SearchDocument {
  /** Unique id, `{kind}:{key}`, e.g. `product:4-inch-ks-50hz-submersible-pump`, `model:50:KS4-05/24`. */
  id: string;
  type: SearchDocumentType;
  /** Always `groupOfType[type]`. */
  group: SearchGroup;
  /** Title as the site shows it (product title, model code, brochure title, post title, page title). */
  title: string;
  /** Site path of the page, with an anchor where the thing is a part of a page (`#model-ks4-05-24`). */
  url: string;
  /** Plain text of the page (descriptions, tables, Markdown body, PDF text); what the server index searches. */
  text: string;
  /** One or two plain sentences; what the client index searches and shows as its snippet. */
  summary: string;
  /** Words that describe the thing without being its text: series, category, applications, tags, kind. */
  keywords: string;
  /** Model codes as written in the content (`KS4-05/24`); indexed in their compact form ({@link compactCode}). */
  codes: string[];
  /** Supply frequency of a product, model or brochure; absent for things of both or neither. */
  frequencyHz?: FrequencyHz;
  /** For a model: the title of the product page whose table lists it. */
  parentTitle?: string;
  /** Where the product, model or brochure's pumps go (from its category), for the query's intent. */
  application?: PumpApplication;
  /** For a model: rated motor output P2, kW. */
  powerKw?: number;
  /** For a model: the catalogue's nominal horsepower. */
  powerHp?: number;
}

/** A piece of a snippet: text to print as is, `match` when it is a matched query term. No HTML. */
export interface SnippetSegment {
  text: string;
  match: boolean;
}

/** What the index stores of a document and a hit shows: its kind, group, title, link and frequency. */
export interface SearchHitFields {
  type: SearchDocumentType;
  group: SearchGroup;
  title: string;
  url: string;
  frequencyHz?: FrequencyHz;
  /** For a model: the product page that lists it. */
  parentTitle?: string;
}

/** One hit of {@link SearchResponse}. */
export interface SearchResult extends SearchHitFields {
  /** The document id. */
  id: string;
  /** Relevance, higher is better; only comparable within one response. */
  score: number;
  /** Text around the first matched term, in segments (see {@link SnippetSegment}). */
  snippet: SnippetSegment[];
}

/** A link offered when a query is empty or finds nothing (popular categories, the tools). */
export interface SearchSuggestion {
  title: string;
  url: string;
  frequencyHz?: FrequencyHz;
}

/** The results of one query. */
export interface SearchResponse {
  /** The query as given, trimmed. */
  query: string;
  /** Number of matching documents before `limit` was applied. */
  total: number;
  /** Hits best first across groups, at most `limit` (for a "best matches" list or a combobox). */
  results: SearchResult[];
  /**
   * All hits by group (not only those in `results`), groups in {@link searchGroups} order, empty groups
   * left out, best first within a group, at most `perGroup` each. A result object in both lists is the same object.
   */
  groups: { group: SearchGroup; results: SearchResult[] }[];
  /** Links to offer instead; empty whenever there are results. */
  suggestions: SearchSuggestion[];
}
