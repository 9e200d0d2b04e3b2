'use client';

import { ResponsiveImage } from '@/components/ui/responsive-image';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { Dialog, preloadDialog } from '@/components/ui/dialog';
import { ChevronRightIcon } from '@/components/ui/icons';
import type { Home } from '@/content/schemas/resources';
import { homeConfig } from '../config';

/** Props of {@link EventPopup}: the `popup` block of the home content. */
export type EventPopupProps = Home['popup'];

/**
 * Milliseconds still to wait before the pop-up opens, counted from the document's `load` event.
 * When the component mounts long after that event (a client-side navigation back to the home page,
 * or a very slow hydration) the full delay is counted from now instead, so it never opens at once.
 */
function remainingDelay(delayMs: number): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const loadEnd = navigation?.loadEventEnd ?? 0;
  if (loadEnd <= 0) return delayMs;
  const sinceLoad = performance.now() - loadEnd;
  return sinceLoad < delayMs ? delayMs - sinceLoad : delayMs;
}

/**
 * Event banner that pops up 1000 ms after the page has loaded (SPEC 2.3, 4, 9): a modal dialog
 * with the event picture, its title and a link. Focus moves to the dialog's Close button; Close,
 * Escape and a backdrop click dismiss it. It opens once per page view.
 */
export function EventPopup({ image, alt, title, link }: EventPopupProps) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let timer: number | undefined;
    const schedule = () => {
      preloadDialog();
      timer = window.setTimeout(() => setOpen(true), remainingDelay(homeConfig.popupDelayMs));
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      window.clearTimeout(timer);
    };
  }, []);

  return (
    <Dialog open={open} onOpenChange={setOpen} title={title} size="sm">
      <div className="-mx-5 -mt-5 sm:-mx-8">
        <div className="relative aspect-[16/9] bg-navy-900">
          <ResponsiveImage
            src={image}
            alt={alt}
            fill
            sizes="(min-width: 640px) 512px, 100vw"
            className="object-cover"
          />
        </div>
      </div>
      <div className="flex flex-col gap-4 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="eyebrow">Latest event</p>
        <Link href={link.href} className="btn-primary shrink-0 py-2.5 text-sm" onClick={() => setOpen(false)}>
          {link.label}
          <ChevronRightIcon className="size-4" />
        </Link>
      </div>
    </Dialog>
  );
}
