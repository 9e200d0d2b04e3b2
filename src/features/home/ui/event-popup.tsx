import { Link } from '@/components/ui/link';
import { CloseIcon } from '@/components/ui/icons';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { BannerEvent } from '@/content/schemas/resources';
import { homeConfig } from '../domain/config';
import { closedStateScript, eventDateLabel } from '../domain/event-banner';
import { EventPopupClose } from './event-popup-close';

/** Props of {@link EventPopup}. */
export interface EventPopupProps {
  /** The event to announce (see `pickBannerEvent`). */
  event: BannerEvent;
}

/** Side of the square thumbnail, CSS px (Tailwind `size-14`). */
const thumbnailPx = 56;

/** Element ids of the banner; one banner per page. */
export const eventBannerIds = {
  banner: 'event-banner',
  title: 'event-banner-title',
  /** Fragment the no-JavaScript Close link goes to; the banner hides while it is the `:target`. */
  closed: 'event-banner-closed',
} as const;

/**
 * The home page's pop-up event banner (SPEC 2.3 "appears 1 second after load and has a close
 * button"; issue 26): a non-modal notice fixed to the bottom of the viewport with a thumbnail, the
 * event's dates, place and title, and a link.
 *
 * It costs the main thread nothing at the moment it appears: it is in the server HTML, and a CSS
 * animation (`event-banner-in` in globals.css) keeps it `visibility: hidden` (so neither seen,
 * clicked nor read out) for its delay of {@link homeConfig.eventBanner.revealDelayMs} ms from its
 * first render, then fades it in (at once under reduced motion). No script runs then, focus stays
 * where it is and the rest of the page is neither `inert` nor `aria-hidden`.
 *
 * Placement: on phones it leaves the right-hand 5 rem to the back-to-top button and drops its
 * thumbnail; from 640 px it is
 * 24 rem wide at the bottom left. On a first visit it waits for the consent bar's answer (issue 49:
 * on a 360 × 740 phone the bar, the header and the banner left little of the page, and the banner
 * covered the hero's call to action): while the page is marked `data-consent="pending"` and holds
 * the bar (`[data-consent-bar]`, rendered only when a tag manager is configured), CSS keeps it
 * hidden; once answered, its reveal animation starts from then. Until it is closed,
 * `scroll-padding-bottom` keeps controls that focus scrolls into view above it, and the footer ends
 * in room for it (globals.css).
 *
 * Closing: with JavaScript, {@link EventPopupClose} (also Escape). Without it, a link to
 * `#event-banner-closed` hides the banner through `:target`. Either way it stays closed on reload:
 * the inline script before the banner reads the session's closed state before the first paint.
 */
export function EventPopup({ event }: EventPopupProps) {
  const { revealDelayMs } = homeConfig.eventBanner;
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: closedStateScript(event.title) }} />
      {/* Fixed, so that going to the fragment does not scroll the page. */}
      <span id={eventBannerIds.closed} className="peer/closed fixed bottom-0 left-0" />
      {/* A region rather than a <section>: its name is the event's title, which is no heading. */}
      <div
        role="region"
        id={eventBannerIds.banner}
        aria-labelledby={eventBannerIds.title}
        data-testid="event-banner"
        style={{ animationDelay: `${revealDelayMs}ms` }}
        className="fixed right-20 bottom-3 left-3 z-40 flex animate-[event-banner-in_300ms_var(--ease-out-soft)_both] gap-3 rounded-card border border-line bg-white p-3 pr-11 shadow-raised peer-target/closed:hidden [[data-consent=pending]:has([data-consent-bar])_&]:hidden sm:right-auto sm:bottom-6 sm:left-6 sm:w-96 print:hidden [[data-event-closed]_&]:hidden"
      >
        {/* A fixed size lists one variant per pixel density instead of every width (first response).
            Not on a phone: without it the banner is 100 px tall rather than 140, and on a 360 × 740
            screen it then clears the hero's two calls to action (issue 49). */}
        <div className="shrink-0 max-sm:hidden">
          <ResponsiveImage
            src={event.image}
            alt={event.alt}
            width={thumbnailPx}
            height={thumbnailPx}
            className="size-14 rounded-md bg-navy-900 object-cover"
          />
        </div>
        <div className="min-w-0 flex-1 text-sm leading-snug">
          <p className="text-xs font-semibold text-water-700">
            {eventDateLabel(event)} · {event.location}
          </p>
          <p id={eventBannerIds.title} className="mt-0.5 font-bold text-navy-900">
            {event.title}
          </p>
          <Link
            href={event.link.href}
            className="mt-1 inline-block font-semibold text-accent-700 underline underline-offset-2"
          >
            {event.link.label}
          </Link>
        </div>
        <EventPopupClose title={event.title} bannerId={eventBannerIds.banner} />
        <a
          href={`#${eventBannerIds.closed}`}
          aria-label="Close event banner"
          className="absolute top-1.5 right-1.5 hidden size-9 items-center justify-center rounded-full text-ink-600 hover:bg-water-50 hover:text-navy-900 noscript:inline-flex"
        >
          <CloseIcon className="size-4" />
        </a>
      </div>
    </>
  );
}
