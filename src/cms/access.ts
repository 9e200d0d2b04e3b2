import type { Access, FieldAccess, PayloadRequest } from 'payload';
import { contentEditorRoles, hasRole, type StaffUser } from './roles';

/**
 * Access rules of the back office (issue 45 point 4), one function per kind of rule so every
 * collection and global states its rules by name. Payload calls them for its REST API, the admin
 * and the Local API when `overrideAccess` is false; `src/cms/access.test.ts` holds each role
 * against each collection through the REST handler.
 */

const staff = (user: unknown): StaffUser | null => (user as StaffUser | null) ?? null;

/** Only administrators (users). */
export const adminsOnly: Access = ({ req }) => hasRole(staff(req.user), ['admin']);

/** Administrators and marketing (edits of the living content and globals). */
export const contentEditors: Access = ({ req }) => hasRole(staff(req.user), contentEditorRoles);

/** Any signed-in staff member with a role (who may open the admin). */
export const signedIn = ({ req }: { req: PayloadRequest }): boolean => Boolean(staff(req.user)?.role);

/**
 * Reading the living content: everyone may read what is published (the public pages already show
 * it); the people who edit it (administrators, marketing) also read drafts. Sales and dealer
 * accounts, a dealer being an outside distributor, read what the public reads.
 */
export const publishedOrEditors: Access = ({ req }) => {
  if (hasRole(staff(req.user), contentEditorRoles)) return true;
  return { _status: { equals: 'published' } };
};

/** Users: administrators read every account, anyone else only their own. */
export const adminsOrSelf: Access = ({ req }) => {
  const user = staff(req.user);
  if (!user?.role) return false;
  if (user.role === 'admin') return true;
  return { id: { equals: user.id } };
};

/** A field only administrators may set (a user's role: nobody promotes themselves). */
export const adminsOnlyField: FieldAccess = ({ req }) => hasRole(staff(req.user), ['admin']);
