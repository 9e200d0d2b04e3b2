import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { nodemailerMessage } from './smtp.server';
import { errorText, MailDeliveryError, type MailMessage, type MailTransport } from './types';

/**
 * Writes each message as an `.eml` file (RFC 5322, as SMTP would have sent it) into a folder, so that a
 * laptop without mail settings loses nothing and tests can read what was sent. The file is named after
 * the Message-ID, so a retry overwrites instead of duplicating; it is written to a temporary name first
 * and renamed, so a reader never sees half a message.
 */

/** File name of a message: its Message-ID without brackets, reduced to safe characters, plus `.eml`. */
export function emlFileName(messageId: string): string {
  return `${messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9._@-]/g, '_')}.eml`;
}

/** Creates the transport; `dir` is created on first send. */
export function createEmlFileTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(message: MailMessage) {
      try {
        const info = await composer.sendMail(nodemailerMessage(message));
        await fs.mkdir(dir, { recursive: true });
        const file = path.join(dir, emlFileName(message.messageId));
        const temporary = `${file}.${process.pid}.tmp`;
        await fs.writeFile(temporary, info.message as Buffer);
        await fs.rename(temporary, file);
        return `written ${file}`;
      } catch (error) {
        throw new MailDeliveryError(`eml file: ${errorText(error)}`, { permanent: false, cause: error });
      }
    },
    async close() {},
  };
}
