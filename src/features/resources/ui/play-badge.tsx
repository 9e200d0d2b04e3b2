import { PlayIcon } from '@/components/ui/icons';

/**
 * The round play button drawn over a video's stand-in picture (the embedded videos' facades and the
 * site's own videos), decorative: the control around it carries the name "Play video: {title}". It
 * grows when its control (a `group`) is hovered or focused, unless motion is reduced.
 * @param className where it sits vertically, e.g. `top-1/2` (it is centred horizontally)
 */
export function PlayBadge({ className }: { className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`absolute left-1/2 inline-flex size-14 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-accent-600 text-white shadow-raised transition-transform duration-200 group-hover:scale-110 group-focus-visible:scale-110 motion-reduce:transition-none sm:size-16 ${className}`}
    >
      <PlayIcon className="ml-1 size-6 sm:size-7" />
    </span>
  );
}
