import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site';
import { getCatalogue } from '@/content/catalogue';
import { modelCurves, preferredRegionOf } from '@/content/model-curves';
import { datasheetPath, getPumpModelById, modelDataPath } from '@/content/pump-models';
import type { PumpModel } from '@/content/schemas/pump-models';
import type { SpecTable } from '@/content/schemas/common';
import { operatingFigures, toSearchParams } from '../domain';
import { datasheetDimensions, type DimensionFigure } from './datasheet-dimensions';
import {
  curveView,
  dutyView,
  materialsByProduct,
  productHref,
  productPaths,
  operatingView,
  queryDuty,
  quoteHref,
} from './selection-presenter';
import type { CurveView, DutyView, OperatingView } from './view-model';

/**
 * The web datasheet of one pump model (`/pump-selector/datasheet/{id}`), the selector's link from a
 * result card. Why a page and not the PDF: the PDF datasheets are generated once at build
 * (`scripts/generate-pdfs.ts`, static files under `/datasheets/`), so a query on their URL changes
 * nothing, and rendering a PDF per request would put pdfkit and its fonts on the request path of a
 * public URL. This page is rendered per request like the selector, from the same selection domain, so
 * it marks the visitor's duty and the operating point on the chart and in the figures, in the
 * visitor's units, and prints on its own; it links the PDF for the plain sheet.
 * Server only (reads the catalogue).
 */

/** What the web datasheet shows for one model and URL. */
export interface DatasheetView {
  model: PumpModel;
  productTitle: string;
  productHref: string;
  pdfHref: string;
  dataHref: string;
  /** The model's curves for the chart (points, interpolated curve, BEP). */
  curve: CurveView;
  /**
   * The BEP; `fromModel` names the full curve a cut curve's BEP comes from (by the affinity laws), and
   * `porPartlyOutsideData` says the POR (70–120 % of its flow) reaches beyond this model's points.
   */
  bep: {
    flowM3h: number;
    headM: number;
    efficiencyPct: number;
    fromModel: string | null;
    porPartlyOutsideData: boolean;
  };
  /** The duty from the URL, or null without one or when it is refused. */
  duty: DutyView | null;
  /** Why the URL's duty was left out (the selector's message), or null. */
  dutyMessage: string | null;
  /** The frequency the duty asks for when the model runs at the other one. */
  otherFrequencyHz: 50 | 60 | null;
  /** How the model runs at the duty; null without a duty or when its curve never meets the system curve. */
  operating: (OperatingView & { inputPowerKw: number; loadPctOfNameplate: number }) | null;
  /** The selector's query of the duty (visitor's values and units), for the way back. */
  selectorHref: string;
  quoteHref: string;
  /** A borehole set's diameters and smallest borehole, as the bore fit uses them (`datasheetDimensions`; empty otherwise). */
  dimensions: DimensionFigure[];
  /** The product's materials and pumped-liquid tables (as on the PDF datasheet). */
  tables: SpecTable[];
  /** True while the curves are sample data (`siteConfig.engineeringData`). */
  sampleData: boolean;
}

/**
 * What `/pump-selector/datasheet/{id}` shows for its URL.
 * @param id the model-data id, e.g. 'ks4-05-24-50hz'
 * @param params the selector's duty parameters (flow, flowUnit, head, headUnit, hz, staticHeadM, …), optional
 * @returns undefined for an id that names no model (the route answers 404)
 */
export function datasheetOutcome(id: string, params: URLSearchParams): DatasheetView | undefined {
  const model = getPumpModelById(id);
  if (!model) return undefined;
  const products = productPaths();
  // The model runs at its own frequency, whatever the query's `hz` says; a mismatch is named.
  const { duty, input, units, dutyMessage } = queryDuty(params);
  const dutyQuery = input ? toSearchParams(input) : null;
  const curves = modelCurves(model);
  const figures = duty ? operatingFigures(model, { ...duty, frequencyHz: model.frequencyHz }) : undefined;
  const product = getCatalogue().products.find((p) => p.id === model.productId);
  return {
    model,
    productTitle: products.get(model.productId)?.title ?? model.series,
    productHref: productHref(model, duty, products),
    pdfHref: datasheetPath(model),
    dataHref: modelDataPath(model),
    curve: curveView(model, duty, products, materialsByProduct()),
    bep: {
      flowM3h: curves.bepFlowM3h,
      headM: curves.bepHeadM,
      efficiencyPct: curves.bepEfficiencyPct,
      fromModel: curves.bepFrom ? `${curves.bepFrom.model} (${curves.bepFrom.frequencyHz} Hz)` : null,
      porPartlyOutsideData: preferredRegionOf(curves).partlyOutsideData,
    },
    duty: duty && input ? dutyView(duty, input) : null,
    dutyMessage,
    otherFrequencyHz: duty && duty.frequencyHz !== model.frequencyHz ? duty.frequencyHz : null,
    operating: figures
      ? {
          ...operatingView(figures),
          inputPowerKw: figures.inputPowerKw,
          loadPctOfNameplate: figures.loadPctOfNameplate,
        }
      : null,
    selectorHref: `${paths.pumpSelector}${dutyQuery ? `?${dutyQuery}` : `?hz=${model.frequencyHz}`}`,
    quoteHref: quoteHref(model, duty, units),
    dimensions: datasheetDimensions(model),
    tables: product ? [product.materials, product.liquids].filter((t): t is SpecTable => t !== null) : [],
    sampleData: siteConfig.engineeringData === 'sample',
  };
}
