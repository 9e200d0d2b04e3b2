import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

/**
 * Reads `content/` loosely: every JSON file and the front matter of every Markdown file, without
 * the zod schemas, because the generator must also work on half-written content (it runs while
 * other people are still adding products) and only needs image paths and a few descriptive fields.
 */

/** A JSON object found anywhere in a content file, with the file it came from. */
export interface ContentRecord {
  file: string;
  data: Record<string, unknown>;
}

/** Everything the recipes need from the content. */
export interface ContentIndex {
  /** Site paths beginning with `/images/`, each with the content files that mention it. */
  references: Map<string, Set<string>>;
  /** Every JSON object (including nested ones and Markdown front matter). */
  records: ContentRecord[];
  /** Files that could not be parsed (reported, not fatal). */
  problems: string[];
}

/** Files under `dir` with one of the extensions, recursively, sorted. */
function listFiles(dir: string, extensions: string[]): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && extensions.some((ext) => e.name.endsWith(ext)))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Strips a query string or fragment so that `/images/a.webp?v=2` maps to its file. */
function cleanPath(value: string): string {
  return value.split(/[?#]/)[0]!;
}

/** Walks a parsed value, collecting `/images/` strings and every object. */
function walk(value: unknown, file: string, index: ContentIndex): void {
  if (typeof value === 'string') {
    if (value.startsWith('/images/')) addReference(index, cleanPath(value), file);
  } else if (Array.isArray(value)) {
    for (const item of value) walk(item, file, index);
  } else if (isObject(value)) {
    index.records.push({ file, data: value });
    for (const item of Object.values(value)) walk(item, file, index);
  }
}

function addReference(index: ContentIndex, sitePath: string, file: string): void {
  const set = index.references.get(sitePath) ?? new Set<string>();
  set.add(file);
  index.references.set(sitePath, set);
}

/**
 * Scans a content folder.
 * @param contentDir absolute path of `content/` (or a fixture folder)
 */
export function scanContent(contentDir: string): ContentIndex {
  const index: ContentIndex = { references: new Map(), records: [], problems: [] };
  for (const file of listFiles(contentDir, ['.json'])) {
    try {
      walk(JSON.parse(fs.readFileSync(file, 'utf8')), file, index);
    } catch (error) {
      // A file mid-edit by someone else must not stop the generator; it is reported instead.
      index.problems.push(`${file}: ${(error as Error).message}`);
    }
  }
  for (const file of listFiles(contentDir, ['.md', '.mdx'])) {
    try {
      const parsed = matter(fs.readFileSync(file, 'utf8'));
      const data = { ...parsed.data, __slug: path.basename(file).replace(/\.mdx?$/, '') };
      walk(data, file, index);
      // Images written into the Markdown body (`![alt](/images/...)` or `src="/images/..."`).
      for (const match of parsed.content.matchAll(/\(\s*(\/images\/[^)\s"']+)|["'](\/images\/[^"'\s]+)["']/g)) {
        addReference(index, cleanPath(match[1] ?? match[2]!), file);
      }
    } catch (error) {
      index.problems.push(`${file}: ${(error as Error).message}`);
    }
  }
  return index;
}

/** A string field of a record, if it is a non-empty string. */
export function str(record: Record<string, unknown> | undefined, key: string): string | undefined {
  const value = record?.[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** The records that mention `sitePath` as one of their own (not nested) string values. */
export function recordsReferencing(index: ContentIndex, sitePath: string): ContentRecord[] {
  return index.records.filter((r) =>
    Object.values(r.data).some((v) => typeof v === 'string' && cleanPath(v) === sitePath),
  );
}

/** A closed range as stored in content (`{ min, max }`). */
export interface NumRange {
  min: number;
  max: number;
}

function range(value: unknown): NumRange | undefined {
  if (!isObject(value)) return undefined;
  const { min, max } = value;
  return typeof min === 'number' && typeof max === 'number' && Number.isFinite(min) && Number.isFinite(max)
    ? { min, max }
    : undefined;
}

/** A structured spec table (`{ caption, columns, rows }`). */
export interface LooseTable {
  caption: string;
  columns: string[];
  rows: string[][];
}

function asTable(value: unknown): LooseTable | undefined {
  if (!isObject(value) || !Array.isArray(value.columns) || !Array.isArray(value.rows)) return undefined;
  const columns = value.columns.map(String);
  const rows = value.rows.filter(Array.isArray).map((row: unknown[]) => row.map(String));
  return { caption: typeof value.caption === 'string' ? value.caption : '', columns, rows };
}

/** What the product recipes need to know about one product or static product page. */
export interface ProductFacts {
  /** Product id, or `{hz}-{last path segment}` for static pages. */
  key: string;
  hz?: string;
  category?: string;
  series?: string;
  title?: string;
  sizeInch?: number;
  flowM3h?: NumRange;
  headM?: NumRange;
  speedRpm?: number[];
  /** All spec tables of the record (specifications, blocks), for model lists. */
  tables: LooseTable[];
}

function factsOf(key: string, data: Record<string, unknown>): ProductFacts {
  const perf = isObject(data.performance) ? data.performance : {};
  const tables: LooseTable[] = [];
  for (const value of Object.values(data)) {
    const table = asTable(value);
    if (table) tables.push(table);
  }
  if (Array.isArray(data.blocks)) {
    for (const block of data.blocks) {
      const table = isObject(block) ? asTable(block.table) : undefined;
      if (table) tables.push(table);
    }
  }
  const speeds = Array.isArray(perf.speedRpm)
    ? perf.speedRpm.filter((v): v is number => typeof v === 'number')
    : undefined;
  return {
    key,
    hz: str(data, 'hz'),
    category: str(data, 'category'),
    series: str(data, 'series'),
    title: str(data, 'title'),
    sizeInch: typeof perf.sizeInch === 'number' ? perf.sizeInch : undefined,
    flowM3h: range(perf.flowM3h),
    headM: range(perf.headM),
    speedRpm: speeds?.length ? speeds : undefined,
    tables,
  };
}

/** The `{hz}-{last path segment, lower case}` key of a static product page. */
export function staticPageKey(hz: string, pagePath: string): string {
  return `${hz}-${pagePath.split('/').pop()!.toLowerCase()}`;
}

/**
 * Finds the product behind `/images/{folder}/{name}.webp`: a record whose `id` is `name`, a static
 * page whose `{hz}-{slug}` is `name`, or any record with a category that references the file.
 */
export function findProduct(index: ContentIndex, name: string, sitePath: string): ProductFacts | undefined {
  const byId = index.records.find((r) => r.data.id === name && (r.data.category || r.data.performance));
  if (byId) return factsOf(name, byId.data);
  const byPage = index.records.find((r) => {
    const hz = str(r.data, 'hz');
    const pagePath = str(r.data, 'path');
    // Static pages carry a series; category records in categories.json share hz/path but do not.
    return hz && pagePath && r.data.category && r.data.series && staticPageKey(hz, pagePath) === name;
  });
  if (byPage) return factsOf(name, byPage.data);
  const referencing = recordsReferencing(index, sitePath).find((r) => r.data.category || r.data.series);
  if (referencing) return factsOf(name, referencing.data);
  // Static-page image blocks are nested: the page itself is the record holding the block.
  const holder = index.records.find(
    (r) =>
      Array.isArray(r.data.blocks) && r.data.blocks.some((b) => isObject(b) && b.src === sitePath) && r.data.category,
  );
  return holder ? factsOf(name, holder.data) : undefined;
}

/** Category (SPEC 3.1 name) behind a banner `{hz}-{slug}`, from categories.json or any record using the banner. */
export function findBannerCategory(index: ContentIndex, name: string, sitePath: string): string | undefined {
  const category = index.records.find((r) => {
    const hz = str(r.data, 'hz');
    const catPath = str(r.data, 'path');
    return hz && catPath && `${hz}-${catPath.toLowerCase().replace(/\//g, '-')}` === name && str(r.data, 'category');
  });
  if (category) return str(category.data, 'category');
  return recordsReferencing(index, sitePath)
    .map((r) => str(r.data, 'category'))
    .find(Boolean);
}

/** Title (and frequency) of the first record referencing the file, e.g. a brochure or a blog post. */
export function findTitle(index: ContentIndex, sitePath: string, name: string): { title?: string; hz?: string } {
  const record =
    recordsReferencing(index, sitePath).find((r) => str(r.data, 'title')) ??
    index.records.find(
      (r) =>
        (r.data.id === name || r.data._id === name || r.data.slug === name || r.data.__slug === name) &&
        str(r.data, 'title'),
    );
  if (!record) return {};
  const hz = str(record.data, 'hz') ?? str(record.data, 'category');
  return {
    title: str(record.data, 'title'),
    hz: hz && /^[56]0\s*hz$/i.test(hz) ? hz.toLowerCase().replace(/\s/g, '') : undefined,
  };
}
