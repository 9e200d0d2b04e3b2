import type { CollectionConfig } from 'payload';

/**
 * Versions of the living content: drafts beside the published version, scheduled publish and
 * unpublish, and the last 50 versions kept for restore (issue 45 point 3).
 */
export const draftsWithSchedule: CollectionConfig['versions'] = {
  drafts: { schedulePublish: true },
  maxPerDoc: 50,
};
