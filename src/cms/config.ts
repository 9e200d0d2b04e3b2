import path from 'node:path';
import { buildConfig, type DatabaseAdapterObj, type PayloadEmailAdapter } from 'payload';
import type { SignInLimit } from './sign-in-limit';
import type { LeadSource } from '@/features/enquiries/back-office';
import sharp from 'sharp';
import { siteConfig } from '@/config/site';
import { Brochures } from './collections/brochures';
import { Dealers } from './collections/dealers';
import { Enquiries } from './collections/enquiries';
import { Events } from './collections/events';
import { Gallery } from './collections/gallery';
import { Media } from './collections/media';
import { Posts } from './collections/posts';
import { Users } from './collections/users';
import { CompanyFigures } from './globals/company-figures';
import { Contact } from './globals/contact';
import { EventBanner } from './globals/event-banner';
import { PublishLog } from './publish/publish-log';

/** Admin and REST paths (the site's own JSON API keeps `/api/*`). */
export const cmsRoutes = { admin: '/admin', api: '/cms-api' } as const;

/**
 * The back office's configuration (issue 45, decision 0033): Payload CMS 3 in this Next.js app, for
 * the living content staff edit every week. The catalogue and engineering data stay in `content/` as
 * typed, validated files. `payload.config.ts` builds the running site's from the environment; tests
 * build one on a database of their own.
 * @param settings the database adapter, the session-signing secret, the site's public origin, the
 *   e-mail adapter (`backOfficeEmail`: Payload's console adapter would log reset links and staff
 *   addresses), the per-client sign-in limit (none: sign-ins are limited by the account lock alone)
 *   and the enquiry store the inbox reads delivery states from and re-drives e-mails in (none: no
 *   delivery state)
 */
export function buildCmsConfig({
  db,
  secret,
  serverURL,
  email,
  signInLimit,
  leadSource,
}: {
  db: DatabaseAdapterObj;
  secret: string;
  serverURL: string;
  email: PayloadEmailAdapter;
  signInLimit?: SignInLimit;
  leadSource?: () => Promise<LeadSource>;
}) {
  return buildConfig({
    secret,
    serverURL,
    routes: cmsRoutes,
    db,
    email,
    sharp,
    graphQL: { disable: true },
    // Cookie-authenticated writes are accepted only from the site's own origin.
    csrf: [serverURL],
    cors: [serverURL],
    telemetry: false,
    custom: { signInLimit, leadSource },
    collections: [Enquiries, Events, Posts, Gallery, Brochures, Dealers, Media, Users, PublishLog],
    globals: [EventBanner, CompanyFigures, Contact],
    admin: {
      user: Users.slug,
      meta: {
        titleSuffix: ` · ${siteConfig.name} back office`,
        robots: 'noindex, nofollow',
      },
      components: {
        beforeDashboard: [
          '/src/cms/components/waiting-enquiries#WaitingEnquiries',
          '/src/cms/components/engineering-data-note#EngineeringDataNote',
        ],
      },
      importMap: { baseDir: path.resolve(process.cwd()) },
      dateFormat: 'd MMM yyyy',
      // Payload's default avatar is the staff member's Gravatar: a third-party call with a hash of their e-mail.
      avatar: 'default',
    },
    jobs: {
      // Scheduled publishing: the queue Payload fills is worked every minute by every instance
      // (a job is claimed once, so two instances never publish twice).
      autoRun: [{ cron: '* * * * *', queue: 'default', limit: 20 }],
    },
  });
}
