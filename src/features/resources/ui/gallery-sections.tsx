import type { GalleryBody, VideoGroup } from '@/content/schemas/resources';
import { LocalVideo } from './local-video';
import { PhotoGrid, type GalleryPhoto } from './photo-grid';
import { VideoFacade } from './video-facade';
import { SectionHeading } from '@/components/ui/section-heading';

/** Size of every gallery photo in px (docs/notes/image-conventions.md: /images/gallery/{set}-{n}.webp is 1200×800). */
const galleryPhotoSize = { width: 1200, height: 800 } as const;

/** Anchor id of a gallery section, e.g. 'Behind the scenes & Insights' gives 'videos-behind-the-scenes-insights'. */
function anchor(prefix: 'videos' | 'photos', title: string): string {
  return `${prefix}-${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

/** Jump links to every group of the long gallery page, in page order. */
function GalleryContents({ gallery }: { gallery: GalleryBody }) {
  const groups = [
    {
      label: 'Videos',
      links: [
        { href: '#videos-showroom-and-events', title: 'Showroom & events' },
        ...gallery.videoGroups.map((g) => ({ href: `#${anchor('videos', g.title)}`, title: g.title })),
        { href: `#${anchor('videos', gallery.showroomVideos.title)}`, title: gallery.showroomVideos.title },
      ],
    },
    {
      label: 'Photos',
      links: gallery.grids.map((g) => ({ href: `#${anchor('photos', g.title)}`, title: g.title })),
    },
  ];
  return (
    <nav aria-label="Gallery sections" className="border-b border-line bg-white">
      <div className="container-page flex flex-col gap-3 py-5">
        {groups.map((group) => (
          <div key={group.label} className="flex flex-wrap items-center gap-2">
            <span className="mr-1 text-sm font-semibold text-ink-600">{group.label}:</span>
            {group.links.map((link) => (
              <a
                key={link.href}
                href={link.href}
                className="rounded-full border border-line px-3 py-1 text-sm font-medium text-navy-900 transition-colors hover:border-water-600 hover:bg-water-50"
              >
                {link.title}
              </a>
            ))}
          </div>
        ))}
      </div>
    </nav>
  );
}

/** A group of embedded videos as click-to-load facades, 1 / 2 / 3 per row. */
function VideoGroupSection({ group }: { group: VideoGroup }) {
  const id = anchor('videos', group.title);
  return (
    <section aria-labelledby={id} data-testid="video-group" className="scroll-mt-24">
      <h3 id={id} className="text-xl font-bold text-navy-900 sm:text-2xl">
        {group.title}
      </h3>
      <p className="mt-2 mb-6 max-w-3xl text-ink-600">{group.description}</p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {group.videos.map((video) => (
          <li key={video.videoId}>
            <VideoFacade
              videoId={video.videoId}
              title={video.title}
              poster={video.poster}
              group={group.title}
              duration={video.duration}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One photo grid with its heading. */
function PhotoGridSection({ grid }: { grid: GalleryBody['grids'][number] }) {
  const id = anchor('photos', grid.title);
  const photos: GalleryPhoto[] = grid.images.map((image) => ({ ...image, ...galleryPhotoSize }));
  return (
    <section aria-labelledby={id} data-testid="gallery-grid" data-grid-id={grid.id} className="scroll-mt-24">
      <div className="mb-5 flex items-baseline justify-between gap-4">
        <h3 id={id} className="text-xl font-bold text-navy-900 sm:text-2xl">
          {grid.title}
        </h3>
        <span className="text-sm text-ink-600">{grid.images.length} photos</span>
      </div>
      <PhotoGrid title={grid.title} photos={photos} />
    </section>
  );
}

/**
 * Body of the Gallery page (SPEC 2.11) below the award: jump links; Videos (the two local videos,
 * the embedded groups Company, Behind the scenes & Insights, Field Installations And Testimonials,
 * and the Morocco showroom videos); Photos (Meets, Libya showroom, Morocco showroom, East Africa)
 * with the lightbox.
 */
export function GallerySections({ gallery }: { gallery: GalleryBody }) {
  return (
    <>
      <GalleryContents gallery={gallery} />

      <section aria-labelledby="videos-heading" className="py-14 sm:py-16">
        <div className="container-page space-y-14">
          <div>
            <SectionHeading id="videos-heading" eyebrow="Watch" title="Videos" />
          </div>

          <section aria-labelledby="videos-showroom-and-events" className="scroll-mt-24">
            <h3 id="videos-showroom-and-events" className="mb-6 text-xl font-bold text-navy-900 sm:text-2xl">
              Showroom &amp; events
            </h3>
            <div className="grid gap-8 md:grid-cols-2">
              {gallery.videos.map((video) => (
                <LocalVideo key={video.src} video={video} />
              ))}
            </div>
          </section>

          {gallery.videoGroups.map((group) => (
            <VideoGroupSection key={group.title} group={group} />
          ))}

          <section aria-labelledby={anchor('videos', gallery.showroomVideos.title)} className="scroll-mt-24">
            <h3
              id={anchor('videos', gallery.showroomVideos.title)}
              className="mb-6 text-xl font-bold text-navy-900 sm:text-2xl"
            >
              {gallery.showroomVideos.title}
            </h3>
            <div className="grid gap-8 md:grid-cols-2">
              {gallery.showroomVideos.videos.map((video) => (
                <LocalVideo key={video.src} video={video} />
              ))}
            </div>
          </section>
        </div>
      </section>

      <section aria-labelledby="photos-heading" className="border-t border-line bg-surface-muted py-14 sm:py-16">
        <div className="container-page space-y-14">
          <div>
            <SectionHeading id="photos-heading" eyebrow="Look around" title="Photos" />
          </div>
          {gallery.grids.map((grid) => (
            <PhotoGridSection key={grid.id} grid={grid} />
          ))}
        </div>
      </section>
    </>
  );
}
