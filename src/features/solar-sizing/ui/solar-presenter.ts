import { getSolarData } from '@/content/solar';
import { paramOf, urlValue } from '@/lib/tool-contract/contract';
import { solarContract } from '../contract';
import { catalogueSolarDeps } from '../server/catalogue-pumps';
import { borewellFigures, parseSolarQuery, solarQueryGiven, type SolarQuery } from '../domain/query';
import { sizeSolar } from '../domain/size-solar';
import { wordedSolarSheet, type WordedSolarSheet } from './messages';

/** What `/solar-pump-sizing` shows for its URL. */
export type SolarOutcome =
  | { status: 'empty'; prefill: Partial<SolarQuery> | null }
  | { status: 'invalid'; field: keyof SolarQuery; message: string }
  | { status: 'ok'; query: SolarQuery; sheet: WordedSolarSheet };

const knownSite = (id: string) => getSolarData().sites.some((s) => s.id === id);

/**
 * The page's outcome for a query: the empty form (filled in from a borewell sheet's figures when the
 * link came from one), the first refused field, or the sheet. Server only.
 */
export function solarOutcome(params: URLSearchParams): SolarOutcome {
  if (!solarQueryGiven(params)) {
    const from = urlValue(params, paramOf(solarContract, 'fromBorewell'));
    return { status: 'empty', prefill: from ? borewellFigures(from) : null };
  }
  const parsed = parseSolarQuery(params, knownSite);
  if (!parsed.ok) return { status: 'invalid', field: parsed.field, message: parsed.message };
  return { status: 'ok', query: parsed.query, sheet: wordedSolarSheet(sizeSolar(parsed.query, catalogueSolarDeps())) };
}

/** The page's HTTP status for the proxy: 400 when the query asks for a sizing the URL contract refuses, else 200. */
export function solarPageStatus(params: URLSearchParams): 200 | 400 {
  return solarQueryGiven(params) && !parseSolarQuery(params, knownSite).ok ? 400 : 200;
}
