import { ExternalIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import type { DealerRecord } from '@/content/dealers';
import { mapSearchUrl, telHref } from '../domain/links';

const verifiedFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-10-28' → '28 October 2026' (server side: no Intl in browser code at load). */
function verifiedLabel(isoDate: string): string {
  return verifiedFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** A contact link's look: at least 24 px tall (WCAG 2.5.8), icon and text, underlined on hover. */
const contactLinkClass =
  'inline-flex min-h-6 items-center gap-2 py-1 font-semibold break-all text-water-700 underline-offset-2 hover:underline';

/** The host of a website for its link text: `https://www.deccan-water.example/` → `deccan-water.example`. */
function siteHost(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

/**
 * One dealer of the finder's results (issue 45, point 5): company, place and address, contact person,
 * phone (`tel:`), e-mail (`mailto:`), website, a link that opens the place in Google Maps, what the
 * dealer carries (catalogue names linked to their category pages) and the day it was verified.
 * A list item with the anchor `dealer-{id}`, which the site search links to.
 * @param dealer the dealer, as the content layer gives it
 */
export function DealerCard({ dealer }: { dealer: DealerRecord }) {
  const place = [dealer.city, dealer.region].filter(Boolean).join(', ');
  return (
    <li
      id={`dealer-${dealer.id}`}
      className="flex scroll-mt-24 flex-col gap-3 rounded-card border border-line bg-white p-5 shadow-card"
    >
      <div>
        <h3 className="text-lg font-bold text-navy-900">{dealer.company}</h3>
        <p className="text-sm font-semibold text-water-700">{place}</p>
      </div>
      <p className="text-ink-700">
        {dealer.address}, {dealer.city}
        <br />
        Contact: {dealer.contactPerson}
      </p>
      <ul className="flex flex-col" aria-label={`Contact ${dealer.company}`}>
        <li>
          <a href={telHref(dealer.phone)} className={contactLinkClass}>
            <PhoneIcon className="size-4 shrink-0" />
            <span>
              <span className="sr-only">Phone </span>
              {dealer.phone}
            </span>
          </a>
        </li>
        <li>
          <a href={`mailto:${dealer.email}`} className={contactLinkClass}>
            <MailIcon className="size-4 shrink-0" />
            <span>
              <span className="sr-only">E-mail </span>
              {dealer.email}
            </span>
          </a>
        </li>
        {dealer.website && (
          <li>
            <a href={dealer.website} className={contactLinkClass} rel="noopener">
              <ExternalIcon className="size-4 shrink-0" />
              <span>
                <span className="sr-only">Website </span>
                {siteHost(dealer.website)}
              </span>
            </a>
          </li>
        )}
        <li>
          <a href={mapSearchUrl(dealer)} className={contactLinkClass} rel="noopener">
            <MapPinIcon className="size-4 shrink-0" />
            <span>
              Open in Google Maps<span className="sr-only">: {dealer.company}</span>
            </span>
          </a>
        </li>
      </ul>
      <div>
        <p className="text-sm font-semibold text-navy-900">Carries</p>
        <ul className="mt-1 flex flex-wrap gap-2" aria-label={`What ${dealer.company} carries`}>
          {dealer.lines.map((line) => (
            <li key={line.key}>
              <Link
                href={line.href}
                className="inline-flex min-h-6 items-center rounded-full bg-water-100 px-3 py-1 text-sm font-semibold text-water-700 hover:bg-water-50"
              >
                {line.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <p className="mt-auto text-sm text-ink-700">
        Verified <time dateTime={dealer.verifiedOn}>{verifiedLabel(dealer.verifiedOn)}</time>
      </p>
    </li>
  );
}
