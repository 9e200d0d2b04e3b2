import type { ReactNode } from 'react';
import { drawIcon, ExternalIcon, MailIcon, MapPinIcon, PhoneIcon, type IconProps } from '@/components/ui/icons';
import { siteConfig, type SiteContact } from '@/config/site';

/**
 * Chat-bubble glyph for the WhatsApp link (24×24, currentColor); decorative. In the style of Lucide's
 * message-circle (licence in src/components/ui/lucide-license.txt).
 */
const ChatIcon = (p: IconProps) =>
  drawIcon(
    p,
    <>
      <path d="M3 21l1.7-4.6A8.5 8.5 0 1 1 8 19.6Z" />
      <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1.2-1.3-1.8-1-0.9.8a4 4 0 0 1-2-2l.8-.9-1-1.8Z" />
    </>,
  );

/** One row of the panel: icon, label and the link or text. */
function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span
        className="mt-0.5 inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10 text-water-100"
        aria-hidden="true"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-navy-100">{label}</p>
        <div className="mt-0.5 text-white">{children}</div>
      </div>
    </li>
  );
}

const linkClass = 'font-semibold break-words underline-offset-4 hover:underline';

/** A link's attributes to open in a new tab, without giving it this page. */
const newTabAttributes = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A row whose detail is one link; `newTab`: it opens in a new tab and says so to screen readers. */
function LinkRow({
  icon,
  label,
  href,
  newTab = false,
  children,
}: {
  icon: ReactNode;
  label: string;
  href: string;
  newTab?: boolean;
  children: ReactNode;
}) {
  return (
    <DetailRow icon={icon} label={label}>
      <a href={href} {...(newTab ? newTabAttributes : {})} className={linkClass}>
        {children}
        {newTab && <span className="sr-only"> (opens in a new tab)</span>}
      </a>
    </DetailRow>
  );
}

/**
 * Contact details panel of the contact page (SPEC 2.5): phone (tel:), a WhatsApp chat with the same
 * Indian number, the sales mailbox, and the postal address with 'View on Google map' (new tab).
 * The legal name comes from the site configuration, the contact details from the back office.
 * @param contact the company's contact details
 */
export function ContactDetails({ contact }: { contact: SiteContact }) {
  return (
    <aside
      aria-labelledby="contact-details-heading"
      className="rounded-card bg-navy-900 p-6 text-white shadow-raised sm:p-8"
      data-testid="contact-details"
    >
      <h2 id="contact-details-heading" className="text-xl font-bold">
        Contact details
      </h2>
      <p className="mt-2 text-sm text-navy-100">Talk to our sales team and application engineers directly.</p>
      <ul className="mt-6 space-y-6">
        <LinkRow icon={<PhoneIcon className="size-5" />} label="Call us" href={`tel:${contact.phone}`}>
          {contact.phoneDisplay}
        </LinkRow>
        <LinkRow
          icon={<ChatIcon className="size-5" />}
          label="WhatsApp"
          href={`https://wa.me/${contact.whatsapp}`}
          newTab
        >
          Chat on WhatsApp
        </LinkRow>
        <LinkRow icon={<MailIcon className="size-5" />} label="Sales e-mail" href={`mailto:${contact.salesEmail}`}>
          {contact.salesEmail}
        </LinkRow>
        <DetailRow icon={<MapPinIcon className="size-5" />} label="Head office and factory">
          <address className="not-italic">
            <span className="block font-semibold">{siteConfig.legalName}</span>
            {contact.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <a
            href={contact.mapUrl}
            {...newTabAttributes}
            className={`${linkClass} mt-3 inline-flex items-center gap-1.5 text-water-100`}
          >
            View on Google map
            <ExternalIcon className="size-4" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </DetailRow>
      </ul>
    </aside>
  );
}
