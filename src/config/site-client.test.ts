import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfig } from './site';
import { clientSiteConfig } from './site-client';

const srcDir = path.resolve(__dirname, '..');

/** Files under src/, recursively. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The file an import specifier names (`@/…` or relative), or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(srcDir, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Modules a file imports at run time (`import type` and `export type` left out). */
function runtimeImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm),
    ...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]!);
  return specifiers.map((s) => resolveImport(file, s)).filter((f): f is string => f !== null);
}

describe('browser code reads clientSiteConfig, never the whole siteConfig (issue 26)', () => {
  it('no module reachable from a client component imports src/config/site.ts', () => {
    const siteModule = path.join(srcDir, 'config', 'site.ts');
    const clientEntries = sourceFiles(srcDir).filter((file) =>
      /^\s*['"]use client['"]/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(clientEntries.length).toBeGreaterThan(10);
    const offenders: string[] = [];
    for (const entry of clientEntries) {
      const seen = new Set<string>([entry]);
      const queue = [{ file: entry, chain: [entry] }];
      while (queue.length > 0) {
        const { file, chain } = queue.shift()!;
        for (const next of runtimeImports(file)) {
          if (next === siteModule) offenders.push([...chain, next].map((f) => path.relative(srcDir, f)).join(' → '));
          else if (!seen.has(next)) {
            seen.add(next);
            queue.push({ file: next, chain: [...chain, next] });
          }
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('siteConfig takes the shared settings from clientSiteConfig, so each is set once', () => {
    expect(siteConfig.name).toBe(clientSiteConfig.name);
    expect(siteConfig.languages).toBe(clientSiteConfig.languages);
    expect(siteConfig.currency).toBe(clientSiteConfig.currency);
  });

  it("writes the currency's symbol as its locale does (the tariff's label shows it without Intl in the browser)", () => {
    const { code, locale, symbol } = clientSiteConfig.currency;
    const written = new Intl.NumberFormat(locale, { style: 'currency', currency: code })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value;
    expect(symbol).toBe(written);
  });
});
