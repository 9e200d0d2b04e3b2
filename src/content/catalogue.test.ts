import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getCatalogue, getCategories, getProductsInCategory } from './catalogue';
import { publicDir } from './load';

describe('catalogue content', () => {
  const { categories, products, staticPages } = getCatalogue();

  it('holds the whole catalogue of about 34 products, numbered without gaps', () => {
    expect(products.length).toBeGreaterThanOrEqual(30);
    expect(products.map((p) => p.no)).toEqual(products.map((_, i) => i + 1));
  });

  it('uses each product id once, with the frequency in the id', () => {
    const ids = products.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of products) expect(p.id).toContain(p.hz);
  });

  it('has products in every listing category of both frequencies', () => {
    for (const category of categories.filter((c) => c.kind === 'listing')) {
      expect(
        getProductsInCategory(category.hz, category.category).length,
        `${category.hz} ${category.title}`,
      ).toBeGreaterThan(0);
    }
    expect(getCategories('50hz').filter((c) => c.kind === 'listing')).toHaveLength(6);
    expect(getCategories('60hz').filter((c) => c.kind === 'listing')).toHaveLength(3);
  });

  it('has a static page for every static category, including the 60 Hz pipes, cables and control panel', () => {
    const pagePaths = staticPages.map((p) => `${p.hz}/${p.path}`);
    for (const category of categories.filter((c) => c.kind === 'static')) {
      expect(pagePaths).toContain(`${category.hz}/${category.path}`);
    }
    expect(pagePaths).toEqual(
      expect.arrayContaining(['60hz/pipes/uPVC-pipes', '60hz/cables/submersible-cables', '60hz/control-panel']),
    );
  });

  it('references only images that exist under public/', () => {
    const files = [
      ...categories.map((c) => c.banner),
      ...products.flatMap((p) => [p.banner, p.image, ...(p.familyCurve ? [p.familyCurve] : [])]),
      ...staticPages.flatMap((p) => [p.banner, p.image]),
    ];
    for (const file of files) expect(fs.existsSync(path.join(publicDir, file)), file).toBe(true);
  });

  it('keeps SPEC 9 figures of the 4 inch KS 50 Hz pump', () => {
    const ks4 = products.find(
      (p) => p.hz === '50hz' && p.series === 'KS' && p.performance.sizeInch === 4 && p.category === 'SUBMERSIBLE PUMPS',
    );
    expect(ks4?.performance.powerKw).toEqual({ min: 0.37, max: 11 });
    expect(ks4?.performance.speedRpm).toEqual([2900]);
    expect(ks4?.performance.maxPressureBar).toBe(54);
  });

  it('gives every specification table rows as wide as its columns', () => {
    for (const p of products) {
      for (const table of [p.specifications, p.materials, p.liquids]) {
        for (const row of table?.rows ?? []) expect(row).toHaveLength(table!.columns.length);
      }
    }
  });
});
