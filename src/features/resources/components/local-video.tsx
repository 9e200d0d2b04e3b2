import type { LocalVideo as LocalVideoData } from '@/content/schemas/resources';

/**
 * A video served from this site (SPEC 2.11 gallery videos) in a 16:9 frame with its title as the
 * caption. `preload="none"` keeps the file from downloading until the visitor presses play; the
 * poster shows meanwhile.
 * @param video file, poster and title from the gallery content
 */
export function LocalVideo({ video }: { video: LocalVideoData }) {
  return (
    <figure>
      <video
        controls
        preload="none"
        playsInline
        poster={video.poster}
        className="aspect-video w-full rounded-card bg-navy-950 shadow-card"
        aria-label={video.title}
      >
        <source src={video.src} type="video/mp4" />
      </video>
      <figcaption className="mt-3 font-semibold text-navy-900">{video.title}</figcaption>
    </figure>
  );
}
