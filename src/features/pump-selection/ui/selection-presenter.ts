import { identicalCurveNotes, sampleSeries } from '@/components/charts';
import { paths, quoteFormWithSelection } from '@/config/paths';
import { getCatalogue } from '@/content/catalogue';
import { getCatalogueRoutes, staticPageId } from '@/content/catalogue-routes';
import { modelCurves } from '@/content/model-curves';
import { getPumpModels, modelAnchor, modelId } from '@/content/pump-models';
import type { PumpModel } from '@/content/schemas/pump-models';
import {
  categorySlug,
  convertFlow,
  convertHead,
  flowUnits as domainFlowUnits,
  headUnits as domainHeadUnits,
  operatingFigures,
  compareModelCodes,
  parseSelectionQuery,
  selectionQueryGiven,
  selectionFrequency,
  selectPumps,
  toSearchParams,
  type Duty,
  type SelectionInput,
  type OperatingFigures,
  type SelectionResult,
} from '../domain';
import { DEFAULT_HOURS_PER_DAY, systemCurveThrough } from '@/engineering/hydraulics';
import { flowUnits, headUnits, type SelectorParamName } from './form-fields';
import { formatFigure } from '@/components/format/figures';
import type { UnitFactors } from './unit-switch';
import { describeNearMiss, operatingWarningsIn } from './messages';
import type {
  CompareColumn,
  CompareOutcome,
  CurveView,
  DutyView,
  NearMissView,
  OperatingView,
  ResultView,
  SelectorOutcome,
} from './view-model';

/**
 * The one place the selector meets the selection domain (`../domain`) and the content layer:
 * parses the URL into a duty, runs the selection and maps its results to the view shapes the components
 * render (links resolved, units in the names). Server only (reads the catalogue).
 */

/** Most curves drawn on the selector's chart (the best-ranked models). */
const maxCurves = 6;

/** Path of a product page by product id (detail or static page), from the catalogue route table. */
export function productPaths(): Map<string, { path: string; title: string }> {
  const map = new Map<string, { path: string; title: string }>();
  for (const route of getCatalogueRoutes()) {
    if (route.kind === 'detail') map.set(route.product.id, { path: route.path, title: route.title });
    if (route.kind === 'static') map.set(staticPageId(route.page), { path: route.path, title: route.title });
  }
  return map;
}

/** The product page of a model, anchored at its row, carrying the duty point when given. */
export function productHref(model: PumpModel, duty: Duty | null, products = productPaths()): string {
  const product = products.get(model.productId);
  const query = duty
    ? `?${new URLSearchParams({ flow: formatNumber(duty.flowM3h), head: formatNumber(duty.headM), hz: String(model.frequencyHz) })}`
    : '';
  return `${product?.path ?? paths.pumpSelector}${query}#${modelAnchor(model.model)}`;
}

/** The web datasheet's path of a model with the selector's duty query, e.g. '/pump-selector/datasheet/ks4-05-24-50hz?flow=44&…'. */
export function datasheetPageHref(
  model: Pick<PumpModel, 'frequencyHz' | 'model'>,
  dutyQuery?: URLSearchParams,
): string {
  const query = dutyQuery?.toString();
  return `${paths.pumpDatasheet(modelId(model))}${query ? `?${query}` : ''}`;
}

/** A number as a URL writes it: at most 4 decimals, no trailing zeros. */
function formatNumber(value: number): string {
  return String(Number(value.toFixed(4)));
}

/** The visitor's units of a parsed selection, which the quote message is written in. */
export type Units = { flowUnit: string; headUnit: string };

export function quoteHref(model: PumpModel | null, duty: Duty | null, units?: Units): string {
  return quoteFormWithSelection({
    ...(units ? { units } : {}),
    model: model?.model,
    flowM3h: duty ? Number(duty.flowM3h.toFixed(2)) : undefined,
    headM: duty ? Number(duty.headM.toFixed(2)) : undefined,
    frequencyHz: model?.frequencyHz ?? duty?.frequencyHz,
    category: model?.category,
  });
}

