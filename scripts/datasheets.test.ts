import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { datasheetPath, getPumpModel, getPumpModels } from '../src/content/pump-models';
import { modelCurves } from '../src/content/model-curves';
import { siteConfig } from '../src/config/site';
import { generatePdfs, pdfSizeLimits } from './generate-pdfs';
import { renderDatasheet } from './pdf/datasheet';

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'datasheets-'));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

/** The text drawing operators of a PDF: every Flate stream inflated and joined. */
function pageContent(file: string): string {
  const pdf = fs.readFileSync(file);
  const parts: string[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream\n', at);
    if (start < 0) break;
    const end = pdf.indexOf('\nendstream', start);
    try {
      parts.push(zlib.inflateSync(pdf.subarray(start + 7, end)).toString('latin1'));
    } catch {
      // not a Flate stream (an image): skip
    }
    at = end + 10;
  }
  return parts.join('\n');
}

/** How pdfkit writes `text` with a standard font: hex of its WinAnsi bytes. */
const drawn = (text: string) => Buffer.from(text, 'latin1').toString('hex');

describe('datasheets (issue 12 §6)', () => {
  it('writes one PDF per pump model, with its code, best efficiency point and motor, the same bytes every run', async () => {
    // Every model's datasheet is offered; three are rendered here (one per frequency and the last
    // model), as the build renders all of them and checks each one's size (pdfSizeLimits).
    const models = getPumpModels();
    const model = getPumpModel(50, 'KS4-05/24')!;
    const sample = [model, models.find((m) => m.frequencyHz === 60)!, models.at(-1)!].map(datasheetPath);
    const offered: string[] = [];
    const first = await generatePdfs({
      outDir,
      kinds: ['datasheets'],
      only: (sitePath) => {
        offered.push(sitePath);
        return sample.includes(sitePath);
      },
    });
    expect(offered.sort()).toEqual(models.map((m) => datasheetPath(m)).sort());
    expect(first.map((r) => r.sitePath).sort()).toEqual([...sample].sort());
    expect(first.every((r) => r.status === 'written' && r.bytes < pdfSizeLimits.datasheets)).toBe(true);

    // The selector's BEP (the hydraulics core's), not the best published point (5.14 m³/h at 58.5 % here; the curve’s BEP is 5.02).
    const bepFlowM3h = modelCurves(model).bepFlowM3h;
    const bestPublished = model.points.reduce((a, p) => (p.efficiencyPct > a.efficiencyPct ? p : a));
    expect(Math.abs(bepFlowM3h - bestPublished.flowM3h)).toBeGreaterThan(0.05);
    const content = pageContent(path.join(outDir, datasheetPath(model)));
    expect(content).toContain(drawn('KS4-05/24'));
    expect(content).toContain(drawn(`${Number(bepFlowM3h.toFixed(2))} m³/h`));
    expect(content).toContain(drawn(`${model.motor.powerKw} kW`));
    // The link to the same data in the open JSON API.
    expect(content).toContain(drawn('/api/pumps/models/ks4-05-24-50hz'));

    // The same bytes again: one model rendered a second time over its own file (every datasheet is
    // the same renderer over its model's data, so one shows what a second run of all ~220 did).
    const second = await generatePdfs({ outDir, kinds: ['datasheets'], only: (sitePath) => sitePath === sample[0] });
    expect(second).toEqual([expect.objectContaining({ sitePath: datasheetPath(model), status: 'unchanged' })]);
  });

  it('says the figures are sample data while engineeringData is sample, and prints 3 significant figures (2.047 kW → 2.05)', async () => {
    expect(siteConfig.engineeringData).toBe('sample');
    const model = getPumpModel(50, 'KS4-05/24')!;
    // The generated curve has a point at 2 m³/h, 180 m, 47.9 %: P2 = ρ·g·Q·H/η (ISO 9906) =
    // 1000 × 9.80665 × (2/3600) × 180 / 0.479 = 980.665 W / 0.479 = 2047.3 W = 2.047 kW.
    expect(model.points.find((p) => p.flowM3h === 2)).toMatchObject({
      headM: 180,
      efficiencyPct: 47.9,
      powerKw: 2.047,
    });
    const file = path.join(outDir, 'one.pdf');
    fs.writeFileSync(
      file,
      await renderDatasheet(model, { productTitle: '4 Inch KS Submersible Pump (50 Hz)', tables: [] }),
    );
    const content = pageContent(file);
    // Drawn strings one by one (pdfkit splits a line where it kerns), then run together without spaces.
    const shown = [...content.matchAll(/<([0-9a-f]+)>/g)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'));
    const text = shown.join('').replace(/\s+/g, '');
    expect(text).toContain(`Sampledata:${siteConfig.sampleDataNotice.replace(/\s+/g, '')}`);
    expect(shown).toContain('2.05');
    expect(text).not.toContain('2.047');
    // Issue 48: the set's diameters as the borewell sizing fits a bore with them, and what the set
    // needs of its smallest borehole: max(100 mm pump with guard, 101 mm motor with cable) = 101 mm ≤ 101.6 mm.
    expect(text).toContain('Pumpwithcableguard100mm');
    expect(text).toContain('Motorwithdropcable101mm;motor95mm');
    expect(text).toContain('Smallestborehole4"(101.6mm);thesetneeds101mm');
    // No figure in the sheet carries more than two decimals.
    expect(shown.filter((piece) => /\d\.\d{3}/.test(piece))).toEqual([]);
  });
});
