/** Home page constants (SPEC 2.3, 9). */
export const homeConfig = {
  /** Delay between the page's load event and the event pop-up (ms). */
  popupDelayMs: 1000,
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