/**
 * The duty as the page states it: in m³/h and m for the chart and the figures, and as the visitor gave
 * it (value and unit, as the selector's URL writes them) for the headings: '44.03 US gpm'.
 * @param duty the parsed duty (m³/h, m)
 * @param input the parsed query it came from (`parseSelectionQuery`)
 */
export function dutyView(duty: Duty, input: SelectionInput): DutyView {
  const given = toSearchParams(input);
  const unitLabel = (options: readonly { value: string; label: string }[], value: string) =>
    options.find((u) => u.value === value)?.label ?? value;
  const system = systemCurveThrough(duty.flowM3h, duty.headM, duty.staticHeadM ?? 0);
  const supply = [duty.phase ? `${duty.phase}-phase` : null, duty.voltageV ? `${duty.voltageV} V` : null].filter(
    Boolean,
  );
  return {
    flowM3h: duty.flowM3h,
    headM: duty.headM,
    frequencyHz: duty.frequencyHz,
    staticHeadM: system.staticHeadM,
    systemK: system.k,
    hoursPerDay: duty.hoursPerDay ?? DEFAULT_HOURS_PER_DAY,
    tariffPerKwh: duty.tariffPerKwh ?? null,
    flowLabel: `${given.get('flow')} ${unitLabel(flowUnits, input.flowUnit)}`,
    headLabel: `${given.get('head')} ${unitLabel(headUnits, input.headUnit)}`,
    supplyLabel: supply.length > 0 ? supply.join(', ') : null,
    flowUnit: input.flowUnit,
    headUnit: input.headUnit,
  };
}

export function curveView(
  model: PumpModel,
  duty: Duty | null,
  products: ReturnType<typeof productPaths>,
  materials = materialsByProduct(),
): CurveView {
  return {
    id: model.model,
    label: model.model,
    href: productHref(model, duty, products),
    points: model.points.map(({ flowM3h, headM, efficiencyPct, powerKw }) => ({
      flowM3h,
      headM,
      efficiencyPct,
      powerKw,
    })),
    curve: modelCurves(model),
    bepFlowM3h: modelCurves(model).bepFlowM3h,
    traits: {
      series: model.series,
      product: products.get(model.productId)?.title ?? model.productId,
      materials: (materials.get(model.productId) ?? []).map((m) => `${m.part}: ${m.material}`).join('; '),
    },
  };
}

function resultView(
  evaluation: SelectionResult,
  duty: Duty,
  products: ReturnType<typeof productPaths>,
  units: Units,
  dutyQuery: URLSearchParams,
): ResultView {
  const { model } = evaluation;
  return {
    model: model.model,
    series: model.series,
    productTitle: products.get(model.productId)?.title ?? model.series,
    productHref: productHref(model, duty, products),
    quoteHref: quoteHref(model, duty, units),
    datasheetHref: datasheetPageHref(model, dutyQuery),
    category: model.category,
    operatingFlowM3h: evaluation.operatingPoint.flowM3h,
    operatingHeadM: evaluation.operatingPoint.headM,
    efficiencyPct: evaluation.operatingPoint.efficiencyPct,
    powerKw: evaluation.operatingPoint.powerKw,
    motorKw: model.motor.powerKw,
    motorHp: model.motor.powerHp,
    bepPct: evaluation.bepRatio * 100,
    inPor: evaluation.inPreferredRegion,
    inputPowerKw: evaluation.inputPowerKw,
    loadPctOfNameplate: evaluation.loadPctOfNameplate,
    specificEnergyKwhPerM3: evaluation.specificEnergyKwhPerM3,
    energyKwhPerYear: evaluation.energyKwhPerYear,
    costPerYear: evaluation.energyCostPerYear ?? null,
    warnings: operatingWarningsIn(evaluation.warnings),
  };
}

