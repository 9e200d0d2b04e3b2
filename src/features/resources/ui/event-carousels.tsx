import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Carousel } from '@/components/ui/carousel';
import type { EventSet } from '@/content/schemas/resources';

/**
 * Slide widths of the event carousels (SPEC 9): 1 per view from 320 px, 2 from 767, 3 from 992 and
 * 5 from 1025; the gutter is 0.
 */
const eventSlideClassName = 'basis-full min-[767px]:basis-1/2 min-[992px]:basis-1/3 min-[1025px]:basis-1/5';
/** `sizes` matching {@link eventSlideClassName}, so each breakpoint downloads a fitting width. */
const eventImageSizes = '(min-width: 1025px) 20vw, (min-width: 992px) 33vw, (min-width: 767px) 50vw, 100vw';

/**
 * One event (SPEC 2.11 News and Events): place, year, title and summary above an auto-playing,
 * looping carousel of every photo of the set (autoplay 3000 ms, gutter 0). Slides are rendered on
 * the server, so every picture and its text alternative is in the HTML.
 * @param event the photo set from content; `index` alternates the section background
 */
export function EventCarousel({ event, index }: { event: EventSet; index: number }) {
  const headingId = `event-${event.id}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="event-set"
      data-event-id={event.id}
      className={`py-12 sm:py-14 ${index % 2 === 1 ? 'bg-surface-muted' : 'bg-white'}`}
    >
      <div className="container-page mb-7 grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] md:items-end md:gap-10">
        <div>
          <p className="eyebrow mb-1.5">
            {event.location} · {event.year}
          </p>
          <h2 id={headingId} className="section-title">
            {event.title}
          </h2>
        </div>
        <p className="leading-relaxed text-ink-700">{event.summary}</p>
      </div>
      {/* A set with fewer photos than fit (3 or 4 at 5 per view) sits centred instead of leaving a gap on
          the right; `safe` falls back to start alignment as soon as the slides overflow and scroll. */}
      <div className="mx-auto max-w-[1920px] [&_[data-testid=carousel-viewport]>div]:justify-center-safe">
        <Carousel label={`${event.title} photos`} gapPx={0} slideClassName={eventSlideClassName}>
          {event.images.map((image) => (
            <div key={image.src} className="relative aspect-[3/2] overflow-hidden bg-navy-900">
              <ResponsiveImage src={image.src} alt={image.alt} fill sizes={eventImageSizes} className="object-cover" />
            </div>
          ))}
        </Carousel>
      </div>
    </section>
  );
}

/** The event carousels in content order (SPEC 2.11: Kenya 2025 first, Milano 2018 last). */
export function EventCarousels({ events }: { events: readonly EventSet[] }) {
  return (
    <div>
      {events.map((event, i) => (
        <EventCarousel key={event.id} event={event} index={i} />
      ))}
    </div>
  );
}
