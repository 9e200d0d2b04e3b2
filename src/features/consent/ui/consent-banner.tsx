'use client';

import { Link } from '@/components/ui/link';
import { useEffect, useId, useRef } from 'react';
import { paths } from '@/config/paths';
import { CONSENT_STATE_ATTRIBUTE, consentConfig, consentNotice } from '../domain/config';
import { dismissConsentBanner, saveConsent, useConsent } from './consent-state';

/**
 * The consent banner: a slim bar at the top of the page, before the header, asking once whether
 * the configured tag manager may count visits with analytics cookies (what runs, where and when:
 * `consentNotice` of the load policy), with equally weighted Accept and Reject buttons and a link
 * to the privacy policy. Nothing is asked when no tag manager is configured. At most a quarter of a
 * 360 × 740 phone's screen (tests/e2e/first-visit.spec.ts); the home page's event banner waits for
 * the answer (`[data-consent-bar]`, event-popup.tsx).
 *
 * It is part of the page flow rather than an overlay, so it never covers the header, the menus,
 * the back-to-top button or a form, and it comes early in the tab order. It is rendered on the
 * server and displayed only while the head script has marked `<html data-consent="pending">`: a
 * returning visitor (`decided`) never sees it, not even before hydration, after which it is not
 * rendered at all, and without JavaScript it stays hidden. "Cookie settings" in the footer brings
 * it back with the current answer and
 * moves focus to it (Escape closes it again without a change). The answer applies at once through
 * Consent Mode and is remembered in this browser.
 */
export function ConsentBanner({ tagManager }: { tagManager: boolean }) {
  const consent = useConsent();
  const labelId = useId();
  const regionRef = useRef<HTMLDivElement>(null);
  // Before hydration (consent undefined) the server markup is kept; CSS hides it for returning visitors.
  const open = consent === undefined || consent.choice === null || consent.bannerRequested;
  const reopened = consent?.bannerRequested === true;

  useEffect(() => {
    if (!reopened) return;
    // The bar is displayed only while the page is marked pending (see consent-defaults.tsx).
    document.documentElement.setAttribute(CONSENT_STATE_ATTRIBUTE, 'pending');
    regionRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismissConsentBanner();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [reopened]);

  if (!open || !tagManager) return null;
  const current = consent?.choice === 'granted' ? 'accepted' : consent?.choice === 'denied' ? 'rejected' : null;
  return (
    <div
      role="region"
      ref={regionRef}
      tabIndex={-1}
      aria-labelledby={labelId}
      data-testid="consent-banner"
      data-consent-bar=""
      className="border-b border-line bg-water-50 text-sm text-ink-700 outline-none focus-visible:ring-2 focus-visible:ring-water-500 focus-visible:ring-inset hidden print:hidden [[data-consent=pending]_&]:block print:[[data-consent=pending]_&]:hidden"
    >
      <div className="container-page flex flex-col gap-2 py-2.5 md:flex-row md:items-center md:gap-6">
        <p className="flex-1 leading-snug">
          <strong id={labelId} className="font-bold text-navy-900">
            Cookies and analytics
          </strong>
          : {consentNotice(consentConfig.tagManagerLoad)}{' '}
          <Link href={paths.privacyPolicy} className="font-medium text-water-700 underline underline-offset-2">
            How we use your data
          </Link>
          {current ? <span className="font-medium text-navy-900"> Your current choice: {current}.</span> : null}
        </p>
        <div className="flex shrink-0 gap-3">
          <button
            type="button"
            onClick={() => saveConsent('granted')}
            className="min-w-28 flex-1 rounded-md bg-navy-900 px-4 py-2 font-semibold text-white transition-colors hover:bg-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-water-500"
          >
            Accept
          </button>
          <button
            type="button"
            onClick={() => saveConsent('denied')}
            className="min-w-28 flex-1 rounded-md border-2 border-navy-900 bg-white px-4 py-2 font-semibold text-navy-900 transition-colors hover:bg-water-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-water-500"
          >
            Reject
          </button>
        </div>
      </div>
    </div>
  );
}
