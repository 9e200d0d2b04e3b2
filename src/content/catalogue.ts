import path from 'node:path';
import { z } from 'zod';
import {
  assertPublicFile,
  assertUnique,
  ContentError,
  contentDir,
  readJson,
  readJsonDir,
  relative,
  type Sourced,
} from './load';
import {
  categorySchema,
  productSchema,
  staticPageSchema,
  type Category,
  type Product,
  type StaticPage,
} from './schemas/catalogue';
import type { Frequency } from './schemas/common';

/**
 * The catalogue: categories, products with detail pages and static product pages, read from
 * `content/catalogue/` and validated once per process. Cross-record rules (unique ids and numbers,
 * categories that exist, files that exist) are checked here so that `next build` fails on them.
 */

const catalogueDir = path.join(contentDir, 'catalogue');

/** Validated catalogue, sorted for display. */
export interface Catalogue {
  /** Categories ordered by frequency then `order`. */
  categories: Category[];
  /** Products ordered by `no`. */
  products: Product[];
  /** Static product pages ordered by frequency then path. */
  staticPages: StaticPage[];
}

function checkFiles(sourced: Sourced<Product | StaticPage | Category>[]): void {
  for (const { file, data } of sourced) {
    assertPublicFile(file, 'banner', data.banner);
    if ('image' in data) assertPublicFile(file, 'image', data.image);
    if ('familyCurve' in data && data.familyCurve) assertPublicFile(file, 'familyCurve', data.familyCurve);
    if ('blocks' in data) {
      data.blocks.forEach((block, i) => {
        if (block.type === 'image') assertPublicFile(file, `blocks.${i}.src`, block.src);
      });
    }
  }
}

function loadCatalogue(): Catalogue {
  const categoriesFile = path.join(catalogueDir, 'categories.json');
  const categories = readJson(categoriesFile, z.array(categorySchema));
  const sourcedCategories = categories.map((data) => ({ file: categoriesFile, data }));
  assertUnique(sourcedCategories, (c) => `${c.hz}/${c.path}`, 'category path');
  assertUnique(sourcedCategories, (c) => `${c.hz}/${c.category}`, 'category');

  const products = readJsonDir(path.join(catalogueDir, 'products'), productSchema);
  assertUnique(products, (p) => p.id, 'product id');
  assertUnique(products, (p) => p.no, 'product no');
  for (const { file, data } of products) {
    const expectedFile = `${data.id}.json`;
    if (path.basename(file) !== expectedFile) {
      throw new ContentError(`${relative(file)}: id: "${data.id}" must match the file name (${expectedFile})`);
    }
    const category = categories.find((c) => c.hz === data.hz && c.category === data.category);
    if (!category || category.kind !== 'listing') {
      throw new ContentError(
        `${relative(file)}: category: "${data.category}" is not a listing category of ${data.hz} in content/catalogue/categories.json`,
      );
    }
  }

  const staticPages = readJsonDir(path.join(catalogueDir, 'pages'), staticPageSchema);
  assertUnique(staticPages, (p) => `${p.hz}/${p.path}`, 'static page path');
  for (const { file, data } of staticPages) {
    if (!categories.some((c) => c.hz === data.hz && c.category === data.category)) {
      throw new ContentError(
        `${relative(file)}: category: "${data.category}" has no ${data.hz} entry in categories.json`,
      );
    }
  }
  for (const category of categories) {
    if (
      category.kind === 'static' &&
      !staticPages.some((p) => p.data.hz === category.hz && p.data.path === category.path)
    ) {
      throw new ContentError(
        `${relative(categoriesFile)}: ${category.hz} ${category.category}: no static page with path "${category.path}" under content/catalogue/pages/`,
      );
    }
    if (
      category.kind === 'listing' &&
      !products.some((p) => p.data.hz === category.hz && p.data.category === category.category)
    ) {
      throw new ContentError(
        `${relative(categoriesFile)}: ${category.hz} ${category.category}: listing has no products`,
      );
    }
  }

  checkFiles(sourcedCategories);
  checkFiles(products);
  checkFiles(staticPages);

  const hzOrder = (hz: Frequency) => (hz === '50hz' ? 0 : 1);
  return {
    categories: [...categories].sort((a, b) => hzOrder(a.hz) - hzOrder(b.hz) || a.order - b.order),
    products: products.map((p) => p.data).sort((a, b) => a.no - b.no),
    staticPages: staticPages
      .map((p) => p.data)
      .sort((a, b) => hzOrder(a.hz) - hzOrder(b.hz) || a.path.localeCompare(b.path)),
  };
}

let cached: Catalogue | undefined;

/**
 * The validated catalogue (read on first call, then cached for the process).
 * @throws ContentError when any catalogue file is invalid, an id repeats or a referenced file is missing.
 */
export function getCatalogue(): Catalogue {
  cached ??= loadCatalogue();
  return cached;
}

/** Categories of one frequency in menu order. */
export function getCategories(hz: Frequency): Category[] {
  return getCatalogue().categories.filter((c) => c.hz === hz);
}

/** Products of one frequency and category, ordered by `no`. */
export function getProductsInCategory(hz: Frequency, category: Category['category']): Product[] {
  return getCatalogue().products.filter((p) => p.hz === hz && p.category === category);
}

/** The product with this frequency and id, or undefined. */
export function findProduct(hz: Frequency, id: string): Product | undefined {
  return getCatalogue().products.find((p) => p.hz === hz && p.id === id);
}
