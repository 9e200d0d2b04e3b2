import { formatFigure } from '@/components/format/figures';
import { getCatalogueRoutes, staticPageId, type CatalogueRoute } from '@/content/catalogue-routes';
import { modelAnchor } from '@/content/pump-models';
import type { CategoryName } from '@/content/schemas/catalogue';
import type { PumpModel } from '@/content/schemas/pump-models';
import { applicationOfCategory, type PumpApplication } from '../domain/intent';
import type { SearchDocument } from '../domain/types';
import { blockText, categoryWords, frequencyWords, hzOf, join, makeDocument, tableText } from './document-text';

/**
 * The catalogue's search documents: category listings, product and static product pages, and every
 * pump model with its figures, each under the page that lists it.
 */

/** Model codes of each product or static page id, in content order. */
export function modelsByPage(models: readonly PumpModel[]): Map<string, PumpModel[]> {
  const map = new Map<string, PumpModel[]>();
  for (const model of models) map.set(model.productId, [...(map.get(model.productId) ?? []), model]);
  return map;
}

/** Titles of the cards a listing or placeholder page shows: the routes nested under its path. */
function cardTitles(listing: CatalogueRoute): string[] {
  return getCatalogueRoutes()
    .filter((route) => route.path.startsWith(`${listing.path}/`))
    .map((route) => route.title);
}

export function catalogueDocument(route: CatalogueRoute, models: Map<string, PumpModel[]>): SearchDocument {
  const hz = hzOf(route.hz);
  if (route.kind === 'detail') {
    const { product } = route;
    const codes = (models.get(product.id) ?? []).map((m) => m.model);
    return makeDocument('product', {
      id: `product:${product.id}`,
      title: product.title,
      url: route.path,
      text: join([
        ...product.description,
        ...product.applications,
        ...tableText(product.specifications),
        ...tableText(product.materials),
        ...tableText(product.liquids),
        codes.length ? `Models ${codes.join(', ')}` : undefined,
      ]),
      summary: product.description[0] ?? product.title,
      keywords: join([
        product.series,
        categoryWords(product.category),
        route.category.title,
        frequencyWords(hz),
        ...product.applications,
      ]),
      frequencyHz: hz,
      application: applicationOfCategory[product.category],
    });
  }
  if (route.kind === 'static') {
    const { page } = route;
    const codes = (models.get(staticPageId(page)) ?? []).map((m) => m.model);
    return makeDocument('product', {
      id: `static:${page.hz}:${page.path}`,
      title: page.title,
      url: route.path,
      text: join([
        ...page.description,
        ...page.blocks.flatMap(blockText),
        codes.length ? `Models ${codes.join(', ')}` : undefined,
      ]),
      summary: page.description[0] ?? page.title,
      keywords: join([page.series, categoryWords(page.category), route.category.title, frequencyWords(hz)]),
      frequencyHz: hz,
      application: applicationOfCategory[page.category],
    });
  }
  // A listing shows its intro and a card per product (a placeholder, the static pages under it).
  const { category } = route;
  return makeDocument('product', {
    id: `category:${category.hz}:${category.path}`,
    title: route.title,
    url: route.path,
    text: join([category.intro, ...cardTitles(route)]),
    summary: category.intro,
    keywords: join([categoryWords(category.category), frequencyWords(hz), 'range category']),
    frequencyHz: hz,
    application: applicationOfCategory[category.category],
  });
}

/** '0.37 kW (0.5 hp)'-style figures of a model, for its text. */
function modelText(model: PumpModel, parentTitle: string): string {
  const first = model.points[0];
  const last = model.points.at(-1);
  const head = first && last ? `head ${formatFigure(last.headM)} to ${formatFigure(first.headM)} m` : undefined;
  return join(
    [
      `${model.model}: ${parentTitle}.`,
      `${model.motor.powerKw} kW (${model.motor.powerHp} hp) motor,`,
      model.stages ? `${model.stages} stages,` : undefined,
      `flow ${formatFigure(model.flowRangeM3h.min)} to ${formatFigure(model.flowRangeM3h.max)} m³/h,`,
      head ? `${head},` : undefined,
      `${model.speedRpm} rpm, ${model.frequencyHz} Hz, outlet ${model.outlet}".`,
    ],
    ' ',
  );
}

export function modelDocument(model: PumpModel, page: { path: string; title: string }): SearchDocument {
  const hz = model.frequencyHz;
  const text = modelText(model, page.title);
  return makeDocument('model', {
    id: `model:${hz}:${model.model}`,
    title: model.model,
    url: `${page.path}#${modelAnchor(model.model)}`,
    text,
    summary: text,
    keywords: join([model.series, categoryWords(model.category), frequencyWords(hz), 'model']),
    codes: [model.model],
    frequencyHz: hz,
    parentTitle: page.title,
    application: applicationOfCategory[model.category],
    powerKw: model.motor.powerKw,
    powerHp: model.motor.powerHp,
  });
}

/** The application all of these categories share, or undefined when they have none or several. */
export function soleApplication(categories: readonly CategoryName[]): PumpApplication | undefined {
  const found = new Set(categories.map((category) => applicationOfCategory[category]));
  return found.size === 1 ? [...found][0] : undefined;
}
