import 'server-only';
import path from 'node:path';
import type { ServerEnv } from '@/lib/runtime/env';
import { createEmailJsTransport } from './emailjs.server';
import { createEmlFileTransport } from './eml-file.server';
import { createSmtpTransport } from './smtp.server';
import type { MailTransport } from './types';

/**
 * The configured transport: SMTP when `SMTP_URL` is set, else EmailJS when its keys are set, else `.eml`
 * files under `{DATA_DIR}/outbox/`.
 */
export function createMailTransport(env: Pick<ServerEnv, 'smtpUrl' | 'emailjs' | 'dataDir'>): MailTransport {
  if (env.smtpUrl) return createSmtpTransport(env.smtpUrl);
  if (env.emailjs) return createEmailJsTransport(env.emailjs);
  return createEmlFileTransport(path.join(env.dataDir, 'outbox'));
}

/**
 * The transport for the back office's e-mail to staff (a password reset link): SMTP when `SMTP_URL` is
 * set, else `.eml` files under `{DATA_DIR}/outbox/`. Never EmailJS: its one template is the enquiry
 * e-mail's, and where the account addresses it to the sales mailbox a reset link (a secret that signs
 * its holder in) would reach the wrong person.
 */
export function createStaffMailTransport(env: Pick<ServerEnv, 'smtpUrl' | 'dataDir'>): MailTransport {
  if (env.smtpUrl) return createSmtpTransport(env.smtpUrl);
  return createEmlFileTransport(path.join(env.dataDir, 'outbox'));
}
