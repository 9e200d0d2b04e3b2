import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload';
import { Forbidden } from 'payload';
import { adminsOnly, adminsOnlyField, adminsOrSelf, signedIn } from '../access';
import { authPolicy, passwordPolicy } from '../auth-policy';
import { limitSignIn } from '../sign-in-limit';
import { staffRoleLabels, staffRoles } from '../roles';

/**
 * No account is made over the web without an administrator: Payload's own "create first user" step
 * (`POST /cms-api/users/first-register`, which skips access rules while no account exists) would let
 * whoever reaches a new install first become its administrator. The first one comes from
 * ADMIN_EMAIL/ADMIN_PASSWORD or `npm run cms -- create-admin` (the Local API, on the server).
 */
const refuseAnonymousCreate: CollectionBeforeOperationHook = ({ operation, req, args }) => {
  if (operation === 'create' && req.payloadAPI !== 'local' && !req.user) throw new Forbidden(req.t);
  return args;
};

/**
 * Staff accounts (visitors have none). Sign-in locks an account for {@link authPolicy.lockTimeMs}
 * after {@link authPolicy.maxLoginAttempts} wrong passwords; passwords are at least
 * {@link passwordPolicy.minLength} characters; only administrators create accounts and set roles.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'User', plural: 'Users' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role'],
    group: 'Administration',
    description: 'Staff accounts. Only administrators see this list and add people.',
  },
  auth: {
    maxLoginAttempts: authPolicy.maxLoginAttempts,
    lockTime: authPolicy.lockTimeMs,
    tokenExpiration: authPolicy.sessionSeconds,
    cookies: { sameSite: 'Lax', secure: authPolicy.secureCookies() },
  },
  access: {
    admin: signedIn,
    read: adminsOrSelf,
    create: adminsOnly,
    update: adminsOrSelf,
    delete: adminsOnly,
    unlock: adminsOnly,
  },
  hooks: { beforeOperation: [refuseAnonymousCreate, limitSignIn], beforeValidate: [passwordPolicy.hook] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'marketing',
      saveToJWT: true,
      options: staffRoles.map((value) => ({ value, label: staffRoleLabels[value] })),
      access: { create: adminsOnlyField, update: adminsOnlyField },
      admin: { position: 'sidebar', description: 'What this person may do in the back office.' },
    },
    {
      // A dealer account sees the enquiries routed to this dealer record, and no other (issue 46).
      name: 'dealer',
      type: 'relationship',
      relationTo: 'dealers',
      access: { create: adminsOnlyField, update: adminsOnlyField },
      admin: {
        position: 'sidebar',
        condition: (data) => data?.role === 'dealer',
        description: 'The dealer this account belongs to: it sees the enquiries of that dealer only.',
      },
    },
  ],
};
