import { siteConfig } from '@/config/site';

/** Shape of a Google Tag Manager web container id, e.g. `GTM-AB12CD3`. */
const containerIdPattern = /^GTM-[A-Z0-9]{4,12}$/;

/**
 * The tag-manager container id loaded on the contact page, or '' for none (SPEC 2.2).
 * `siteConfig.tagManagerId` is the owner's setting; `NEXT_PUBLIC_TAG_MANAGER_ID`, read when the
 * site is built (Next.js inlines it into every bundle, so pages, browser code and the proxy's CSP
 * agree), overrides it for one deployment, e.g. a staging container or the browser tests' fake one.
 * A value that is not a container id counts as none, so a typo never loads a stranger's container.
 */
export function tagManagerContainerId(): string {
  const configured = (process.env.NEXT_PUBLIC_TAG_MANAGER_ID ?? siteConfig.tagManagerId).trim();
  return containerIdPattern.test(configured) ? configured : '';
}
