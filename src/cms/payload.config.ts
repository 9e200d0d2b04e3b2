import { getEnv } from '@/lib/env';
import { siteUrl } from '@/lib/site-url';
import { buildCmsConfig } from './config';
import { cmsDatabase } from './database';
import { cmsSecret } from './secret';

/**
 * The running site's back office (`@payload-config`): the database and secret from the environment
 * (DATA_DIR or DATABASE_URL, PAYLOAD_SECRET), the origin from SITE_URL.
 */
export default buildCmsConfig({
  db: cmsDatabase(),
  secret: cmsSecret(),
  serverURL: siteUrl(),
  signInLimit: {
    trustProxyHops: getEnv().trustProxyHops,
    // Opened on the first sign-in only: the commands that load this config never touch it.
    limiter: async () => {
      const { appSignInLimiter } = await import('./sign-in-limiter.server');
      return appSignInLimiter();
    },
  },
  // The enquiry store of this process (decision 0034), opened on the inbox's first read.
  leadSource: async () => (await import('@/features/enquiries/index.server')).enquiryLeadSource(),
});
