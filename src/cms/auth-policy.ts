import type { CollectionBeforeValidateHook } from 'payload';
import { ValidationError } from 'payload';
import { siteUrl } from '@/lib/http/site-url';

/**
 * Sign-in rules of the back office (issue 45 point 4): five wrong passwords lock an account for ten
 * minutes; a session lasts a working day; cookies are HttpOnly (Payload's), SameSite=Lax, and Secure
 * when the site is served over HTTPS (SITE_URL).
 */
export const authPolicy = {
  /** Wrong passwords before the account locks. */
  maxLoginAttempts: 5,
  /** How long a locked account stays locked, in ms (10 min). */
  lockTimeMs: 10 * 60 * 1000,
  /** Session length in seconds (8 h). */
  sessionSeconds: 8 * 60 * 60,
  /** Whether the session cookie carries `Secure`: behind TLS (an https SITE_URL). */
  secureCookies: (): boolean => siteUrl().startsWith('https:'),
};

/** Shortest password accepted, in characters. */
const minLength = 12;

/**
 * The password rule: at least {@link minLength} characters, checked wherever a password is set
 * (sign-up by an administrator, a change, a reset, the first-admin command).
 */
export const passwordPolicy = {
  minLength,
  /** Message shown beside the password field. */
  message: `must be at least ${minLength} characters`,
  /** Whether `password` is acceptable. */
  accepts: (password: string): boolean => password.length >= minLength,
  /** Payload hook refusing a short password with the field named. */
  hook: (({ data }) => {
    const password = (data as { password?: unknown } | undefined)?.password;
    if (typeof password === 'string' && !passwordPolicy.accepts(password)) {
      throw new ValidationError({ errors: [{ path: 'password', message: `Password ${passwordPolicy.message}` }] });
    }
    return data;
  }) as CollectionBeforeValidateHook,
};
