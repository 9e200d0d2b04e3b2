import 'server-only';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { errorText, MailDeliveryError, type MailMessage, type MailTransport } from './types';

/**
 * SMTP delivery through nodemailer. The visitor is only ever the Reply-To; the Message-ID and Date come
 * from the message so a retry sends the same e-mail again, not a new one.
 */

/** Connection limits; the outbox lease must be longer than the worst case of these added up. */
export interface SmtpOptions {
  /** TCP connect timeout (default 10 s). */
  connectionTimeoutMs?: number;
  /** Wait for the greeting (default 10 s). */
  greetingTimeoutMs?: number;
  /** Idle socket timeout during a session (default 30 s). */
  socketTimeoutMs?: number;
  /** Parallel connections of the pool (default 3). */
  maxConnections?: number;
}

/** nodemailer's message options for a {@link MailMessage} (SMTP and `.eml` files write the same message). */
export function nodemailerMessage(message: MailMessage): Mail.Options {
  const { messageId, date, from, to, replyTo, subject, text } = message;
  return { messageId, date, from, to, replyTo, subject, text };
}

/**
 * Whether an SMTP failure is permanent: any 5xx reply, or a message nodemailer refuses to send at all.
 * 4xx replies and connection problems (refused, reset, timeout) are transient.
 */
export function isPermanentSmtpError(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number') return responseCode >= 500;
  return code === 'EENVELOPE' || code === 'EMESSAGE';
}

/**
 * Connection options from an SMTP URL: host, port (default 587, or 465 for smtps), TLS from the start for
 * smtps, credentials from the user info, and query parameters as extra options with dotted names and
 * true/false/number values (e.g. `?requireTLS=true&tls.rejectUnauthorized=false`), as nodemailer reads them.
 * @throws TypeError when `url` is not a URL.
 */
export function smtpOptionsFromUrl(url: string): SMTPTransport.Options {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  const options: Record<string, unknown> = {
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
  };
  if (parsed.username) {
    options.auth = { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) };
  }
  for (const [key, raw] of parsed.searchParams) {
    const value = raw === 'true' ? true : raw === 'false' ? false : /^\d+$/.test(raw) ? Number(raw) : raw;
    const pathParts = key.split('.');
    if (pathParts.some((part) => ['__proto__', 'prototype', 'constructor'].includes(part))) continue;
    let target = options;
    for (const part of pathParts.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
    target[pathParts.at(-1)!] = value;
  }
  return options as SMTPTransport.Options;
}

/**
 * Creates a pooled SMTP transport.
 * @param url `smtp://[user:pass@]host[:port]` (STARTTLS when offered) or `smtps://` (TLS from the start).
 */
export function createSmtpTransport(url: string, options: SmtpOptions = {}): MailTransport {
  // nodemailer ignores other options when given `url`, so the URL is parsed here and merged.
  const transporter = nodemailer.createTransport({
    ...smtpOptionsFromUrl(url),
    pool: true,
    maxConnections: options.maxConnections ?? 3,
    connectionTimeout: options.connectionTimeoutMs ?? 10_000,
    greetingTimeout: options.greetingTimeoutMs ?? 10_000,
    socketTimeout: options.socketTimeoutMs ?? 30_000,
  });
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      try {
        const info = await transporter.sendMail(nodemailerMessage(message));
        return String(info.response ?? 'accepted');
      } catch (error) {
        throw new MailDeliveryError(`SMTP: ${errorText(error)}`, {
          permanent: isPermanentSmtpError(error),
          cause: error,
        });
      }
    },
    async close() {
      transporter.close();
    },
  };
}
