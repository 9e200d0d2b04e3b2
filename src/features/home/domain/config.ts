/** Home page constants (SPEC 2.3, 9). */
export const homeConfig = {
  /** The event banner (SPEC 2.3 "pop-up event banner"; issue 26). */
  eventBanner: {
    /** Time from the banner's first render to its reveal (SPEC 2.3: "1 second after load"), ms. */
    revealDelayMs: 1000,
    /** A past event older than this many calendar months makes `npm run check:launch` warn (issue 26). */
    staleAfterMonths: 6,
    /** `sessionStorage` key of the closed state; its value is the title of the event that was closed. */
    storageKey: 'kavex-event-banner-closed',
    /**
     * Attribute set on `<html>` while the banner is closed (before first paint by the inline script,
     * or by the Close button). The banner's `[[data-event-closed]_&]:hidden` class names it too.
     */
    closedAttribute: 'data-event-closed',
  },
  /** Blog posts shown on the home page ("the first 3 blog entries"). */
  blogCount: 3,
} as const;

/**
 * Privacy-enhanced embed address of a video on the video-sharing provider: the no-cookie host sets
 * no tracking cookies until the visitor plays the video. Deliberately without `autoplay` or `mute`
 * (SPEC 2.3: not autoplaying, unmuted); `rel=0` keeps suggestions to the same channel.
 */
export function videoEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?rel=0`;
}
