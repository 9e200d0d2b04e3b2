import type { Access, FieldAccess, PayloadRequest, Where } from 'payload';
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

/** Roles that work every enquiry (issue 46). */
export const salesDeskRoles = ['admin', 'sales'] as const;

/** The `dealers` record a dealer account is linked to (its `dealer` field, maybe populated), or null. */
export function linkedDealerId(user: unknown): number | string | null {
  const dealer = (user as { dealer?: unknown } | null)?.dealer;
  if (dealer === null || dealer === undefined) return null;
  if (typeof dealer === 'object') return ((dealer as { id?: number | string }).id ?? null) as number | string | null;
  return dealer as number | string;
}

/**
 * Enquiries (issue 46 point 4): administrators and sales every one; a dealer account only those
 * assigned to its dealer record (none while it is linked to none); marketing none.
 */
export const enquiryWorkers: Access = ({ req }) => {
  const user = staff(req.user);
  if (hasRole(user, salesDeskRoles)) return true;
  if (user?.role !== 'dealer') return false;
  const dealer = linkedDealerId(req.user);
  if (dealer === null) return false;
  const assigned: Where[] = [
    { 'assignedTo.relationTo': { equals: 'dealers' } },
    { 'assignedTo.value': { equals: dealer } },
  ];
  return { and: assigned };
};

/** Administrators and sales (reassigning, next action, export, re-drive). */
export const salesDesk: Access = ({ req }) => hasRole(staff(req.user), salesDeskRoles);

/** A field only administrators and sales may set. */
export const salesDeskField: FieldAccess = ({ req }) => hasRole(staff(req.user), salesDeskRoles);

/** A field nobody sets through the API or the admin (the enquiry as the visitor sent it, the history). */
export const nobodyField: FieldAccess = () => false;

/** The arguments an access function is called with (for calling one from an endpoint). */
export type StaffAccessArgs = Parameters<Access>[0];
