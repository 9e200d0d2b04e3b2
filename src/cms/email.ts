import { createHash } from 'node:crypto';
import addressparser from 'nodemailer/lib/addressparser';
import type { PayloadEmailAdapter, SendEmailOptions } from 'payload';
import { htmlToText } from '@/lib/mail/html-text';
import { MailDeliveryError, type MailMessage, type MailTransport } from '@/lib/mail/types';

/**
 * The back office's e-mail (Payload's "Forgot password?" and any other mail Payload sends to staff),
 * delivered through the site's own mail transports instead of Payload's console adapter, which would
 * write the reset link and the staff member's address into the server log (decision 0033).
 */

/** Where the back office's e-mail comes from and how it leaves. */
export interface BackOfficeMailSettings {
  /** Sender, `Name <address>` or an address (MAIL_FROM). */
  from: string;
  /** Public site origin; its host names the Message-ID domain. */
  siteUrl: string;
  /**
   * Opens the transport for one message; it is closed after the message. Called only when Payload
   * sends, inside the server: the commands that load the config (`npm run cms`) never reach it, so
   * the transports' `server-only` modules are imported here, not at the config's top.
   */
  transport: () => Promise<MailTransport>;
  /** Clock for the Date header (tests). */
  now?: () => Date;
}

/** The single address of an address field (`a@b`, `Name <a@b>`, nodemailer's `{ name, address }` or a list of one). */
function singleAddress(field: SendEmailOptions['to'] | SendEmailOptions['from']): { name: string; address: string } {
  const entries = (Array.isArray(field) ? field : field ? [field] : []).flatMap((entry) =>
    typeof entry === 'string'
      ? addressparser(entry, { flatten: true })
      : [{ name: entry.name ?? '', address: entry.address }],
  );
  if (entries.length !== 1 || !entries[0]!.address) {
    throw new TypeError(`The back office sends each e-mail to exactly one address, not ${entries.length}`);
  }
  return entries[0]!;
}

/**
 * The Message-ID of a back-office e-mail: a SHA-256 of recipient, subject and text (so the same message
 * always has the same id, and the `.eml` file named after it is overwritten, not duplicated), in the
 * site's host name (RFC 5322 §3.6.4). The id shows neither the address nor the text.
 */
export function backOfficeMessageId(message: Pick<MailMessage, 'to' | 'subject' | 'text'>, siteUrl: string): string {
  const digest = createHash('sha256')
    .update(`${message.to}\n${message.subject}\n${message.text}`)
    .digest('hex')
    .slice(0, 32);
  return `<cms-${digest}@${new URL(siteUrl).hostname}>`;
}

/**
 * Payload's message as the site's {@link MailMessage}: from the site's sender, to its one recipient,
 * the subject on one line, the plain-text body Payload gives or else the text of its HTML (links
 * written out), lines ending in CRLF (RFC 5322 §2.3).
 * @throws TypeError when the message has no recipient or several
 */
export function backOfficeMailMessage(
  options: SendEmailOptions,
  settings: Pick<BackOfficeMailSettings, 'from' | 'siteUrl'>,
  date: Date,
): MailMessage {
  const to = singleAddress(options.to).address;
  const subject = String(options.subject ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const body = typeof options.text === 'string' ? options.text : htmlToText(String(options.html ?? ''));
  const text = `${body.replace(/\r\n|\r|\n/g, '\n').trim()}\n`.replace(/\n/g, '\r\n');
  return {
    messageId: backOfficeMessageId({ to, subject, text }, settings.siteUrl),
    date,
    from: settings.from,
    to,
    subject,
    text,
    templateParams: {},
  };
}

/**
 * Payload's email adapter (`email` in the config) on the site's mail transports. `sendEmail` resolves
 * to the transport's answer. A failed delivery is rethrown without the transport's text (which can
 * quote the recipient): "not delivered", the transport kind, and the SMTP reply code when there is one.
 */
export function backOfficeEmail(settings: BackOfficeMailSettings): PayloadEmailAdapter<string> {
  const sender = singleAddress(settings.from);
  const now = settings.now ?? (() => new Date());
  return () => ({
    name: 'site-mail',
    defaultFromAddress: sender.address,
    defaultFromName: sender.name || sender.address,
    async sendEmail(options) {
      const message = backOfficeMailMessage(options, settings, now());
      const transport = await settings.transport();
      try {
        return await transport.send(message);
      } catch (error) {
        const permanent = error instanceof MailDeliveryError ? error.permanent : false;
        const code = ((error as { cause?: { responseCode?: unknown } }).cause ?? {}).responseCode;
        throw new MailDeliveryError(
          `The back office's e-mail was not delivered (${transport.kind}${typeof code === 'number' ? ` ${code}` : ''})`,
          { permanent },
        );
      } finally {
        await transport.close();
      }
    },
  });
}
