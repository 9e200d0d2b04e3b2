import { SpecTable } from '@/components/ui/spec-table';
import type { PumpModel } from '@/content/schemas/pump-models';
import { modelSpecTable, modelTableCaption } from '../model-table';

/** The model table of a product page from its engineering data, rows anchored for links. */
export function ModelTable({ models }: { models: PumpModel[] }) {
  const { table, rowIds } = modelSpecTable(models, modelTableCaption(models));
  return <SpecTable table={table} rowIds={rowIds} />;
}
