import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';

/**
 * Low-level readers for the owner-editable files under `content/`. Only modules in `src/content/`
 * call these; pages use the typed getters instead. Every reader throws {@link ContentError} naming
 * the file and the field, so a bad edit fails `next build` with a message the owner can act on.
 */

/** Repository root (the directory holding package.json). */
export const rootDir = process.cwd();
/** Folder of owner-editable content. */
export const contentDir = path.join(rootDir, 'content');
/** Folder served as-is at the site root. */
export const publicDir = path.join(rootDir, 'public');

/** Invalid content: the message names the file (relative to the repo) and the field. */
export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}

/** Repo-relative form of an absolute path, for messages. */
export function relative(file: string): string {
  return path.relative(rootDir, file).split(path.sep).join('/');
}

/** Formats zod issues as `file: field.path: message` lines. */
function describeIssues(file: string, error: z.ZodError): string {
  return error.issues
    .map((issue) => `${relative(file)}: ${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('\n');
}

/**
 * Validates already-parsed data against a schema.
 * @throws ContentError naming `file` and each failing field.
 */
export function parseContent<S extends z.ZodType>(file: string, schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ContentError(`Invalid content\n${describeIssues(file, result.error)}`);
  return result.data;
}

/**
 * Reads and validates one JSON file.
 * @param file absolute path
 * @throws ContentError when the file is missing, is not JSON or does not match the schema.
 */
export function readJson<S extends z.ZodType>(file: string, schema: S): z.infer<S> {
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch {
    throw new ContentError(`${relative(file)}: file is missing`);
  }
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    throw new ContentError(`${relative(file)}: not valid JSON (${(error as Error).message})`);
  }
  return parseContent(file, schema, data);
}

/** Absolute paths of files with the given extension under `dir`, recursively, sorted for stable order. */
export function listFiles(dir: string, extension: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** A validated record together with the file it came from (for messages). */
export interface Sourced<T> {
  file: string;
  data: T;
}

/** Reads every `*.json` file under `dir` (recursively) against one schema. */
export function readJsonDir<S extends z.ZodType>(dir: string, schema: S): Sourced<z.infer<S>>[] {
  return listFiles(dir, '.json').map((file) => ({ file, data: readJson(file, schema) }));
}

/**
 * Fails when two records share a key.
 * @param what e.g. 'product id'
 * @throws ContentError naming both files.
 */
export function assertUnique<T>(records: Sourced<T>[], key: (record: T) => string | number, what: string): void {
  const seen = new Map<string | number, string>();
  for (const record of records) {
    const value = key(record.data);
    const previous = seen.get(value);
    if (previous !== undefined) {
      throw new ContentError(`${relative(record.file)}: ${what} "${value}" is already used by ${previous}`);
    }
    seen.set(value, relative(record.file));
  }
}

/**
 * Fails when a site path (e.g. `/images/products/x.webp`) has no file under `public/`.
 * @param field dotted field name for the message
 * @throws ContentError naming the file and field.
 */
export function assertPublicFile(sourceFile: string, field: string, sitePath: string): void {
  if (!fs.existsSync(path.join(publicDir, sitePath))) {
    throw new ContentError(`${relative(sourceFile)}: ${field}: file public${sitePath} does not exist`);
  }
}
