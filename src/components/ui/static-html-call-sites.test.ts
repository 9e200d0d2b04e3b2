import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `<StaticHtml>` writes its children into the page as HTML that React does not check, so it must only
 * ever receive the site's own content (decision 0022). This test holds every file that uses it to
 * that: the list below names each one and where its data comes from, a new use fails until it is
 * added here after review, and a listed file fails as soon as it reads anything of the request
 * (query, route search params, cookies, headers, form data) or becomes a client module.
 */

/** Every file that may render StaticHtml, and the content it passes (all read at build time). */
const callSites: Record<string, string> = {
  'src/components/layout/site-footer.tsx': 'siteConfig (contact, social) and the catalogue menu',
  'src/features/blog/components/blog-article.tsx': 'a blog body from content/blogs (Markdown, sanitised)',
  'src/features/catalogue/components/product-detail.tsx': 'the product, its spec tables and model data (content/)',
  'src/features/catalogue/components/static-product-page.tsx': 'the static page blocks and model data (content/)',
  'src/features/company/components/company-page.tsx': 'the company text (content/company)',
};

/** What reading request data looks like in this code base (App Router APIs and route props). */
const requestReads =
  /\b(searchParams|useSearchParams|cookies\s*\(|headers\s*\(|draftMode|formData|NextRequest|Request\b|useActionState|'use client'|"use client")/;

const srcDir = path.resolve(import.meta.dirname, '../..');
const repoRoot = path.resolve(srcDir, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const users = sourceFiles(srcDir)
  .filter((file) => /from '(@\/components\/ui|\.)\/static-html'/.test(fs.readFileSync(file, 'utf8')))
  .map((file) => path.relative(repoRoot, file).split(path.sep).join('/'))
  .sort();

describe('StaticHtml receives only the site content', () => {
  it('is used only in the reviewed files, each with its content source', () => {
    expect(users).toEqual(Object.keys(callSites).sort());
  });

  it.each(Object.keys(callSites))('%s reads nothing of the request', (file) => {
    const source = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    expect(source.match(requestReads)?.[0] ?? null).toBeNull();
  });
});
