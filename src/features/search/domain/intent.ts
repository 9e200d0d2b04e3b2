import type { CategoryName } from '@/content/schemas/catalogue';
import { terms } from './normalise';

/**
 * What a query asks for beyond its words: where the pump goes (an application) and how big it is
 * (a motor power). A farmer types "borewell pump 1 hp"; BM25 alone lets any model whose text says
 * "1 hp" or whose code holds a "1" win, open-well models among them. {@link queryIntent} reads the
 * two out of the query and {@link intentFactor} weights a document by them.
 */

/** Where a pump is installed, as a buyer names it. */
export type PumpApplication = 'borewell' | 'open-well' | 'surface' | 'waste-water';

/**
 * The application of each catalogue category; categories that are no pump (motors, pipes, cables,
 * panels) have none and are weighted by power only: a borewell query still wants the pump before
 * its motor (query.ts's `pumpBoost`).
 */
export const applicationOfCategory: Readonly<Partial<Record<CategoryName, PumpApplication>>> = {
  'SUBMERSIBLE PUMPS': 'borewell',
  'OPENWELL SUBMERSIBLE PUMPS': 'open-well',
  'PRESSURE BOOSTING PUMPS': 'surface',
  'END SUCTION PUMP': 'surface',
  'SPLIT CASE PUMPS': 'surface',
  'VERTICAL TURBINE PUMPS': 'surface',
  'CENTRIFUGAL MONOBLOCK PUMPS': 'surface',
  'PERIPHERAL PUMPS': 'surface',
  'WASTE WATER PUMPS': 'waste-water',
};

/**
 * Words (index terms, after `terms`; "open well" is read as `openwell`) that name an application. `submersible` alone is weaker: it
 * means a borewell pump unless another word names the application ("openwell submersible").
 */
export const applicationWords: Readonly<Record<PumpApplication, readonly string[]>> = {
  borewell: ['borewell', 'borehole', 'tubewell'],
  'open-well': ['openwell', 'sump', 'dugwell'],
  surface: ['booster', 'boosting', 'pressure', 'surface', 'inline', 'centrifugal', 'monoblock'],
  'waste-water': ['sewage', 'waste', 'wastewater', 'sewer', 'drainage', 'effluent', 'grinder', 'sludge'],
};

/** The weak application word, see {@link applicationWords}. */
const submersibleTerm = 'submersible';

/**
 * Relative difference within which a model's power counts as the one asked for (0.75 kW for
 * "0.8 kW"). No conversion between the units: the catalogue's HP are nominal (0.75 kW is "1 HP",
 * where 1 hp = 0.7457 kW would make it 1.006), so a power in hp is matched on the model's published
 * HP and a power in kW on its kW.
 */
export const powerTolerance = 0.1;

/** Score factors: a document of the application or power asked for, and one of another. */
export const intentBoost = { match: 2, other: 0.5 } as const;

/** A motor power named in a query. */
export interface PowerAsked {
  /** The figure as typed, e.g. 1 for "1 hp", 5.5 for "5.5kW". */
  value: number;
  unit: 'hp' | 'kW';
}

/** What {@link queryIntent} found; either part may be absent. */
export interface QueryIntent {
  application?: PumpApplication;
  power?: PowerAsked;
}

const powerPattern = /(\d+(?:[.,]\d+)?)\s*(hp|kw)\b/i;

/**
 * Takes a motor power out of a query's text, as `extractFrequency` takes out a frequency: "1 hp"
 * is a size to weigh by, not words to match (its "1" would otherwise match every code holding a 1,
 * such as KOV 1.0).
 * @param query e.g. `borewell pump 1 hp`
 * @returns `{ text: 'borewell pump', power: { value: 1, unit: 'hp' } }`; the text unchanged and
 *   no power when none is named (or it is 0)
 */
export function extractPower(query: string): { text: string; power?: PowerAsked } {
  const found = powerPattern.exec(query);
  const value = found ? Number(found[1]!.replace(',', '.')) : 0;
  if (!found || !(value > 0)) return { text: query };
  const text = `${query.slice(0, found.index)} ${query.slice(found.index + found[0].length)}`
    .replace(/\s+/g, ' ')
    .trim();
  return { text, power: { value, unit: found[2]!.toLowerCase() === 'hp' ? 'hp' : 'kW' } };
}

/** What a document says about itself for {@link intentFactor}. */
export interface DocumentIntent {
  application?: PumpApplication;
  /** Rated motor output P2, kW (models only). */
  powerKw?: number;
  /** Published nominal horsepower (models only). */
  powerHp?: number;
}

/**
 * The application and motor power a query names.
 * @param query the raw query, e.g. `borewell pump 1 hp`, `sewage 2.2kW`
 * @param correctedTerms index terms the query's words matched (typo-corrected, e.g. `submersible`
 *   for `submersable`); the query's own terms are always considered too
 * @returns `{ application: 'borewell', power: { value: 1, unit: 'hp' } }` for the first example
 */
export function queryIntent(query: string, correctedTerms: Iterable<string> = []): QueryIntent {
  // "bore well", "open well" name the same wells as "borewell", "openwell".
  const joined = query.replace(/\b(bore|open|tube|dug)\s+well/gi, '$1well');
  const words = new Set([...terms(joined), ...correctedTerms]);
  const intent: QueryIntent = {};
  const named = (Object.keys(applicationWords) as PumpApplication[]).filter((application) =>
    applicationWords[application].some((word) => words.has(word)),
  );
  if (named.length === 1) intent.application = named[0];
  else if (named.length === 0 && words.has(submersibleTerm)) intent.application = 'borewell';
  const { power } = extractPower(query);
  if (power) intent.power = power;
  return intent;
}

/** Whether a model's power is the one asked for, within {@link powerTolerance}. */
function powerMatches(asked: PowerAsked, doc: DocumentIntent): boolean {
  const published = asked.unit === 'hp' ? doc.powerHp : doc.powerKw;
  if (published === undefined) return false;
  return Math.abs(published - asked.value) <= powerTolerance * asked.value;
}

/**
 * The factor on a document's score for a query's intent: {@link intentBoost} `match` for the
 * application asked for and again for the power asked for, `other` for another application or
 * another power; 1 where the query or the document says nothing (pages, articles, accessories).
 * Example: "borewell pump 1 hp" gives a KS 0.75 kW (1 HP) model 2 × 2 = 4 and a KOV 1 HP model
 * 0.5 × 2 = 1, so the borewell model ranks first unless its words score 4 times less.
 */
export function intentFactor(intent: QueryIntent, doc: DocumentIntent): number {
  let factor = 1;
  if (intent.application && doc.application) {
    factor *= doc.application === intent.application ? intentBoost.match : intentBoost.other;
  }
  if (intent.power && doc.powerKw !== undefined) {
    factor *= powerMatches(intent.power, doc) ? intentBoost.match : intentBoost.other;
  }
  return factor;
}
