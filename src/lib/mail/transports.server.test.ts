import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmailJsTransport } from './emailjs.server';
import { createEmlFileTransport, emlFileName } from './eml-file.server';
import { isPermanentSmtpError, smtpOptionsFromUrl } from './smtp.server';
import { parseHeaders } from '../../../tests/support/test-smtp-server';
import { createMailTransport } from './transport.server';
import { MailDeliveryError, type MailMessage } from './types';

vi.mock('server-only', () => ({}));

const message: MailMessage = {
  messageId: '<enquiry-123@www.kavex.example>',
  date: new Date('2025-01-02T03:04:05.000Z'),
  from: 'Kavex Pumps website <no-reply@kavex.example>',
  to: 'sales@kavex.example',
  replyTo: { name: 'Asha Rao', address: 'asha@visitor.example' },
  subject: 'Quote request: Asha Rao',
  text: 'Hello\nWorld',
  templateParams: { name: 'Asha Rao', phone: '9876543210' },
};

describe('isPermanentSmtpError', () => {
  it.each([
    [{ responseCode: 550 }, true],
    [{ responseCode: 554, code: 'EENVELOPE' }, true],
    [{ responseCode: 535, code: 'EAUTH' }, true],
    [{ responseCode: 451 }, false],
    [{ responseCode: 421, code: 'ECONNECTION' }, false],
    [{ code: 'ECONNECTION' }, false],
    [{ code: 'ETIMEDOUT' }, false],
    [{ code: 'ESOCKET' }, false],
    [{ code: 'EENVELOPE' }, true],
    [new Error('boom'), false],
  ])('%j -> %s', (error, permanent) => {
    expect(isPermanentSmtpError(error)).toBe(permanent);
  });
});

describe('smtpOptionsFromUrl', () => {
  it.each([
    ['smtp://127.0.0.1:2525', { host: '127.0.0.1', port: 2525, secure: false }],
    ['smtp://mail.example.com', { host: 'mail.example.com', port: 587, secure: false }],
    ['smtps://mail.example.com', { host: 'mail.example.com', port: 465, secure: true }],
    [
      'smtp://user%40example.com:p%40ss@[::1]:25/?requireTLS=true&tls.rejectUnauthorized=false&__proto__.x=1',
      {
        host: '::1',
        port: 25,
        secure: false,
        auth: { user: 'user@example.com', pass: 'p@ss' },
        requireTLS: true,
        tls: { rejectUnauthorized: false },
      },
    ],
  ])('%s', (url, expected) => {
    expect(smtpOptionsFromUrl(url)).toEqual(expected);
  });
});

describe('EmailJS transport', () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function fakeEmailJs(status: number, body: string) {
    const requests: { url: string; body: unknown }[] = [];
    server = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        requests.push({ url: req.url ?? '', body: JSON.parse(data) });
        res.writeHead(status, { 'Content-Type': 'text/plain' }).end(body);
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const transport = createEmailJsTransport({
      serviceId: 'service_x',
      templateId: 'template_y',
      publicKey: 'public_z',
      privateKey: 'private_w',
      apiUrl: `http://127.0.0.1:${port}`,
    });
    return { transport, requests };
  }

  it('posts service, template, keys and template params to /api/v1.0/email/send', async () => {
    const { transport, requests } = await fakeEmailJs(200, 'OK');
    await expect(transport.send(message)).resolves.toContain('200');
    expect(requests).toEqual([
      {
        url: '/api/v1.0/email/send',
        body: {
          service_id: 'service_x',
          template_id: 'template_y',
          user_id: 'public_z',
          accessToken: 'private_w',
          template_params: {
            name: 'Asha Rao',
            phone: '9876543210',
            subject: 'Quote request: Asha Rao',
            content: 'Hello\nWorld',
            to_email: 'sales@kavex.example',
            reply_to: 'asha@visitor.example',
            message_id: '<enquiry-123@www.kavex.example>',
          },
        },
      },
    ]);
  });

  it.each([
    [400, 'The template ID is invalid', true],
    [403, 'API calls are disabled for non-browser applications', true],
    [429, 'Too Many Requests', false],
    [502, 'Bad Gateway', false],
  ])('treats status %i as permanent=%s, keeping the service text', async (status, text, permanent) => {
    const { transport } = await fakeEmailJs(status, text);
    const error = await transport.send(message).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(error).toMatchObject({ permanent, message: `EmailJS ${status}: ${text}` });
  });

  it('treats a network error as transient', async () => {
    const transport = createEmailJsTransport({
      serviceId: 's',
      templateId: 't',
      publicKey: 'p',
      apiUrl: 'http://127.0.0.1:1',
    });
    await expect(transport.send(message)).rejects.toMatchObject({ permanent: false });
  });
});

describe('.eml file transport', () => {
  it('writes one RFC 5322 file per Message-ID, overwritten by a retry', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eml-'));
    try {
      const transport = createEmlFileTransport(path.join(dir, 'outbox'));
      await transport.send(message);
      await transport.send(message);
      const files = fs.readdirSync(path.join(dir, 'outbox'));
      expect(files).toEqual([emlFileName(message.messageId)]);
      expect(files[0]).toBe('enquiry-123@www.kavex.example.eml');
      const raw = fs.readFileSync(path.join(dir, 'outbox', files[0]!), 'utf8');
      expect(parseHeaders(raw)).toMatchObject({
        'message-id': '<enquiry-123@www.kavex.example>',
        'reply-to': 'Asha Rao <asha@visitor.example>',
        to: 'sales@kavex.example',
        subject: 'Quote request: Asha Rao',
      });
      expect(raw).toContain('Hello\nWorld');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is the default transport when no mail service is configured', () => {
    expect(createMailTransport({ dataDir: 'data', smtpUrl: undefined, emailjs: undefined }).kind).toBe('file');
    expect(createMailTransport({ dataDir: 'data', smtpUrl: 'smtp://127.0.0.1:2525', emailjs: undefined }).kind).toBe(
      'smtp',
    );
  });
});
