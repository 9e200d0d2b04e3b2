import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, envVariableNames, parseEnv } from './env';

describe('parseEnv', () => {
  it('has a default for everything, so a build with nothing set works', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      siteUrl: 'http://localhost:3000',
      dataDir: 'data',
      databaseUrl: undefined,
      smtpUrl: undefined,
      emailjs: undefined,
      salesEmail: 'sales@example.com',
      trustProxyHops: 0,
      rateLimit: { perMinute: 5, perDay: 30 },
      outbox: { enabled: true, maxAttempts: 10 },
      logLevel: 'info',
    });
  });

  it('reads the tools cache size under its earlier name, TOOL_PAGE_CACHE_MB, when TOOL_CACHE_MB is not set', () => {
    const mb = 1024 * 1024;
    expect(parseEnv({ TOOL_PAGE_CACHE_MB: '64' }).tools.cacheBytes).toBe(64 * mb);
    expect(parseEnv({ TOOL_PAGE_CACHE_MB: '64', TOOL_CACHE_MB: '32' }).tools.cacheBytes).toBe(32 * mb);
    expect(parseEnv({}).tools.cacheBytes).toBe(192 * mb);
  });

  it('runs a server process per core, and shares the cores among their tool workers unless told otherwise', () => {
    const cores = availableParallelism();
    expect(parseEnv({}).serverProcesses).toBe(cores);
    expect(parseEnv({}).tools.workers).toBe(1);
    expect(parseEnv({ WEB_CONCURRENCY: '1' }).tools.workers).toBe(cores);
    expect(parseEnv({ WEB_CONCURRENCY: String(cores * 2) }).tools.workers).toBe(1);
    expect(parseEnv({ WEB_CONCURRENCY: '1', TOOL_WORKERS: '3' })).toMatchObject({
      serverProcesses: 1,
      tools: { workers: 3 },
    });
    expect(() => parseEnv({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY: must be at least 1/);
    expect(() => parseEnv({ TOOL_WORKERS: 'two' })).toThrow(/TOOL_WORKERS: must be a whole number/);
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ SMTP_URL: '', RATE_LIMIT_PER_MINUTE: '' })).toMatchObject({
      smtpUrl: undefined,
      rateLimit: { perMinute: 5 },
    });
  });

  it('parses numbers, flags and URLs', () => {
    const env = parseEnv({
      SITE_URL: 'https://www.kavex.example/',
      DATABASE_URL: 'postgres://u:p@db:5432/site',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      TRUST_PROXY: 'true',
      RATE_LIMIT_PER_MINUTE: '100',
      OUTBOX_WORKER: 'false',
      EMAILJS_SERVICE_ID: 'service_1',
      EMAILJS_TEMPLATE_ID: 'template_1',
      EMAILJS_PUBLIC_KEY: 'pub',
    });
    expect(env.siteUrl).toBe('https://www.kavex.example');
    expect(env.trustProxyHops).toBe(1);
    expect(env.rateLimit.perMinute).toBe(100);
    expect(env.outbox.enabled).toBe(false);
    expect(env.emailjs).toEqual({
      serviceId: 'service_1',
      templateId: 'template_1',
      publicKey: 'pub',
      privateKey: undefined,
      apiUrl: 'https://api.emailjs.com',
    });
    expect(parseEnv({ TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
  });

  it.each([
    [{ RATE_LIMIT_PER_MINUTE: 'five' }, 'RATE_LIMIT_PER_MINUTE: must be a whole number'],
    [{ RATE_LIMIT_PER_DAY: '0' }, 'RATE_LIMIT_PER_DAY: must be at least 1'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must be a URL starting with postgres:// or postgresql://'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL: must be a URL starting with smtp:// or smtps://'],
    [{ SALES_EMAIL: 'sales' }, 'SALES_EMAIL: must be an e-mail address'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY: must be true, false or a number of proxies'],
    [{ OUTBOX_WORKER: 'sometimes' }, 'OUTBOX_WORKER: must be true or false'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ EMAILJS_SERVICE_ID: 's' }, 'EMAILJS_TEMPLATE_ID: must be set together with EMAILJS_SERVICE_ID'],
  ])('names the bad variable: %j', (source, expected) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(expected);
  });

  it('never echoes a value, which may be a secret', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://user:s3cret@db' })).not.toThrow(/s3cret/);
  });
});

describe('.env.example', () => {
  const lines = fs.readFileSync(path.join(__dirname, '..', '..', '..', '.env.example'), 'utf8').split('\n');
  const entries = Object.fromEntries(
    lines
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

  it('lists every variable the server reads', () => {
    expect(Object.keys(entries).sort()).toEqual([...envVariableNames].sort());
  });

  it('shows the defaults: parsing it equals parsing nothing', () => {
    expect(parseEnv(entries)).toEqual(parseEnv({}));
  });
});

describe('deploy/kavex.env.example (docs/deploy.md)', () => {
  const lines = fs
    .readFileSync(path.join(__dirname, '..', '..', '..', 'deploy', 'kavex.env.example'), 'utf8')
    .split('\n');
  const entries = Object.fromEntries(
    lines
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

  it('names only variables the server reads', () => {
    expect(Object.keys(entries).filter((name) => !envVariableNames.includes(name))).toEqual([]);
  });

  it('starts two instances behind nginx on PostgreSQL once the CHANGE values are filled in', () => {
    const filled = Object.fromEntries(
      Object.entries(entries).map(([name, value]) => [name, value.replace(/CHANGE-[\w-]+/g, 'x')]),
    );
    // The placeholders themselves are refused, so a forgotten one stops the start.
    expect(() => parseEnv(entries)).toThrow(/PAYLOAD_SECRET/);
    const env = parseEnv({ ...filled, PAYLOAD_SECRET: 'a'.repeat(64), HEALTH_TOKEN: 'h'.repeat(24) });
    expect(env).toMatchObject({
      siteUrl: 'https://www.example.com',
      dataDir: '/var/lib/kavex',
      databaseUrl: 'postgres://kavex:x@127.0.0.1:5432/kavex',
      trustProxyHops: 1,
      payloadSecret: 'a'.repeat(64),
    });
    expect(env.smtpUrl).toMatch(/^smtp:\/\/x:x@mail\.example\.com:587/);
  });
});
