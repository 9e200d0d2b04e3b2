import { Breadcrumb } from '@/components/ui/breadcrumb';
import { PageBanner } from '@/components/ui/page-banner';
import type { BrochureCard, EventSet, GalleryBody, TitledImage } from '@/content/schemas/resources';
import { resourceBanner, resourceBreadcrumb } from './banners';
import { AwardSection } from './award-section';
import { BrochureSection } from './brochure-sections';
import { EventCarousels } from './event-carousels';
import { GallerySections } from './gallery-sections';

/** Props of {@link ResourceHero}. */
interface ResourceHeroProps {
  /** Page heading (h1) and last breadcrumb step. */
  title: string;
  /** One line under the breadcrumb. */
  intro: string;
}

/** The 450 px resource hero (SPEC 2.11) with the breadcrumb Home > Resources > page and an intro line. */
function ResourceHero({ title, intro }: ResourceHeroProps) {
  return (
    <PageBanner title={title} image={resourceBanner} size="resource" eyebrow="Resources">
      <p className="mb-5 max-w-2xl text-lg text-white/90">{intro}</p>
      <Breadcrumb items={resourceBreadcrumb(title)} tone="light" />
    </PageBanner>
  );
}

/** Props of {@link NewsAndEventsPage}. */
export interface NewsAndEventsPageProps {
  /** The event photo sets, in page order (the back office's published events). */
  events: readonly EventSet[];
  /** The award shown above them; none: no award section. */
  award?: TitledImage;
}

/**
 * News and Events (SPEC 2.11): 450 px hero, the award picture and one carousel per event set, in
 * the order given (the back office's published events, newest first).
 */
export function NewsAndEventsPage({ events, award }: NewsAndEventsPageProps) {
  return (
    <>
      <ResourceHero
        title="News & Events"
        intro="Product launches, trade fairs and exhibitions where we meet distributors and customers."
      />
      {award ? <AwardSection award={award} /> : null}
      <EventCarousels events={events} />
    </>
  );
}

/** Props of {@link GalleryPage}. */
export interface GalleryPageProps {
  /** The award shown at the top; none: no award section. */
  award?: TitledImage;
  /** The videos and photo grids (the back office's published gallery items). */
  gallery: GalleryBody;
}

/**
 * Gallery (SPEC 2.11): 450 px hero, the award picture, local and embedded videos, showroom videos
 * and the photo grids with the lightbox.
 */
export function GalleryPage({ award, gallery }: GalleryPageProps) {
  return (
    <>
      <ResourceHero
        title="Gallery"
        intro="Our showrooms, meets, installations in the field and the people behind Kavex pumps, in photos and videos."
      />
      {award ? <AwardSection award={award} /> : null}
      <GallerySections gallery={gallery} />
    </>
  );
}

/**
 * Downloads (SPEC 2.11): 450 px hero, then 'BROCHURES - 50Hz' and 'BROCHURES - 60Hz' with one card
 * per brochure, each opening its PDF in a new tab.
 * @param brochures every brochure in card order (the back office's published brochures)
 */
export function DownloadsPage({ brochures }: { brochures: readonly BrochureCard[] }) {
  return (
    <>
      <ResourceHero
        title="Downloads"
        intro="A brochure for every range, 50 Hz and 60 Hz: its products with their specifications, materials and performance, as PDF files."
      />
      <div className="container-page space-y-16 py-14 sm:py-16">
        <BrochureSection
          id="brochures-50hz"
          title="BROCHURES - 50Hz"
          brochures={brochures.filter((b) => b.hz === '50hz')}
        />
        <BrochureSection
          id="brochures-60hz"
          title="BROCHURES - 60Hz"
          brochures={brochures.filter((b) => b.hz === '60hz')}
        />
      </div>
    </>
  );
}
