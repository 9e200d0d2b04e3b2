import { SpecTable } from '@/components/ui/spec-table';
import { paths, quoteFormWithSelection } from '@/config/paths';
import { datasheetPath, modelId, productModelDataPath } from '@/content/pump-models';
import type { PumpModel } from '@/content/schemas/pump-models';
import { modelSpecTable, modelTableCaption } from '../model-table';

/** id of a product page's model table (the product's quote button points to it when there are several models). */
export const modelTableId = 'models';

/** The quote form with one model: its code, frequency and category (the form names the model). */
export function modelQuoteHref(model: Pick<PumpModel, 'model' | 'frequencyHz' | 'category'>): string {
  return quoteFormWithSelection({ model: model.model, frequencyHz: model.frequencyHz, category: model.category });
}

/** A model row's links: its web datasheet and a quote for it (issue 49, item 2). */
function rowLinks(model: PumpModel) {
  const link = 'text-water-700 underline underline-offset-2 hover:text-water-600';
  return (
    <>
      <a href={paths.pumpDatasheet(modelId(model))} className={link}>
        Datasheet<span className="sr-only"> of the {model.model}</span>
      </a>
      {' · '}
      <a href={modelQuoteHref(model)} className={`font-semibold ${link}`}>
        Quote<span className="sr-only"> for the {model.model}</span>
      </a>
    </>
  );
}

/**
 * The model table of a product page from its engineering data, rows anchored for links, each row
 * with the model's web datasheet and a quote for that model (the quote form names the model), followed
 * by each model's datasheet (PDF, generated at build) and a link to these models' data in the open
 * JSON API (one link for the table: a link per model cost 1–2 KB gzip on pages with 20 models or
 * more), so an engineer, or a dealer's own tool, can take the curves away.
 */
export function ModelTable({ models }: { models: PumpModel[] }) {
  const { table, rowIds } = modelSpecTable(models, modelTableCaption(models));
  return (
    <div className="min-w-0 space-y-3" id={modelTableId}>
      <SpecTable table={table} rowIds={rowIds} actions={{ heading: 'This model', cells: models.map(rowLinks) }} />
      <nav aria-label="Datasheets" className="text-sm text-ink-700">
        <span className="mr-2 font-semibold text-navy-900">Datasheets (PDF):</span>
        <ul className="inline">
          {models.map((model) => (
            <li key={model.model} className="mr-3 inline-block">
              <a
                href={datasheetPath(model)}
                target="_blank"
                rel="noopener"
                className="text-water-700 underline underline-offset-2 hover:text-water-600"
              >
                {model.model}
                <span className="sr-only"> datasheet (PDF, opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
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
