/**
 * What every mail transport (SMTP, EmailJS REST, `.eml` files) accepts and how it fails. Transports never
 * retry themselves: they throw {@link MailDeliveryError} and the caller (the outbox worker) decides.
 */

/** One e-mail to send. */
export interface MailMessage {
  /** RFC 5322 Message-ID including angle brackets, stable across retries so receivers can drop duplicates. */
  messageId: string;
  /** Sender, `Name <address>`. */
  from: string;
  /** Recipient address. */
  to: string;
  /** Where replies go (the visitor); never used as sender or recipient. */
  replyTo?: { name: string; address: string };
  /** Subject line (single line). */
  subject: string;
  /** Plain-text body. */
  text: string;
  /** Date header; keep it stable across retries. */
  date?: Date;
  /** Flat values for template-based services (EmailJS `template_params`). */
  templateParams: Record<string, string>;
}

/** A way of delivering {@link MailMessage}s. */
export interface MailTransport {
  /** 'smtp', 'emailjs' or 'file', for logs and the health check. */
  readonly kind: 'smtp' | 'emailjs' | 'file';
  /**
   * Delivers one message.
   * @returns a short description of the receiver's answer (for logs).
   * @throws MailDeliveryError; `permanent` tells whether retrying can help.
   */
  send(message: MailMessage): Promise<string>;
  /** Releases connections. */
  close(): Promise<void>;
}

/** Delivery failed. `permanent` failures (SMTP 5xx, rejected request) are not retried. */
export class MailDeliveryError extends Error {
  readonly permanent: boolean;
  constructor(message: string, options: { permanent: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'MailDeliveryError';
    this.permanent = options.permanent;
  }
}

/** The message of any thrown value. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
