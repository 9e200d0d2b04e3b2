import { SpecTable } from '@/components/ui/spec-table';
import { datasheetPath, productModelDataPath } from '@/content/pump-models';
import type { PumpModel } from '@/content/schemas/pump-models';
import { modelSpecTable, modelTableCaption } from '../model-table';

/**
 * The model table of a product page from its engineering data, rows anchored for links, followed by
 * each model's datasheet (PDF, generated at build) and a link to these models' data in the open JSON
 * API (one link for the table: a link per model cost 1–2 KB gzip on pages with 20 models or more), so
 * an engineer, or a dealer's own tool, can take the curves away.
 */
export function ModelTable({ models }: { models: PumpModel[] }) {
  const { table, rowIds } = modelSpecTable(models, modelTableCaption(models));
  return (
    <div className="min-w-0 space-y-3">
      <SpecTable table={table} rowIds={rowIds} />
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
