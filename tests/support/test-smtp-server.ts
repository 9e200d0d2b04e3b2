import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

/**
 * Test support: a real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps what it receives,
 * for unit tests, the Playwright spec and the load check. Its answer to each message can be scripted
 * (for example 451 once, or 550 always). Not used by the application.
 */

/** One received message. */
export interface ReceivedMail {
  /** Envelope sender and recipients. */
  envelopeFrom: string;
  envelopeTo: string[];
  /** Header fields by lower-case name (first occurrence, unfolded). */
  headers: Record<string, string>;
  /** The whole message as received. */
  raw: string;
}

/** Decides the answer to a message: a reply code >= 400 rejects it, undefined accepts it. */
export type SmtpBehaviour = (mail: ReceivedMail, attempt: number) => number | undefined;

/** A running test server. */
export interface TestSmtpServer {
  port: number;
  /** Accepted messages, in arrival order. */
  received: ReceivedMail[];
  /** Number of DATA attempts per Message-ID, accepted or not. */
  attempts: Map<string, number>;
  /** Replaces the behaviour (default: accept everything). */
  setBehaviour(behaviour: SmtpBehaviour): void;
  /** Resolves when `predicate` holds for the accepted messages, polling every 25 ms. */
  waitFor(predicate: (received: ReceivedMail[]) => boolean, timeoutMs?: number): Promise<void>;
  /** Stops listening and drops open connections. */
  close(): Promise<void>;
}

/** Parses the header block of a message into lower-case names and unfolded values. */
export function parseHeaders(raw: string): Record<string, string> {
  const block = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= line.slice(colon + 1).trim();
  }
  return headers;
}

/**
 * Starts a server.
 * @param options.port 0 (default) picks a free port.
 * @param options.acceptAfterMs answer each message this many ms after it arrives (a slow mail server).
 * @throws when the port is taken.
 */
export async function startTestSmtpServer(
  options: { port?: number; behaviour?: SmtpBehaviour; acceptAfterMs?: number } = {},
): Promise<TestSmtpServer> {
  let behaviour: SmtpBehaviour = options.behaviour ?? (() => undefined);
  const received: ReceivedMail[] = [];
  const attempts = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (error?: Error | null) => void) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          headers: parseHeaders(raw),
          raw,
        };
        const id = mail.headers['message-id'] ?? '';
        const attempt = (attempts.get(id) ?? 0) + 1;
        attempts.set(id, attempt);
        const code = behaviour(mail, attempt);
        if (code !== undefined && code >= 400) {
          callback(
            Object.assign(new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: code }),
          );
          return;
        }
        const accept = () => {
          received.push(mail);
          callback();
        };
        if (options.acceptAfterMs) setTimeout(accept, options.acceptAfterMs);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      // A client that drops its connection mid-message (a site process killed while sending, the
      // fault runs of bench:enquiries) is its own failure, as for a real mail server: the sink goes on.
      server.on('error', () => undefined);
      resolve();
    });
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    received,
    attempts,
    setBehaviour(next) {
      behaviour = next;
    },
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(received)) {
        if (Date.now() > deadline) throw new Error(`SMTP test server: condition not met within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
