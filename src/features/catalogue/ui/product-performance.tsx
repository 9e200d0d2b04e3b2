import { PerformanceChart } from '@/components/charts';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { getPumpModelsForProduct, modelAnchor } from '@/content/pump-models';
import type { CategoryName } from '@/content/schemas/catalogue';
import type { PumpModel } from '@/content/schemas/pump-models';
import type { Frequency } from '@/content/schemas/common';
import { categorySlug } from '@/content/category-slug';
import { modelCurves } from '@/content/model-curves';
import type { ComponentType, ReactNode } from 'react';
import type { CatalogueRoute } from '@/content/catalogue-routes';

/**
 * What gives the chart the selector's duty of the page URL (`?flow=&head=&hz=`): the selector's
 * `UrlDuty`, handed down by the route (a tool never imports another tool; the route composes them).
 */
export type DutyFromUrl = ComponentType<{ children: ReactNode }>;

/** Props of a product page of route kind `K` (a product's detail page or a static product page). */
export interface ProductPageProps<K extends 'detail' | 'static'> {
  /** The page's route in the catalogue. */
  route: Extract<CatalogueRoute, { kind: K }>;
  /** What gives the page's chart the duty of its URL. */
  dutyFromUrl: DutyFromUrl;
}

/** The product page a chart belongs to: a product or a static product page. */
export interface PerformanceProduct {
  /** Product id, or the static page id (`staticPageId`). */
  id: string;
  hz: Frequency;
  category: CategoryName;
  title: string;
}

/** The product's pump models at its own frequency (from the content layer). */
function productModels(product: PerformanceProduct) {
  const frequencyHz = product.hz === '50hz' ? 50 : 60;
  return getPumpModelsForProduct(product.id).filter((m) => m.frequencyHz === frequencyHz);
}

/** Most curves drawn on one product chart; past that, one model per hydraulic (the chart stays readable). */
const MAX_CURVES = 12;

/**
 * The models drawn: all of them, or for a large family (vertical turbine bowls at several stage
 * counts) the first model of each hydraulic; every model stays in the table and has its datasheet.
 */
function charted(models: PumpModel[]): PumpModel[] {
  if (models.length <= MAX_CURVES) return models;
  return models.filter((m, i) => models.findIndex((o) => o.hydraulic === m.hydraulic) === i);
}

/** Whether the product has structured model data (then its page shows the chart, not the picture). */
export function hasModelData(product: PerformanceProduct): boolean {
  return productModels(product).length > 0;
}

/**
 * Performance of a product's models (issue 12, section 4), in place of the family-curve picture: the
 * server-rendered chart of every model of the product at its frequency, with a "Find by duty point"
 * link to the selector preset to the product's frequency and category. A duty point in the page's
 * URL (`?flow=&head=&hz=`, from the selector) is read by `dutyFromUrl` and drawn by the chart. Renders nothing
 * for a product without model data (the page then keeps its family-curve picture).
 */
export function ProductPerformance({
  product,
  dutyFromUrl: UrlDuty,
}: {
  product: PerformanceProduct;
  dutyFromUrl: DutyFromUrl;
}) {
  const models = productModels(product);
  if (models.length === 0) return null;
  const frequencyHz = models[0]!.frequencyHz;
  const selectorHref = `${paths.pumpSelector}?${new URLSearchParams({ hz: String(frequencyHz), category: categorySlug(product.category) })}`;
  return (
    <section aria-labelledby="performance-heading" className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="performance-heading" className="text-xl font-bold text-navy-900">
          Performance curves
        </h2>
        <Link href={selectorHref} className="btn-secondary py-2 text-sm">
          Find by duty point
        </Link>
      </div>
      <UrlDuty>
        <PerformanceChart
          title={`Performance curves of the ${product.title} at ${frequencyHz} Hz`}
          series={charted(models).map((m) => ({
            id: m.model,
            label: m.model,
            // The four figures the chart's table shows (NPSHr stays in the model table).
            points: m.points.map(({ flowM3h, headM, efficiencyPct, powerKw }) => ({
              flowM3h,
              headM,
              efficiencyPct,
              powerKw,
            })),
            curve: modelCurves(m),
            bepFlowM3h: modelCurves(m).bepFlowM3h,
            href: `#${modelAnchor(m.model)}`,
            traits: { series: m.series, stages: String(m.stages ?? ''), motor: `${m.motor.powerKw} kW` },
          }))}
          flowUnit="m3h"
          headUnit="m"
        />
      </UrlDuty>
    </section>
  );
}
