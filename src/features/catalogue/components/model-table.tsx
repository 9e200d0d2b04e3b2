import { SpecTable } from '@/components/ui/spec-table';
import { paths, quoteFormWithSelection } from '@/config/paths';
import { modelId, productModelDataPath } from '@/content/pump-models';
import type { PumpModel } from '@/content/schemas/pump-models';
import { modelSpecTable, modelTableCaption } from '../model-table';

/** id of a product page's model table (the product's quote button points to it when there are several models). */
export const modelTableId = 'models';

/** The quote form with one model: its code, frequency and category (the form names the model). */
export function modelQuoteHref(model: Pick<PumpModel, 'model' | 'frequencyHz' | 'category'>): string {
  return quoteFormWithSelection({ model: model.model, frequencyHz: model.frequencyHz, category: model.category });
}

/**
 * A model row's links: its web datasheet and a quote for it (issue 49, item 2). Their purpose comes
 * from the row's header, the model code (WCAG 2.4.4, link purpose in context); a hidden model code in
 * each name cost 0.25 KB gzip on the 30-model turbine page.
 */
function rowLinks(model: PumpModel) {
  // At least 24 px tall (WCAG 2.2 SC 2.5.8, target size).
  const link = 'inline-block py-1 text-water-700 underline underline-offset-2 hover:text-water-600';
  return (
    <>
      <a href={paths.pumpDatasheet(modelId(model))} className={link}>
        Datasheet
      </a>
      {' · '}
      <a href={modelQuoteHref(model)} className={`font-semibold ${link}`}>
        Quote
      </a>
    </>
  );
}

/**
 * The model table of a product page from its engineering data, rows anchored for links, each row
 * with the model's web datasheet (which links its PDF) and a quote for that model (the quote form
 * names the model; issue 49, item 2), followed by a link to these models' data in the open JSON API
 * (one link for the table), so an engineer, or a dealer's own tool, can take the curves away. The
 * row links replace the list of PDF datasheets under the table: a link per model costs 0.2–0.8 KB
 * gzip of HTML on the pages of 10–30 models, and the two lists would cost that twice.
 */
export function ModelTable({ models }: { models: PumpModel[] }) {
  const { table, rowIds } = modelSpecTable(models, modelTableCaption(models));
  return (
    <div className="min-w-0 space-y-3" id={modelTableId}>
      <SpecTable table={table} rowIds={rowIds} actions={{ heading: 'Datasheet, quote', cells: models.map(rowLinks) }} />
      {models[0] && (
        <p className="text-sm text-ink-700">
          Curves and motor data of these models for your own tools:{' '}
          <a
            href={productModelDataPath(models[0].productId)}
            className="text-water-700 underline underline-offset-2 hover:text-water-600"
          >
            JSON (open API)
          </a>
          , each model at <code className="text-xs">/api/pumps/models/&#123;id&#125;</code>.
        </p>
      )}
    </div>
  );
}
