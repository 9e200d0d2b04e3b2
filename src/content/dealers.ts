import path from 'node:path';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import { z } from 'zod';
import { getCatalogue, type Catalogue } from './catalogue';
import { categoryOf, categoryPath } from './catalogue-routes';
import { assertUnique, ContentError, contentDir, parseContent, readJson, relative } from './load';
import { seriesCodes } from './resources';
import { dealersFileSchema, type Dealer } from './schemas/dealers';
import type { Frequency } from './schemas/common';

/**
 * The dealer network (issue 45, point 5): `content/dealers/dealers.json`, validated once per process
 * (schema, unique ids, what each dealer carries against the catalogue), with each country's ISO
 * English name and each carried line's catalogue name and page. The dealer finder on `/dealers` and
 * the site search read it through {@link getDealers}; the CMS's `dealers` collection is seeded from
 * the same file.
 */

/** Absolute path of the dealer file. */
export const dealersFile = path.join(contentDir, 'dealers', 'dealers.json');

countries.registerLocale(en);

/**
 * The ISO 3166 English name of a country code (the official short name, as the enquiry forms' country
 * list spells it: `KE` → `Kenya`, `TZ` → `United Republic of Tanzania`).
 * @param code ISO 3166-1 alpha-2, any case
 * @returns the name, or undefined when the code names no country
 */
export function countryName(code: string): string | undefined {
  return countries.getName(code.toUpperCase(), 'en', { select: 'official' });
}

/** One line a dealer carries, as the finder shows it. */
export interface ProductLine {
  /** As written in the dealer file: a category path (`submersible-pumps`) or a series code (`KIV`). */
  key: string;
  /** Catalogue name: the category's title, or `KIV series` for a series code. */
  name: string;
  /** Site path of the category page (the series' category for a series code), from the route table. */
  href: string;
}

/** A dealer with what the finder shows besides the file's fields. */
export interface DealerRecord extends Dealer {
  /** ISO English name of `country`. */
  countryName: string;
  /** `carries`, resolved against the catalogue of the dealer's frequency, in file order. */
  lines: ProductLine[];
}

/**
 * One entry of `carries` against the catalogue: a category path of the frequency first, else a
 * series code of one of its products or static pages (first in catalogue order: products by `no`,
 * then static pages), linked to that record's category page.
 * @returns the line, or undefined when the catalogue has neither
 */
export function resolveLine(
  key: string,
  hz: Frequency,
  catalogue: Catalogue = getCatalogue(),
): ProductLine | undefined {
  const category = catalogue.categories.find((c) => c.hz === hz && c.path === key);
  if (category) return { key, name: category.title, href: categoryPath(category) };
  const code = key.toUpperCase();
  const record = [...catalogue.products, ...catalogue.staticPages].find(
    (r) => r.hz === hz && seriesCodes(r.series).includes(code),
  );
  if (!record) return undefined;
  return { key, name: `${code} series`, href: categoryPath(categoryOf(record)) };
}

/**
 * Validates dealer data as read from `file`: the schema, unique ids, and every entry of `carries`
 * against the catalogue of the dealer's frequency.
 * @param file absolute path, for messages
 * @param data the parsed JSON
 * @param catalogue the catalogue the lines are checked against (the site's by default)
 * @returns the dealers in file order, with country names and resolved lines
 * @throws ContentError naming the file and field (`3.carries.1`, `id`) of the first fault
 */
export function checkDealers(file: string, data: unknown, catalogue: Catalogue = getCatalogue()): DealerRecord[] {
  const dealers = parseContent(file, dealersFileSchema, data);
  assertUnique(
    dealers.map((d) => ({ file, data: d })),
    (d) => d.id,
    'dealer id',
  );
  return dealers.map((dealer, i) => {
    const lines = dealer.carries.map((key, n) => {
      const line = resolveLine(key, dealer.frequency, catalogue);
      if (!line) {
        throw new ContentError(
          `${relative(file)}: ${i}.carries.${n}: "${key}" is neither a category path nor a series code of the ${dealer.frequency} catalogue`,
        );
      }
      return line;
    });
    // The schema has checked the code against the same list, so a name is always found.
    return { ...dealer, countryName: countryName(dealer.country) ?? dealer.country, lines };
  });
}

let cached: DealerRecord[] | undefined;

/**
 * Every dealer of `content/dealers/dealers.json`, validated (read on first call, then cached for the
 * process), in file order; the finder sorts them.
 * @throws ContentError when the file is missing or invalid, an id repeats or a carried line is not in the catalogue
 */
export function getDealers(): DealerRecord[] {
  cached ??= checkDealers(dealersFile, readJson(dealersFile, z.unknown()));
  return cached;
}
