import { SpecTable } from '@/components/ui/spec-table';
import type { StaticBlock } from '@/content/schemas/catalogue';
import type { PumpModel } from '@/content/schemas/pump-models';
import { getPumpModelsForProduct } from '@/content/pump-models';
import { figureKey, performanceFigures } from './format';
import { staticPageId } from '@/content/catalogue-routes';
import { BorewellSetCallout } from './borewell-set-callout';
import { ProductPerformance, type ProductPageProps } from './product-performance';
import { KeyFigures } from './key-figures';
import { ProductTop } from './product-top';
import { BodySection, CheckListSection, WideFigure } from './body-sections';
import { ModelTable } from './model-table';

function Block({
  block,
  models,
  keyFigures,
}: {
  block: StaticBlock;
  models: PumpModel[];
  /** {@link figureKey}s of the key figures shown at the top of the page (the page's own values): a figures block leaves them out. */
  keyFigures: ReadonlySet<string>;
}) {
  switch (block.type) {
    case 'table':
      return <SpecTable table={block.table} />;
    case 'models':
      return models.length > 0 ? <ModelTable models={models} /> : null;
    case 'text':
      return (
        <BodySection title={block.title}>
          <div className="prose-body max-w-3xl">
            {block.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </BodySection>
      );
    case 'list':
      return <CheckListSection title={block.title} items={block.items} />;
    case 'figures': {
      // One figure, one place: those the key figures already show (with the page's own value) are left out.
      const items = block.items.filter((item) => !keyFigures.has(figureKey(item.label)));
      if (items.length === 0) return null;
      return (
        <BodySection title={block.title}>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {items.map((item) => (
              <div key={item.label} className="rounded-lg border border-line bg-white px-4 py-3 shadow-card">
                <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{item.label}</dt>
                <dd className="mt-1 font-semibold text-navy-900">{item.value}</dd>
              </div>
            ))}
          </dl>
        </BodySection>
      );
    }
    case 'image':
      return (
        <BodySection title={block.title}>
          <WideFigure src={block.src} alt={block.alt} />
        </BodySection>
      );
  }
}

/**
 * Static product page (SPEC 2.10): banner, breadcrumb, series, image, description and the page's
 * blocks (figures, tables, lists, text, curves) in content order.
 */
export function StaticProductPage({ route, dutyFromUrl }: ProductPageProps<'static'>) {
  const { page } = route;
  const models = getPumpModelsForProduct(staticPageId(page));
  const ownFigures = page.blocks.flatMap((block) => (block.type === 'figures' ? block.items : []));
  const keyFigures = new Set(performanceFigures(page.performance).map((figure) => figureKey(figure.label)));
  return (
    <>
      <ProductTop
        route={route}
        headingId="page-heading"
        intro={
          <>
            <div className="prose-body">
              {page.description.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            <KeyFigures performance={page.performance} own={ownFigures} />
          </>
        }
      >
        <div className="mt-14 grid grid-cols-[minmax(0,1fr)] gap-12 *:content-deferred-360">
          {page.blocks.map((block, i) => (
            <Block key={i} block={block} models={models} keyFigures={keyFigures} />
          ))}
          {models.length > 0 ? (
            <ProductPerformance
              product={{ id: staticPageId(page), hz: page.hz, category: page.category, title: page.title }}
              dutyFromUrl={dutyFromUrl}
            />
          ) : null}
          <BorewellSetCallout category={page.category} hz={page.hz} />
        </div>
      </ProductTop>
    </>
  );
}
