import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../server/dist-dir';

/** Printing helpers shared by the benches, so their figures read the same way in docs/benchmarks.md. */

/**
 * Formats rows as an aligned plain-text table (the first row is the header). Columns after the first
 * are right-aligned because they hold numbers.
 */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  return rows
    .map((row, r) => {
      const line = row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
      return r === 0 ? `${line}\n${widths.map((w) => '-'.repeat(w)).join('  ')}` : line;
    })
    .join('\n');
}

/** Median of a non-empty list of numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** One line describing the run: date, machine and versions, as docs/benchmarks.md records them. */
export function runHeader(command: string): string {
  const next = JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules', 'next', 'package.json'), 'utf8')) as {
    version: string;
  };
  const cpus = os.cpus();
  return [
    `command: ${command}`,
    `date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, Next.js ${next.version}`,
  ].join('\n');
}
