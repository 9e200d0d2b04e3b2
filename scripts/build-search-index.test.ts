import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanPdfText, extractPdfText } from './build-search-index';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-pdf-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A two-page PDF drawn with pdfkit, as the brochure generator draws them. */
async function writePdf(file: string): Promise<void> {
  const doc = new PDFDocument({ size: 'A4' });
  const done = new Promise<void>((resolve, reject) => {
    const out = fs.createWriteStream(file);
    out.on('finish', resolve);
    out.on('error', reject);
    doc.pipe(out);
  });
  doc.fontSize(10).text('P R O D U C T B R O C H U R E');
  doc.text('uPVC Column Pipes for 60 Hz installations');
  doc.addPage().text('Ultimate breaking load 19800 kg');
  doc.end();
  await done;
}

describe('build-search-index PDF text', () => {
  it('extracts the text of every page in order, letter-spaced headings joined', async () => {
    const file = path.join(dir, 'brochure.pdf');
    await writePdf(file);
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
