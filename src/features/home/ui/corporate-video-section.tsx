import type { Home } from '@/content/schemas/resources';
import { CorporateVideo } from './corporate-video';

/**
 * Home 'Corporate Video' section (SPEC 2.3): heading and text beside the poster whose play button
 * opens the video dialog. Stacked on phones, side by side from 1024 px.
 */
export function CorporateVideoSection({ video }: { video: Home['corporateVideo'] }) {
  return (
    <section
      aria-labelledby="corporate-video-heading"
      className="content-deferred-180 relative isolate overflow-hidden bg-navy-900 py-16 text-white sm:py-20 lg:py-24"
    >
      <div
        aria-hidden="true"
        className="absolute -top-40 -right-40 -z-10 size-[36rem] rounded-full bg-water-700/30 blur-3xl"
      />
      <div className="container-page grid items-center gap-10 lg:grid-cols-[1fr_1.35fr] lg:gap-16">
        <div>
          <p className="mb-2 text-sm font-semibold tracking-[0.14em] text-water-100 uppercase">Inside Kavex</p>
          <h2 id="corporate-video-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {video.heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-navy-100">{video.text}</p>
        </div>
        <CorporateVideo videoId={video.videoId} title={video.title} poster={video.poster} />
      </div>
    </section>
  );
}
