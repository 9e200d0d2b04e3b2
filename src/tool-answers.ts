import { sizingResponse } from '@/features/borewell-sizing/server/response';
import { pickCataloguePump } from '@/features/borewell-sizing/server/pump-picker';
import { sizingOutcome } from '@/features/borewell-sizing/ui/sheet-presenter';
import { selectionResponse } from '@/features/pump-selection/domain';
import { selectionWords } from '@/features/pump-selection/ui/messages';
import { productUrlFor } from '@/features/pump-selection/ui/selection-presenter';
import { getPumpModels } from '@/content/pump-models';
import { solarResponse } from '@/features/solar-sizing/server/response';
import { solarOutcome } from '@/features/solar-sizing/ui/solar-presenter';
import type { ToolAnswer, ToolName } from '@/lib/tool-answers/tool-answer';

/**
 * The tools whose answers are computed off the main thread and cached (issue 51): each one's domain
 * answer for a URL query, `{ status, body }` (200 with the sheet, or 400 `{ message, field }`). Pure
 * over the build's content files, so a worker thread computes exactly what the main thread would.
 * An entry file beside proxy.ts and instrumentation.ts: the worker thread (./tool-worker-thread.ts,
 * bundled in production, through tsx in `next dev`) loads it outside Next.js's bundles, so it reaches the features' pure answer modules
 * directly rather than through their server entries (which need Next.js's server build).
 */
export const toolAnswers = {
  'pump-selection': (params: URLSearchParams) =>
    selectionResponse(getPumpModels(), params, productUrlFor, selectionWords),
  'borewell-sizing': (params: URLSearchParams) => sizingResponse(params, { pickPump: pickCataloguePump }),
  'solar-sizing': (params: URLSearchParams) => solarResponse(params),
} satisfies Record<ToolName, (params: URLSearchParams) => { status: number; body: unknown }>;

/**
 * Computes a tool's answer for a canonical query.
 * @param tool the tool's name
 * @param query the query, `application/x-www-form-urlencoded`
 * @throws whatever the tool throws for invalid content (a build-time failure in practice)
 */
export function computeToolAnswer(tool: ToolName, query: string): ToolAnswer {
  const { status, body } = toolAnswers[tool](new URLSearchParams(query));
  return { status, body: JSON.stringify(body) };
}

/**
 * The tool pages whose outcome (what the page shows for its URL: the empty form, the refused field,
 * or the sheet) is computed on a worker thread; the route renders it. Outcomes are plain data
 * (structured-cloneable).
 */
export const toolPageOutcomes = {
  'borewell-sizing': (params: URLSearchParams) => sizingOutcome(params),
  'solar-sizing': (params: URLSearchParams) => solarOutcome(params),
} satisfies Partial<Record<ToolName, (params: URLSearchParams) => unknown>>;

/**
 * Computes a tool page's outcome for a query.
 * @param tool a tool of {@link toolPageOutcomes}
 * @param query the page's query, `application/x-www-form-urlencoded`
 */
export function computeToolPageOutcome(tool: keyof typeof toolPageOutcomes, query: string): unknown {
  return toolPageOutcomes[tool](new URLSearchParams(query));
}
