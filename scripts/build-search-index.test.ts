import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import { brochureTextFile, loadSearchIndex, searchIndexFiles, searchSite } from '../src/features/search';
import { buildSearchIndexFiles, clientBudgetBytes, cleanPdfText, extractPdfText } from './build-search-index';
import { readResources } from '../src/content/resources';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-pdf-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A PDF drawn with pdfkit, as the brochure generator draws them: one page per entry of `pages`. */
async function writePdf(file: string, pages: string[][]): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const doc = new PDFDocument({ size: 'A4', autoFirstPage: false });
  const done = new Promise<void>((resolve, reject) => {
    const out = fs.createWriteStream(file);
    out.on('finish', resolve);
    out.on('error', reject);
    doc.pipe(out);
  });
  for (const lines of pages) {
    doc.addPage().fontSize(10);
    for (const line of lines) doc.text(line);
  }
  doc.end();
  await done;
}

describe('build-search-index PDF text', () => {
  it('extracts the text of every page in order, letter-spaced headings joined', async () => {
    const file = path.join(dir, 'brochure.pdf');
    await writePdf(file, [
      ['P R O D U C T B R O C H U R E', 'uPVC Column Pipes for 60 Hz installations'],
      ['Ultimate breaking load 19800 kg'],
    ]);
    const text = await extractPdfText(file);
    expect(text).toMatch(/^PRODUCTBROCHURE uPVC Column Pipes for 60 Hz installations/);
    expect(text.indexOf('uPVC')).toBeLessThan(text.indexOf('Ultimate breaking load 19800 kg'));
    expect(text).not.toMatch(/\s{2,}/);
  });

  it('fails on a file that is not a PDF', async () => {
    const file = path.join(dir, 'not.pdf');
    fs.writeFileSync(file, 'hello');
    await expect(extractPdfText(file)).rejects.toThrow();
  });
});

describe('cleanPdfText', () => {
  it('joins runs of three or more spaced letters and collapses whitespace; two spaced letters stay apart', () => {
    expect(cleanPdfText('H Z   R A N G E\nKS4 pumps a b')).toBe('H Z RANGE KS4 pumps a b');
  });
});

describe('buildSearchIndexFiles', () => {
  it('writes both indexes; the server one finds brochures by words only their PDF holds', async () => {
    // A small PDF in place of each brochure (the real ones take seconds to draw); one holds a word
    // that no page, summary or title of the content has.
    const root = path.join(dir, 'site');
    for (const brochure of readResources().brochures) {
      const extra = brochure.slug === 'plastic-pumps-50hz' ? ['Chemical duties: zorbulating baths'] : [];
      await writePdf(path.join(root, brochure.file), [[brochure.title, ...extra]]);
    }
    const build = await buildSearchIndexFiles({ outRoot: root, pdfRoot: root });
    expect(build.pdfs).toBe(readResources().brochures.length);
    expect(build.files.client.gzipBytes).toBeLessThan(clientBudgetBytes);
    const server = loadSearchIndex(fs.readFileSync(path.join(root, searchIndexFiles.server), 'utf8'));
    const client = loadSearchIndex(fs.readFileSync(path.join(root, searchIndexFiles.client), 'utf8'));
    expect(searchSite(client, 'zorbulating').results).toEqual([]);
    expect(searchSite(server, 'zorbulating').results[0]).toMatchObject({
      type: 'document',
      url: '/brochures/plastic-pumps-50hz.pdf',
    });
    // The running site rebuilds the indexes with the back office's content from this text.
    const text = JSON.parse(fs.readFileSync(path.join(root, brochureTextFile), 'utf8')) as Record<string, string>;
    expect(Object.keys(text).sort()).toEqual(
      readResources()
        .brochures.map((b) => b.slug)
        .sort(),
    );
    expect(text['plastic-pumps-50hz']).toContain('zorbulating');
  });

  it('names the command when a brochure PDF is missing', async () => {
    const empty = path.join(dir, 'empty');
    await expect(buildSearchIndexFiles({ outRoot: empty, pdfRoot: empty })).rejects.toThrow(/npm run generate:pdfs/);
  });
});
