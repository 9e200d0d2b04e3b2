import type { Payload } from 'payload';
import { passwordPolicy } from './auth-policy';

/**
 * Creates an administrator account.
 * @param payload an initialised Payload
 * @param account e-mail, password (at least 12 characters) and display name
 * @throws Error when the password is too short or the e-mail is already an account
 */
export async function createAdmin(
  payload: Payload,
  account: { email: string; password: string; name?: string },
): Promise<void> {
  if (!passwordPolicy.accepts(account.password)) throw new Error(`The password ${passwordPolicy.message}.`);
  const existing = await payload.count({ collection: 'users', where: { email: { equals: account.email } } });
  if (existing.totalDocs > 0) throw new Error(`${account.email} already has an account.`);
  await payload.create({
    collection: 'users',
    data: { email: account.email, password: account.password, name: account.name ?? 'Administrator', role: 'admin' },
    depth: 0,
  });
}

/**
 * The first administrator from the environment (ADMIN_EMAIL, ADMIN_PASSWORD), created only while no
 * staff account exists; afterwards the variables are ignored (an administrator manages users).
 * @returns whether an account was created
 */
export async function ensureFirstAdmin(
  payload: Payload,
  firstAdmin: { email: string; password: string } | undefined,
): Promise<boolean> {
  if (!firstAdmin) return false;
  const users = await payload.count({ collection: 'users' });
  if (users.totalDocs > 0) return false;
  await createAdmin(payload, firstAdmin);
  return true;
}
