/**
 * Staff roles of the back office (issue 45; `sales` and `dealer` are used by the leads inbox of
 * issue 46). A role is a field on `users`, saved into the session token so that access checks need
 * no database read.
 * - `admin`: everything, including users.
 * - `marketing`: the living content (news and events, blogs, gallery, brochures, dealers, media) and
 *   the globals (event banner, company figures, contact details).
 * - `sales`: reads the published content; works every enquiry (issue 46).
 * - `dealer`: a distributor's own account, linked to its `dealers` record; reads the published
 *   content and the enquiries routed to that dealer (status and notes only).
 */
export const staffRoles = ['admin', 'marketing', 'sales', 'dealer'] as const;

/** One staff role. */
export type StaffRole = (typeof staffRoles)[number];

/** Labels shown in the admin's role picker. */
export const staffRoleLabels: Record<StaffRole, string> = {
  admin: 'Administrator (everything, users)',
  marketing: 'Marketing (news, blogs, gallery, brochures, dealers, banner, figures, contact)',
  sales: 'Sales (every enquiry; reads the published content)',
  dealer: 'Dealer (a distributor: its own enquiries; reads the published content)',
};

/** Roles that may edit the living content and the globals. */
export const contentEditorRoles: readonly StaffRole[] = ['admin', 'marketing'];

/** A signed-in staff member as access functions see it (Payload's `req.user`), or none. */
export interface StaffUser {
  /** Database id of the user. */
  id: number | string;
  /** The user's role; an account without one has no rights. */
  role?: StaffRole | null;
}

/** Whether `user` holds one of `roles`. */
export function hasRole(user: StaffUser | null | undefined, roles: readonly StaffRole[]): boolean {
  return Boolean(user?.role && roles.includes(user.role));
}
