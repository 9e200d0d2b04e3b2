/**
 * Embeds of the video-sharing provider. The privacy-enhanced host sets no cookies until a video
 * plays; the gallery only creates the iframe after the visitor presses play (click-to-load facade),
 * so the page itself makes no request to the provider.
 */
export const videoEmbedOrigin = 'https://www.youtube-nocookie.com';

/**
 * Embed address of one video. `autoplay=1` because the iframe only exists after the visitor pressed
 * play, so a second click on the provider's own button would be redundant; `rel=0` keeps the
 * suggestions to the same channel.
 * @param videoId the provider's 11-character id
 */
export function videoEmbedUrl(videoId: string): string {
  return `${videoEmbedOrigin}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}