/** What `/pump-selector` shows for a URL: nothing yet, the rejected inputs, or the ranked pumps. */
export function selectorOutcome(params: URLSearchParams): SelectorOutcome {
  if (!selectionQueryGiven(params)) return { status: 'empty' };
  const parsed = parseSelectionQuery(params);
  if (!parsed.ok) {
    const errors: Partial<Record<SelectorParamName, string>> = {};
    for (const [param, message] of Object.entries(parsed.errors)) errors[param as SelectorParamName] = message;
    return { status: 'invalid', errors, message: parsed.message };
  }
  const { duty } = parsed;
  const products = productPaths();
  const { results, nearMisses } = selectPumps(getPumpModels(), duty);
  const units = { flowUnit: parsed.input.flowUnit, headUnit: parsed.input.headUnit };
  const dutyQuery = toSearchParams(parsed.input);
  const views = results.map((r) => resultView(r, duty, products, units, dutyQuery));
  const missViews: NearMissView[] = nearMisses.map((miss) => ({
    model: miss.model.model,
    series: miss.model.series,
    productHref: productHref(miss.model, duty, products),
    // In the visitor's units: 'head 39.4 ft short at 44 US gpm', not the API's metres.
    reason: describeNearMiss(miss.causes, parsed.input),
  }));
  const charted = results.slice(0, maxCurves);
  const materials = materialsByProduct();
  return {
    status: 'ok',
    duty: dutyView(duty, parsed.input),
    dutyQuery,
    results: views,
    nearMisses: missViews,
    curves: charted.map((r) => curveView(r.model, duty, products, materials)),
    operatingPoints: charted.map((r) => ({
      id: r.model.model,
      flowM3h: r.operatingPoint.flowM3h,
      headM: r.operatingPoint.headM,
    })),
    quoteHref: quoteHref(null, duty, units),
  };
}

/** The categories and supply voltages the form offers: those of the pump models in the content. */
export function selectorChoices(): { categories: { value: string; label: string }[]; voltages: number[] } {
  const models = getPumpModels();
  const titles = new Map(getCatalogue().categories.map((c) => [c.category, c.title]));
  const categories = [...new Set(models.map((m) => m.category))].map((category) => ({
    value: categorySlug(category),
    label: titles.get(category) ?? category,
  }));
  const voltages = [...new Set(models.flatMap((m) => m.motor.supplies.map((s) => s.voltageV)))].sort((a, b) => a - b);
  return { categories, voltages };
}

/** The duty a page's URL gives (compare, datasheet): none, the parsed one with the visitor's units, or the parser's message. */
export interface QueryDuty {
  duty: Duty | null;
  input: SelectionInput | null;
  units: Units | undefined;
  dutyMessage: string | null;
}

/**
 * The duty of a compare or datasheet URL, which may give none.
 * @param params the page's query (the selector's duty parameters, optional)
 */
export function queryDuty(params: URLSearchParams): QueryDuty {
  if (!selectionQueryGiven(params)) return { duty: null, input: null, units: undefined, dutyMessage: null };
  const parsed = parseSelectionQuery(params);
  if (!parsed.ok) return { duty: null, input: null, units: undefined, dutyMessage: parsed.message };
  const units = { flowUnit: parsed.input.flowUnit, headUnit: parsed.input.headUnit };
  return { duty: parsed.duty, input: parsed.input, units, dutyMessage: null };
}

/** How a model runs at the duty (compare, datasheet): its operating point, energy and warnings in words. */
export function operatingView(figures: OperatingFigures): OperatingView {
  return {
    flowM3h: figures.operatingPoint.flowM3h,
    headM: figures.operatingPoint.headM,
    efficiencyPct: figures.operatingPoint.efficiencyPct,
    powerKw: figures.operatingPoint.powerKw,
    bepPct: figures.bepRatio * 100,
    inPor: figures.inPreferredRegion,
    specificEnergyKwhPerM3: figures.specificEnergyKwhPerM3,
    energyKwhPerYear: figures.energyKwhPerYear,
    costPerYear: figures.energyCostPerYear ?? null,
    warnings: operatingWarningsIn(figures.warnings),
  };
}

