import type { Selectable } from 'kysely';
import type { EnquiriesTable } from '@/lib/db/schema';
import type { MailMessage } from '@/lib/mail/types';
import { enquiryKindTitles, fieldLabels, formFields } from './fields';
import { paths } from '@/config/paths';
import { selectionEmailLines } from './quoted-pump';
import { enquiryReference } from './reference';

/** A stored enquiry as read from the database. */
export type EnquiryRecord = Selectable<EnquiriesTable>;

/** Where enquiry e-mails go and come from. */
export interface EnquiryMailSettings {
  /** Sales mailbox (SALES_EMAIL). */
  to: string;
  /** Sender (MAIL_FROM). */
  from: string;
  /** Public site origin; its host names the Message-ID domain. */
  siteUrl: string;
}

/**
 * The Message-ID of an enquiry's e-mail: derived from the enquiry id only, so every retry (and a
 * re-drive from the dead-letter state) sends the same message, which receivers can drop as a duplicate.
 */
export function enquiryMessageId(enquiryId: string, siteUrl: string): string {
  return `<enquiry-${enquiryId}@${new URL(siteUrl).hostname}>`;
}

/**
 * The e-mail for the sales team: plain text (no visitor HTML anywhere), to the sales mailbox from the
 * site's sender, the visitor only as Reply-To. Fields the visitor left empty are shown as '-'.
 */
export function composeEnquiryEmail(enquiry: EnquiryRecord, settings: EnquiryMailSettings): MailMessage {
  const title = enquiryKindTitles[enquiry.kind];
  const selection = selectionEmailLines(
    enquiry,
    new URL(paths.borewellSizing, settings.siteUrl).href,
    new URL(paths.solarPumpSizing, settings.siteUrl).href,
  );
  const lines = formFields[enquiry.kind]
    .filter((field) => field !== 'message')
    .map((field) => `${fieldLabels[field]}: ${enquiry[field] || '-'}`);
  const text = [
    `${title} from the website.`,
    '',
    ...lines,
    `Privacy policy: ${enquiry.privacy_accepted ? 'accepted' : 'not accepted'}`,
    '',
    ...selection,
    'Message:',
    enquiry.message,
    '',
    '--',
    `Reference: ${enquiryReference(enquiry.id)} (the visitor's, on their thank-you page)`,
    `Enquiry id: ${enquiry.id}`,
    `Received: ${enquiry.created_at}`,
    ...(enquiry.page ? [`Page: ${enquiry.page}`] : []),
    'Reply to this e-mail to answer the visitor.',
    '',
  ]
    .join('\n')
    // RFC 5322 §2.3: a line ends in CRLF, and CR and LF never appear alone in a message body.
    .replace(/\r\n|\r|\n/g, '\r\n');
  const templateParams: Record<string, string> = {
    enquiry_id: enquiry.id,
    reference: enquiryReference(enquiry.id),
    kind: title,
    received_at: enquiry.created_at,
    page: enquiry.page ?? '',
  };
  for (const field of formFields[enquiry.kind]) templateParams[field] = enquiry[field];
  templateParams.selection = selection.join('\n');
  return {
    messageId: enquiryMessageId(enquiry.id, settings.siteUrl),
    date: new Date(enquiry.created_at),
    from: settings.from,
    to: settings.to,
    replyTo: { name: enquiry.name, address: enquiry.email },
    subject: `${title}: ${enquiry.name}${enquiry.company ? `, ${enquiry.company}` : ''}`,
    text,
    templateParams,
  };
}

/**
 * The e-mail for the dealer an enquiry was routed to (issue 46): the sales e-mail's content, to the
 * dealer's address, with its own Message-ID (`<enquiry-{id}-dealer@{site host}>`, as stable across
 * retries as the sales one) so receivers do not drop it as the sales copy.
 * @param settings as for {@link composeEnquiryEmail}, `to` being the dealer's address
 */
export function composeDealerEmail(enquiry: EnquiryRecord, settings: EnquiryMailSettings): MailMessage {
  const message = composeEnquiryEmail(enquiry, settings);
  return {
    ...message,
    messageId: `<enquiry-${enquiry.id}-dealer@${new URL(settings.siteUrl).hostname}>`,
    subject: `${message.subject} (routed to you by ${new URL(settings.siteUrl).hostname})`,
  };
}
