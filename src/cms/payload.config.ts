import { getEnv } from '@/lib/runtime/env';
import { siteUrl } from '@/lib/http/site-url';
import { buildCmsConfig } from './config';
import { cmsDatabase } from './database';
import { backOfficeEmail } from './email';
import { cmsSecret } from './secret';

/**
 * The running site's back office (`@payload-config`): the database and secret from the environment
 * (DATA_DIR or DATABASE_URL, PAYLOAD_SECRET), the origin from SITE_URL, staff e-mail (password
 * resets) through the site's mail settings (MAIL_FROM, SMTP_URL or DATA_DIR/outbox/).
 */
export default buildCmsConfig({
  db: cmsDatabase(),
  secret: cmsSecret(),
  serverURL: siteUrl(),
  email: backOfficeEmail({
    from: getEnv().mailFrom,
    siteUrl: siteUrl(),
    // Opened for each e-mail only: the transports are server-only, and the commands that load this
    // config send none. SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox/.
    transport: async () => {
      const { createStaffMailTransport } = await import('@/lib/mail/transport.server');
      return createStaffMailTransport(getEnv());
    },
  }),
  signInLimit: {
    trustProxyHops: getEnv().trustProxyHops,
    // Opened on the first sign-in only: the commands that load this config never touch it.
    limiter: async () => {
      const { appSignInLimiter } = await import('./sign-in-limiter.server');
      return appSignInLimiter();
    },
  },
  // The enquiry store of this process (decision 0036), opened on the inbox's first read.
  leadSource: async () => (await import('@/features/enquiries/back-office')).processLeadSource(),
});