/** What `/pump-selector/compare` shows for a URL. */
export function compareOutcome(params: URLSearchParams): CompareOutcome {
  const codes = compareModelCodes(params);
  const hz = selectionFrequency(params);
  const models = getPumpModels();
  const found: PumpModel[] = [];
  const unknown: string[] = [];
  for (const code of codes) {
    const matches = models.filter((m) => m.model.toLowerCase() === code.toLowerCase());
    const model = matches.find((m) => m.frequencyHz === hz) ?? matches[0];
    if (model) found.push(model);
    else unknown.push(code);
  }
  const compared = found.slice(0, 3);
  const dropped = found.slice(3).map((m) => m.model);

  const { duty, input, units, dutyMessage } = queryDuty(params);

  const products = productPaths();
  const materials = materialsByProduct();
  const evaluations: (OperatingFigures | undefined)[] = compared.map((model) =>
    duty ? operatingFigures(model, duty) : undefined,
  );
  const curves = compared.map((m) => curveView(m, duty, products, materials));
  const twins = new Map(
    identicalCurveNotes(curves.map((c) => ({ ...c, samples: sampleSeries(c) }))).map((n) => [n.label, n.note]),
  );
  const columns: CompareColumn[] = compared.map((model, i) => {
    const evaluation = evaluations[i];
    const supplies = model.motor.supplies.filter(
      (s) => (!duty?.phase || s.phase === duty.phase) && (!duty?.voltageV || s.voltageV === duty.voltageV),
    );
    return {
      model: model.model,
      series: model.series,
      frequencyHz: model.frequencyHz,
      productTitle: products.get(model.productId)?.title ?? model.series,
      productHref: productHref(model, duty, products),
      quoteHref: quoteHref(model, duty, units),
      operating: evaluation ? operatingView(evaluation) : null,
      motorKw: model.motor.powerKw,
      motorHp: model.motor.powerHp,
      currents: (supplies.length > 0 ? supplies : model.motor.supplies).map(
        (s) => `${s.voltageV} V ${s.phase === 1 ? '1~' : '3~'}: ${formatFigure(s.fullLoadCurrentA)} A`,
      ),
      outerDiameterMm: model.outerDiameterMm ?? null,
      minBoreInch: model.minBoreInch ?? null,
      outlet: /^[\d\s./]+$/.test(model.outlet) ? `${model.outlet}″` : model.outlet,
      stages: model.stages ?? null,
      materials: materials.get(model.productId) ?? [],
      sameHydraulics: twins.get(model.model) ?? null,
    };
  });
  return {
    duty: duty && input ? dutyView(duty, input) : null,
    dutyMessage,
    unknown,
    dropped,
    columns,
    curves,
    operatingPoints: compared.flatMap((m, i) => {
      const op = evaluations[i]?.operatingPoint;
      return op ? [{ id: m.model, flowM3h: op.flowM3h, headM: op.headM }] : [];
    }),
  };
}

/** The materials of construction table of each product, as part → material rows. */
export function materialsByProduct(): Map<string, { part: string; material: string }[]> {
  const map = new Map<string, { part: string; material: string }[]>();
  for (const product of getCatalogue().products) {
    const table = product.materials;
    if (!table) continue;
    map.set(
      product.id,
      table.rows.map((row) => ({ part: String(row[0] ?? ''), material: row.slice(1).map(String).join(', ') })),
    );
  }
  return map;
}

/** The selection domain's unit sizes, for the form's unit switch (see `unit-switch.ts`). */
export function unitFactors(): UnitFactors {
  return {
    flowUnit: Object.fromEntries(domainFlowUnits.map((unit) => [unit, convertFlow(1, unit, 'm3h')])),
    headUnit: Object.fromEntries(domainHeadUnits.map((unit) => [unit, convertHead(1, unit, 'm')])),
  };
}

/** The product page row of a model (`/products/…#model-…`), for the JSON API. */
export function productUrlFor(model: PumpModel): string {
  return productHref(model, null);
}
