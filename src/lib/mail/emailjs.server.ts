import 'server-only';
import { errorText, MailDeliveryError, type MailMessage, type MailTransport } from './types';

/**
 * Delivery through EmailJS's REST API (SPEC 7): `POST {apiUrl}/api/v1.0/email/send` with the service,
 * template, public key (`user_id`) and private key (`accessToken`). The EmailJS account must allow API
 * calls from non-browser applications. EmailJS has no idempotency key, so an attempt that times out
 * after EmailJS accepted it can be delivered twice; SMTP is preferred where both are available.
 */

/** EmailJS account settings. */
export interface EmailJsOptions {
  serviceId: string;
  templateId: string;
  /** Public key, sent as `user_id`. */
  publicKey: string;
  /** Private key, sent as `accessToken`; required when the account enforces it. */
  privateKey?: string;
  /** Base URL, normally `https://api.emailjs.com`. */
  apiUrl: string;
  /** Request timeout (default 15 s). */
  timeoutMs?: number;
}

/** The JSON body EmailJS expects for one message. */
export function emailJsPayload(options: EmailJsOptions, message: MailMessage): Record<string, unknown> {
  return {
    service_id: options.serviceId,
    template_id: options.templateId,
    user_id: options.publicKey,
    ...(options.privateKey ? { accessToken: options.privateKey } : {}),
    template_params: {
      ...message.templateParams,
      subject: message.subject,
      content: message.text,
      to_email: message.to,
      reply_to: message.replyTo?.address ?? '',
      message_id: message.messageId,
    },
  };
}

/**
 * Creates the EmailJS transport. Status 200 is success; 429 and 5xx are transient; other answers are
 * permanent (bad keys, template or blocked request); network errors and timeouts are transient.
 */
export function createEmailJsTransport(options: EmailJsOptions): MailTransport {
  const endpoint = `${options.apiUrl}/api/v1.0/email/send`;
  return {
    kind: 'emailjs',
    async send(message: MailMessage) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(emailJsPayload(options, message)),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new MailDeliveryError(`EmailJS: ${errorText(error)}`, { permanent: false, cause: error });
      }
      const body = (await response.text().catch(() => '')).slice(0, 500);
      if (response.status === 200) return `EmailJS ${response.status} ${body}`.trim();
      const permanent = response.status !== 429 && response.status < 500;
      throw new MailDeliveryError(`EmailJS ${response.status}: ${body || response.statusText}`, { permanent });
    },
    async close() {},
  };
}
