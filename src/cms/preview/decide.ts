import type { Payload } from 'payload';
import { contentEditorRoles, hasRole, type StaffUser } from '../roles';
import { previewPath, previewSubjectOf } from './target';

/**
 * What the preview route answers (issue 45 point 3): a 303 to the page the document shows on, with
 * draft mode to be switched on; or a refusal, draft mode left off.
 */
export type PreviewDecision = { status: 303; location: string } | { status: 400 | 401 | 403 | 404; message: string };

/**
 * Decides a `GET /api/preview?collection=…&id=…` (or `?global=event-banner`): the caller must be
 * signed in to the back office (Payload's session cookie, or its `Authorization: JWT` header, checked
 * by `payload.auth`, which takes the cookie only from this site's own pages: `Origin` in its CSRF
 * list, or `Sec-Fetch-Site` same-origin, same-site or none; so a link on another site cannot switch
 * an editor's browser into draft mode) with a role that edits content (`contentEditorRoles`: admin, marketing);
 * anonymous → 401, sales or dealer → 403. The document is then read as that user, newest version
 * (`draft: true`, Payload's access rules applied), and the caller sent to its page (`previewPath`).
 * The redirect goes only to a path computed from the document, never one given in the query.
 * @param payload the back office
 * @param request the request's headers (its cookie) and its URL (its query)
 * @returns 303 with the site path to open, or 400 (the query names nothing previewable), 401, 403,
 *   404 (no such document)
 */
export async function decidePreview(
  payload: Payload,
  request: { headers: Headers; url: string },
): Promise<PreviewDecision> {
  const { user } = await payload.auth({ headers: request.headers });
  if (!user) return { status: 401, message: 'Sign in to the back office to preview a draft.' };
  if (!hasRole(user as StaffUser, contentEditorRoles)) {
    return { status: 403, message: 'Your account cannot preview drafts.' };
  }
  const subject = previewSubjectOf(new URL(request.url).searchParams);
  if (!subject) return { status: 400, message: 'The preview address names no document.' };
  const doc =
    'global' in subject
      ? await payload.findGlobal({ slug: subject.global, draft: true, overrideAccess: false, user, depth: 0 })
      : await payload.findByID({
          collection: subject.collection,
          id: subject.id,
          draft: true,
          overrideAccess: false,
          user,
          depth: 0,
          disableErrors: true,
        });
  if (!doc) return { status: 404, message: 'No such document.' };
  return { status: 303, location: previewPath(subject, doc as { slug?: unknown; country?: unknown }) };
}
