import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { PageBanner } from '@/components/ui/page-banner';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SectionHeading } from '@/components/ui/section-heading';
import { frequencyLabel, type CatalogueRoute } from '@/content/catalogue-routes';
import { catalogueBreadcrumb } from './breadcrumbs';

/**
 * The top of a product page, detail or static (SPEC 2.9, 2.10): the banner with the title, the
 * frequency and category above it and the breadcrumb in it; then, side by side from 1024 px, the
 * product's picture (with `aside` under it) and its series, title and `intro`; then `children`.
 */
export function ProductTop(props: {
  /** The page's route: its product or static page gives the title, series, frequency, banner and picture. */
  route: Extract<CatalogueRoute, { kind: 'detail' | 'static' }>;
  /** Id of the title's heading, which names the section. */
  headingId: string;
  /** Under the picture (kept in view beside a long description from 1024 px), e.g. the product's actions. */
  aside?: ReactNode;
  /** Under the series and title: the description and key figures. */
  intro: ReactNode;
  /** The rest of the page's body, under that section. */
  children: ReactNode;
}) {
  const { title, series, hz, banner, image } = props.route.kind === 'detail' ? props.route.product : props.route.page;
  const picture = (
    <div className="relative aspect-[4/3] overflow-hidden rounded-card border border-line bg-water-50 shadow-card">
      <ResponsiveImage
        src={image}
        alt={title}
        fill
        priority
        sizes="(min-width: 1024px) 520px, 100vw"
        className="object-contain p-4"
      />
    </div>
  );
  return (
    <>
      <PageBanner title={title} image={banner} eyebrow={`${frequencyLabel(hz)} · ${props.route.category.title}`}>
        <Breadcrumb items={catalogueBreadcrumb(props.route)} tone="light" />
      </PageBanner>
      <div className="container-page py-12 lg:py-16">
        <section
          className="grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14"
          aria-labelledby={props.headingId}
        >
          {props.aside ? (
            <div className="grid gap-5 lg:sticky lg:top-[calc(var(--spacing-header)+1rem)]">
              {picture}
              {props.aside}
            </div>
          ) : (
            picture
          )}
          <div>
            <SectionHeading
              id={props.headingId}
              eyebrow={
                <>
                  Series <span translate="no">{series}</span>
                </>
              }
              title={title}
              titleClassName="mb-5"
            />
            {props.intro}
          </div>
        </section>
        {props.children}
      </div>
    </>
  );
}
