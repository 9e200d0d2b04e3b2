import 'server-only';
import { draftMode, headers } from 'next/headers';
import type { Payload, TypedUser } from 'payload';
import { cache } from 'react';
import { contentEditorRoles, hasRole, type StaffUser } from '../roles';

/**
 * Who reads drafts on this request (issue 45 point 3's preview): the signed-in content editor
 * (admin, marketing) when the request is in Next.js's draft mode, which only the preview route
 * switches on after checking them. Undefined otherwise: outside draft mode, outside a request
 * (the build, the revalidation poller), for a request whose session cookie is gone or whose account
 * lost its role. The readers then read as that user, Payload's access rules applied
 * (`publishedOrEditors`), so a draft-mode cookie alone (shared, or outliving the session) shows
 * nothing but the published content. Asked once per request (React's `cache`).
 */
export const draftReader = cache(async (payload: Payload): Promise<TypedUser | undefined> => {
  let enabled = false;
  try {
    enabled = (await draftMode()).isEnabled;
  } catch {
    // No request: prerendering a page outside one, a script. The published content.
    return undefined;
  }
  if (!enabled) return undefined;
  const { user } = await payload.auth({ headers: await headers() });
  return user && hasRole(user as StaffUser, contentEditorRoles) ? user : undefined;
});
