import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { Payload } from 'payload';
import { emlText } from '../../tests/support/eml';
import { parseHeaders, startTestSmtpServer } from '../../tests/support/test-smtp-server';
import { createEmlFileTransport, emlFileName } from '@/lib/mail/eml-file.server';
import { createStaffMailTransport } from '@/lib/mail/transport.server';
import { MailDeliveryError, type MailMessage, type MailTransport } from '@/lib/mail/types';
import { backOfficeEmail, backOfficeMailMessage, backOfficeMessageId } from './email';

vi.mock('server-only', () => ({}));

/** Payload's forgot-password e-mail as `forgotPassword` sends it (Payload 3.90, English). */
const resetEmail = {
  from: '"Kavex Pumps website" <no-reply@kavex.example>',
  to: 'asha.rao@kavex.example',
  subject: 'Reset Your Password',
  html: `You are receiving this because you (or someone else) have requested the reset of the password for your account. Please click on the following link, or paste this into your browser to complete the process:
    <a href="https://www.kavex.example/admin/reset/tok3n">https://www.kavex.example/admin/reset/tok3n</a>
    If you did not request this, please ignore this email and your password will remain unchanged.`,
};
const settings = { from: 'Kavex Pumps website <no-reply@kavex.example>', siteUrl: 'https://www.kavex.example' };
const date = new Date('2026-11-28T10:00:00.000Z');
const payload = {} as Payload;

/** A transport that keeps what it is given. */
function fakeTransport(answer: () => Promise<string> = async () => '250 OK') {
  const sent: MailMessage[] = [];
  let closed = 0;
  const transport: MailTransport = {
    kind: 'smtp',
    async send(message) {
      sent.push(message);
      return answer();
    },
    async close() {
      closed += 1;
    },
  };
  return { transport, sent, closed: () => closed };
}

describe('backOfficeMailMessage', () => {
  it("turns Payload's reset e-mail into the site's plain-text message from MAIL_FROM", () => {
    const message = backOfficeMailMessage(resetEmail, settings, date);
    expect(message).toEqual({
      messageId: backOfficeMessageId(message, settings.siteUrl),
      date,
      from: 'Kavex Pumps website <no-reply@kavex.example>',
      to: 'asha.rao@kavex.example',
      subject: 'Reset Your Password',
      text:
        'You are receiving this because you (or someone else) have requested the reset of the password for your account. Please click on the following link, or paste this into your browser to complete the process:\r\n' +
        'https://www.kavex.example/admin/reset/tok3n\r\n' +
        'If you did not request this, please ignore this email and your password will remain unchanged.\r\n',
      templateParams: {},
    });
    expect(message.messageId).toMatch(/^<cms-[0-9a-f]{32}@www\.kavex\.example>$/);
  });

  it('keeps the Message-ID for the same message and changes it with the link', () => {
    const first = backOfficeMailMessage(resetEmail, settings, date).messageId;
    expect(backOfficeMailMessage(resetEmail, settings, new Date()).messageId).toBe(first);
    const other = { ...resetEmail, html: resetEmail.html.replaceAll('tok3n', 'other') };
    expect(backOfficeMailMessage(other, settings, date).messageId).not.toBe(first);
    expect(first).not.toContain('asha');
  });

  it("uses Payload's text when it gives one, and reads a named recipient", () => {
    const message = backOfficeMailMessage(
      { to: { name: 'Asha Rao', address: 'asha.rao@kavex.example' }, subject: 'Hello\n there', text: 'Line 1\nLine 2' },
      settings,
      date,
    );
    expect(message).toMatchObject({
      to: 'asha.rao@kavex.example',
      subject: 'Hello there',
      text: 'Line 1\r\nLine 2\r\n',
    });
  });

  it('refuses a message without a recipient or with several', () => {
    expect(() => backOfficeMailMessage({ subject: 's', text: 't' }, settings, date)).toThrow(TypeError);
    expect(() => backOfficeMailMessage({ to: 'a@x.example, b@x.example', text: 't' }, settings, date)).toThrow(
      /exactly one address, not 2/,
    );
  });
});

describe('backOfficeEmail', () => {
  it('names the sender from MAIL_FROM and sends through the transport, closing it after', async () => {
    const fake = fakeTransport();
    const adapter = backOfficeEmail({ ...settings, transport: async () => fake.transport, now: () => date })({
      payload,
    });
    expect(adapter).toMatchObject({
      defaultFromName: 'Kavex Pumps website',
      defaultFromAddress: 'no-reply@kavex.example',
    });
    await expect(adapter.sendEmail(resetEmail)).resolves.toBe('250 OK');
    expect(fake.sent).toEqual([backOfficeMailMessage(resetEmail, settings, date)]);
    expect(fake.closed()).toBe(1);
  });

  it('rethrows a failed delivery without the receiver text that quotes the address', async () => {
    const fake = fakeTransport(async () => {
      throw new MailDeliveryError('SMTP: 550 5.1.1 <asha.rao@kavex.example>: Recipient address rejected', {
        permanent: true,
        cause: Object.assign(new Error('550 5.1.1 <asha.rao@kavex.example>'), { responseCode: 550 }),
      });
    });
    const adapter = backOfficeEmail({ ...settings, transport: async () => fake.transport })({ payload });
    const error = await adapter.sendEmail(resetEmail).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(error).toMatchObject({ permanent: true, message: "The back office's e-mail was not delivered (smtp 550)" });
    expect((error as Error).cause).toBeUndefined();
    expect(fake.closed()).toBe(1);
  });

  it('writes an .eml file named after the Message-ID when no mail service is set', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-mail-'));
    try {
      const adapter = backOfficeEmail({
        ...settings,
        transport: async () => createEmlFileTransport(dir),
        now: () => date,
      })({ payload });
      await adapter.sendEmail(resetEmail);
      const { messageId } = backOfficeMailMessage(resetEmail, settings, date);
      expect(fs.readdirSync(dir)).toEqual([emlFileName(messageId)]);
      const raw = fs.readFileSync(path.join(dir, emlFileName(messageId)), 'utf8');
      expect(parseHeaders(raw)).toMatchObject({
        'message-id': messageId,
        from: 'Kavex Pumps website <no-reply@kavex.example>',
        to: 'asha.rao@kavex.example',
        subject: 'Reset Your Password',
      });
      expect(emlText(raw)).toBe(
        'You are receiving this because you (or someone else) have requested the reset of the password for your account. Please click on the following link, or paste this into your browser to complete the process:\n' +
          'https://www.kavex.example/admin/reset/tok3n\n' +
          'If you did not request this, please ignore this email and your password will remain unchanged.\n',
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('delivers by SMTP when SMTP_URL is set, else writes a file', async () => {
    const smtp = await startTestSmtpServer();
    try {
      const env = { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, dataDir: 'unused' };
      const adapter = backOfficeEmail({ ...settings, transport: async () => createStaffMailTransport(env) })({
        payload,
      });
      await adapter.sendEmail(resetEmail);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.envelopeTo).toEqual(['asha.rao@kavex.example']);
      expect(emlText(smtp.received[0]!.raw)).toContain('\nhttps://www.kavex.example/admin/reset/tok3n\n');
    } finally {
      await smtp.close();
    }
    expect(createStaffMailTransport({ smtpUrl: undefined, dataDir: 'data' }).kind).toBe('file');
  });
});
