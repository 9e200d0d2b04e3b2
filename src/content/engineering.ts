import path from 'node:path';
import { getCatalogue } from './catalogue';
import { ContentError, contentDir, readJson, relative } from './load';
import type { StaticPage } from './schemas/catalogue';
import { cablesFileSchema, panelsFileSchema, pipesFileSchema } from './schemas/engineering-files';
import type { CableSize, Panel, PipeMaterialData } from '@/engineering/tables';

/**
 * Engineering tables of the borewell sizing tool, read from `content/engineering/` and validated
 * once per process. Figures that repeat a catalogue page are compared with that page's table, so a
 * change on one side without the other fails `next build` with both files named.
 */

/** Absolute paths of the source files. */
export const engineeringFiles = {
  pipes: path.join(contentDir, 'engineering', 'pipes.json'),
  cables: path.join(contentDir, 'engineering', 'cables.json'),
  panels: path.join(contentDir, 'engineering', 'panels.json'),
} as const;

/** The validated engineering tables. */
export interface EngineeringData {
  /** Column pipe materials (upvc, gi, hdpe), each with its grades lightest first. */
  pipes: PipeMaterialData[];
  /** Drop-cable conductor sizes by rising cross-section. */
  cables: CableSize[];
  /** Control panel models of the site's range. */
  panels: Panel[];
}

/** Rows of the table with this caption on every static page of the category, with the page for messages. */
function pageTables(pages: StaticPage[], category: StaticPage['category'], caption: string) {
  const matching = pages.filter((p) => p.category === category);
  if (matching.length === 0) throw new ContentError(`content/catalogue/pages: no page of category ${category}`);
  return matching.map((page) => {
    const block = page.blocks.find((b) => b.type === 'table' && b.table.caption === caption);
    if (!block || block.type !== 'table') {
      throw new ContentError(
        `content/catalogue/pages/${page.hz}: ${page.title}: no table captioned "${caption}" (the sizing tool checks its data against it)`,
      );
    }
    return { where: `content/catalogue/pages/${page.hz} (${page.title}, table "${caption}")`, rows: block.table.rows };
  });
}

function assertSame(file: string, what: string, ours: string[][], where: string, theirs: string[][]): void {
  const a = JSON.stringify(ours);
  const b = JSON.stringify(theirs.map((row) => row.slice(0, ours[0]?.length ?? 0)));
  if (a !== b) {
    throw new ContentError(`${relative(file)}: ${what} ${a} differ from ${where}: ${b}; update both together`);
  }
}

/** Number as the catalogue pages write it ('0.37', '7.5', '150'). */
const num = (n: number) => String(n);

/**
 * Compares the figures the engineering tables repeat with the catalogue pages' tables.
 * @throws ContentError naming the engineering file and the page when they differ or the page table is missing.
 */
export function checkAgainstCatalogue(data: EngineeringData, pages: StaticPage[]): void {
  const upvc = data.pipes.find((m) => m.material === 'upvc');
  if (upvc) {
    for (const { where, rows } of pageTables(pages, 'uPVC PIPES', 'Maximum installation depth')) {
      const ours = upvc.grades.map((g) => [g.grade, num(g.maxInstallationDepthM ?? 0)]);
      assertSame(engineeringFiles.pipes, 'uPVC grades and maximum installation depths', ours, where, rows);
    }
    for (const { where, rows } of pageTables(pages, 'uPVC PIPES', 'Nominal diameters')) {
      for (const grade of upvc.grades) {
        const ours = grade.sizes.map((s) => [s.size, num(s.dnMm ?? 0)]);
        assertSame(engineeringFiles.pipes, `uPVC ${grade.grade} nominal sizes`, ours, where, rows);
      }
    }
  }
  for (const { where, rows } of pageTables(pages, 'SUBMERSIBLE CABLES', 'Sizes and current ratings')) {
    const ours = data.cables.map((c) => [num(c.sizeMm2), num(c.currentRatingInWaterA)]);
    const theirs = rows.map((r) => [r[0] ?? '', r[2] ?? '']);
    assertSame(engineeringFiles.cables, 'cable sizes and current ratings', ours, where, theirs);
  }
  for (const { where, rows } of pageTables(pages, 'CONTROL PANEL', 'Models')) {
    const ours = data.panels.map((p) => [
      p.model,
      p.description,
      p.supply,
      `${num(p.powerKw.min)} - ${num(p.powerKw.max)}`,
    ]);
    assertSame(engineeringFiles.panels, 'control panel models', ours, where, rows);
  }
}

function loadEngineering(): EngineeringData {
  const data: EngineeringData = {
    pipes: readJson(engineeringFiles.pipes, pipesFileSchema).materials,
    cables: readJson(engineeringFiles.cables, cablesFileSchema).sizes,
    panels: readJson(engineeringFiles.panels, panelsFileSchema).panels,
  };
  checkAgainstCatalogue(data, getCatalogue().staticPages);
  return data;
}

let cached: EngineeringData | undefined;

/**
 * The validated engineering tables (read on first call, then cached for the process).
 * @throws ContentError when a file is invalid or disagrees with the catalogue page it repeats.
 */
export function getEngineeringData(): EngineeringData {
  cached ??= loadEngineering();
  return cached;
}
