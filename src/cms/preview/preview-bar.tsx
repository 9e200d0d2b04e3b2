import { draftMode } from 'next/headers';
import { leavePreviewRoute } from './target';

/**
 * The bar at the top of every public page in draft mode (issue 45 point 3): says the page shows
 * drafts and links out of the preview (`/api/preview/exit`). A plain link, not `next/link`, whose
 * prefetch would leave the preview by itself. Nothing outside draft mode (the prerendered pages
 * carry no trace of it).
 */
export async function PreviewBar() {
  let enabled = false;
  try {
    enabled = (await draftMode()).isEnabled;
  } catch {
    // Rendered outside a request: not a preview.
  }
  return enabled ? <PreviewNotice /> : null;
}

/** The bar itself: a labelled region with its message and the way out. */
export function PreviewNotice() {
  return (
    <aside aria-label="Draft preview" className="bg-amber-300 px-4 py-2 text-center text-sm text-navy-900">
      Preview of a draft: this page shows unpublished changes, seen only by you.{' '}
      <a href={leavePreviewRoute} className="font-semibold underline">
        Leave preview
      </a>
    </aside>
  );
}
