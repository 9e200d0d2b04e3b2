import { SpecTable } from '@/components/ui/spec-table';
import { datasheetPath, modelDataPath } from '@/content/pump-models';
import type { PumpModel } from '@/content/schemas/pump-models';
import { modelSpecTable, modelTableCaption } from '../model-table';

/**
 * The model table of a product page from its engineering data, rows anchored for links, followed by
 * each model's datasheet (PDF, generated at build) and its data in the open JSON API
 * (`/api/pumps/models/{id}`), so an engineer, or a dealer's own tool, can take the curve away.
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
      <nav aria-label="Curve data as JSON" className="text-sm text-ink-700">
        <span className="mr-2 font-semibold text-navy-900">Curve data (JSON):</span>
        <ul className="inline">
          {models.map((model) => (
            <li key={model.model} className="mr-3 inline-block">
              <a
                href={modelDataPath(model)}
                className="text-water-700 underline underline-offset-2 hover:text-water-600"
                translate="no"
              >
                {model.model}
                <span className="sr-only"> curve and motor data (JSON)</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
