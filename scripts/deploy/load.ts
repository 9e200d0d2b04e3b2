/**
 * The bounded load of `npm run deploy:check`: pages asked by a few keep-alive clients in a loop and
 * enquiries posted at a steady pace, all through nginx over HTTPS, until told to stop. Every
 * enquiry comes from a loopback address of its own (127.a.b.c), so neither nginx's `limit_req` nor
 * the app's per-address limit (5 a minute) refuses the load: they stay at their production values.
 * node:https is used rather than autocannon (bench/load.ts) because each request needs its own
 * source address and each enquiry its own token, to be found again in the database.
 */
import https from 'node:https';
import type { Sample } from './evaluate';

/** Settings of one load. */
export interface LoadSettings {
  /** The site's origin through nginx, e.g. https://localhost:8443. */
  origin: string;
  /** Paths of the pages asked, in turn. */
  pages: string[];
  /** Page clients, each asking one page after another on its own keep-alive connection. */
  pageClients: number;
  /** Pause between two enquiries, ms. */
  enquiryIntervalMs: number;
  /** Marks this run's enquiries: their company is `deploy-check-RUN`. */
  run: string;
  /** The phase, in each enquiry's token `RUN-PHASEn`. */
  phase: string;
  /** First 3 octets of the run's source addresses, e.g. `127.83.17`: enquiries use .1 to .254 of it and the next blocks. */
  addressBlock: [number, number];
}

/** A running load: `stop()` ends it after the requests in flight and returns every sample. */
export interface RunningLoad {
  stop(): Promise<{ samples: Sample[]; acceptedTokens: string[] }>;
}

interface Answer {
  status: number;
  body: string;
}

/** One request; status 0 when there was no answer (connection refused or reset, timeout). */
function request(
  url: URL,
  agent: https.Agent,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve) => {
    const req = https.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', () => resolve({ status: 0, body: '' }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, body: '' }));
    req.end(options.body);
  });
}

/** The JSON body of enquiry `token`, as the quote form posts it (bench/enquiries-load.ts's shape). */
export function enquiryBody(run: string, token: string): string {
  return JSON.stringify({
    kind: 'quote',
    name: `Deploy check ${token}`,
    phone: '9876543210',
    email: `deploy-check-${token}@example.com`,
    product: '',
    company: `deploy-check-${run}`,
    city: 'Coimbatore',
    country: '',
    message: `Load through nginx, enquiry ${token}.`,
    privacy: true,
    website: '',
  });
}

/**
 * Starts the load. Source addresses: page client i uses 127.a.b.(200 + i); enquiry n uses
 * 127.a.(b + ⌊n / 150⌋).(1 + n mod 150).
 */
export function startLoad(settings: LoadSettings): RunningLoad {
  const samples: Sample[] = [];
  const acceptedTokens: string[] = [];
  let stopped = false;
  const [a, b] = settings.addressBlock;

  const pageClient = async (i: number) => {
    const agent = new https.Agent({ keepAlive: true, localAddress: `127.${a}.${b}.${200 + i}` });
    for (let n = i; !stopped; n++) {
      const started = performance.now();
      const { status } = await request(
        new URL(settings.pages[n % settings.pages.length] ?? '/', settings.origin),
        agent,
      );
      samples.push({ kind: 'page', status, ms: performance.now() - started });
    }
    agent.destroy();
  };

  const inFlight: Promise<void>[] = [];
  let posted = 0;
  const postEnquiry = async (n: number) => {
    const token = `${settings.run}-${settings.phase}${n}`;
    const agent = new https.Agent({
      keepAlive: false,
      localAddress: `127.${a}.${b + Math.floor(n / 150)}.${1 + (n % 150)}`,
    });
    const started = performance.now();
    const { status } = await request(new URL('/api/enquiries', settings.origin), agent, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: settings.origin },
      body: enquiryBody(settings.run, token),
    });
    samples.push({ kind: 'enquiry', status, ms: performance.now() - started });
    if (status >= 200 && status < 300) acceptedTokens.push(token);
    agent.destroy();
  };
  const timer = setInterval(() => inFlight.push(postEnquiry(posted++)), settings.enquiryIntervalMs);
  const clients = Array.from({ length: settings.pageClients }, (_, i) => pageClient(i));

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.all([...clients, ...inFlight]);
      return { samples, acceptedTokens };
    },
  };
}
