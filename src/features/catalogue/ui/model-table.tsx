import { SpecTable } from '@/components/ui/spec-table';
import { paths, quoteFormWithSelection } from '@/config/paths';
import { modelId, productModelDataPath } from '@/content/pump-models';
import type { PumpModel } from '@/content/schemas/pump-models';
import { modelSpecTable, modelTableCaption } from './model-spec-table';

/** id of a product page's model table (the product's quote button points to it when there are several models). */
export const modelTableId = 'models';

/** The quote form with one model: its code, frequency and category (the form names the model). */
export function modelQuoteHref(model: Pick<PumpModel, 'model' | 'frequencyHz' | 'category'>): string {
  return quoteFormWithSelection({ model: model.model, frequencyHz: model.frequencyHz, category: model.category });
}

/**
 * The model table of a product page from its engineering data, rows anchored for links (issue 49,
 * item 2): each model code links the model's web datasheet (which links its PDF), in the sticky first
 * column that a phone keeps in view, and the last column a quote for that model (the quote form names
 * the model; the link's purpose comes from its row's header, WCAG 2.4.4). Then a link to these
 * models' data in the open JSON API (one link for the table), so an engineer, or a dealer's own tool,
 * can take the curves away. The row links replace the list of PDF datasheets under the table: a link
 * per model costs 0.1–0.4 KB gzip of HTML on the pages of 10–30 models, and two lists would cost that
 * twice.
 */
export function ModelTable({ models }: { models: PumpModel[] }) {
  const { table, rowIds } = modelSpecTable(models, modelTableCaption(models));
  return (
    <div className="min-w-0 space-y-3" id={modelTableId}>
      <SpecTable
        table={table}
        rowIds={rowIds}
        rowHeaderHrefs={models.map((model) => paths.pumpDatasheet(modelId(model)))}
        actions={{
          heading: 'Quote',
          cells: models.map((model) => (
            // At least 24 px tall (WCAG 2.2 SC 2.5.8, target size).
            <a
              key={model.model}
              href={modelQuoteHref(model)}
              className="inline-block py-1 font-semibold text-water-700 underline"
            >
              Quote
            </a>
          )),
        }}
      />
      {models[0] && (
        <p className="text-sm text-ink-700">
          A model&apos;s code opens its datasheet (curves, motor, PDF). Curves and motor data of these models for your
          own tools:{' '}
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
