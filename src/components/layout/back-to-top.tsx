'use client';

import { ArrowUpIcon } from '@/components/ui/icons';
import { animateScrollToTop, scrollConfig } from '@/lib/browser/scroll';
import { useScrollPast } from '@/lib/react/use-scroll-past';

/**
 * Back-to-top button (SPEC 2.2): shown once the page has scrolled 500 px or more, scrolls up over
 * 500 ms (at once under reduced motion) and then moves focus to the skip-link target at the top so
 * keyboard users continue from there.
 */
export function BackToTop() {
  const visible = useScrollPast(scrollConfig.backToTopPx, true);
  return (
    <button
      type="button"
      data-testid="back-to-top"
      aria-label="Back to top"
      hidden={!visible}
      onClick={async () => {
        await animateScrollToTop(scrollConfig.backToTopDurationMs);
        document.getElementById('top')?.focus({ preventScroll: true });
      }}
      className="fixed right-4 bottom-4 z-40 inline-flex print:hidden size-12 items-center justify-center rounded-full bg-navy-900 text-white shadow-raised transition-colors hover:bg-water-700 sm:right-6 sm:bottom-6"
    >
      <ArrowUpIcon className="size-5" />
    </button>
  );
}
