/**
 * Builds the site search indexes (issue 14), a step of `prebuild` after the PDFs are generated:
 *
 * 1. extracts the text of every brochure PDF under `public/` (unpdf, the PDF.js text layer);
 * 2. builds the search documents from the content (`buildSearchDocuments`), brochures with their PDF text;
 * 3. writes the `server` index (full text) and the `client` index (titles, codes, keywords,
 *    summaries) to `searchIndexFiles`, and prints the time taken and the client index's gzip size;
 *    writes the PDF text to `brochureTextFile`, from which the running site rebuilds both indexes with
 *    what the back office publishes (`src/features/search/server/live-index.server.ts`).
 *
 * Fails when a brochure PDF is missing (run `npm run generate:pdfs`) or when the client index is
 * over {@link clientBudgetBytes} gzip; the time budget ({@link timeBudgetMs}) is only reported,
 * because it depends on the machine.
 *
 *   npm run build:search
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { extractText, getDocumentProxy } from 'unpdf';
import { publicDir, rootDir } from '../src/content/load';
import { readResources } from '../src/content/resources';
import { buildSearchDocuments, buildSuggestions } from '../src/features/search/server/documents';
import { brochureTextFile, createSearchIndex, searchIndexFiles, serialiseSearchIndex } from '../src/features/search';

/** The budget for the client index: 60 KB gzip. */
export const clientBudgetBytes = 60 * 1024;
/** The budget for building the indexes: 10 s. */
export const timeBudgetMs = 10_000;

/**
 * Joins letter-spaced words back together (`P R O D U C T` → `PRODUCT`, as brochure covers set
 * headings) and collapses whitespace, so that PDF text indexes like any other text.
 * @param text raw text from the PDF text layer
 */
export function cleanPdfText(text: string): string {
  return text
    .replace(/(?<![\p{L}\p{N}])\p{L}(?: \p{L}){2,}(?![\p{L}\p{N}])/gu, (spaced) => spaced.replace(/ /g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Plain text of a PDF, all pages in order, cleaned by {@link cleanPdfText}.
 * @param file absolute path of the PDF
 * @throws Error when the file is missing or is not a readable PDF
 */
export async function extractPdfText(file: string): Promise<string> {
  const data = new Uint8Array(fs.readFileSync(file));
  const pdf = await getDocumentProxy(data, { verbosity: 0 }); // 0: errors only, no warnings on stderr
  try {
    const { text } = await extractText(pdf, { mergePages: true });
    return cleanPdfText(text);
  } finally {
    await pdf.destroy();
  }
}

/** Figures of one run of {@link buildSearchIndexFiles}. */
export interface SearchIndexBuild {
  /** Documents indexed. */
  documents: number;
  /** Brochure PDFs whose text was extracted. */
  pdfs: number;
  /** Wall time of the whole build in ms (PDF text, documents, both indexes, writing). */
  elapsedMs: number;
  /** Written files (absolute paths) and their sizes in bytes, raw and gzip (level 9). */
  files: Record<'server' | 'client', { file: string; bytes: number; gzipBytes: number }>;
}

/** Where {@link buildSearchIndexFiles} reads and writes. */
export interface SearchIndexBuildOptions {
  /** Folder the `searchIndexFiles` paths are resolved against (default: the repository root). */
  outRoot?: string;
  /** Folder holding the brochure PDFs at their site paths (default: `public/`). */
  pdfRoot?: string;
}

/**
 * Builds and writes both indexes.
 * @throws Error when a brochure PDF is missing or unreadable
 */
export async function buildSearchIndexFiles({
  outRoot = rootDir,
  pdfRoot = publicDir,
}: SearchIndexBuildOptions = {}): Promise<SearchIndexBuild> {
  const started = performance.now();
  const { brochures } = readResources();
  const brochureText: Record<string, string> = {};
  for (const brochure of brochures) {
    const file = path.join(pdfRoot, brochure.file);
    if (!fs.existsSync(file))
      throw new Error(`${path.relative(rootDir, file)} is missing: run npm run generate:pdfs first`);
    brochureText[brochure.slug] = await extractPdfText(file);
  }
  // The running site rebuilds the index with the back office's published content from this text.
  const textFile = path.join(outRoot, brochureTextFile);
  fs.mkdirSync(path.dirname(textFile), { recursive: true });
  fs.writeFileSync(textFile, JSON.stringify(brochureText));
  const documents = buildSearchDocuments({ brochureText });
  const suggestions = buildSuggestions();
  const files = {} as SearchIndexBuild['files'];
  for (const variant of ['server', 'client'] as const) {
    const json = serialiseSearchIndex(createSearchIndex(documents, variant, suggestions));
    const file = path.join(outRoot, searchIndexFiles[variant]);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, json);
    const bytes = Buffer.byteLength(json);
    const gzipBytes = zlib.gzipSync(json, { level: 9 }).length;
    files[variant] = { file, bytes, gzipBytes };
  }
  return { documents: documents.length, pdfs: brochures.length, elapsedMs: performance.now() - started, files };
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function main(): Promise<number> {
  const build = await buildSearchIndexFiles();
  const { server, client } = build.files;
  console.log(
    `build-search-index: ${build.documents} documents (${build.pdfs} brochure PDFs) in ${(build.elapsedMs / 1000).toFixed(2)} s` +
      ` (budget ${timeBudgetMs / 1000} s)`,
  );
  console.log(
    `build-search-index: server ${path.relative(rootDir, server.file)} ${kb(server.bytes)} (${kb(server.gzipBytes)} gzip)`,
  );
  console.log(
    `build-search-index: client ${path.relative(rootDir, client.file)} ${kb(client.bytes)} (${kb(client.gzipBytes)} gzip, budget ${kb(clientBudgetBytes)})`,
  );
  if (build.elapsedMs > timeBudgetMs) console.warn('build-search-index: WARNING over the 10 s time budget');
  if (client.gzipBytes > clientBudgetBytes) {
    console.error(
      `build-search-index: the client index is ${kb(client.gzipBytes)} gzip, over the ${kb(clientBudgetBytes)} budget`,
    );
    return 1;
  }
  return 0;
}

if (path.basename(process.argv[1] ?? '').startsWith('build-search-index')) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`build-search-index: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
