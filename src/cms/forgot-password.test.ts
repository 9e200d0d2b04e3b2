import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emlText } from '../../tests/support/eml';
import { openTestCms, testOrigin, type TestCms } from '../../tests/support/test-cms';
import { parseHeaders } from '../../tests/support/test-smtp-server';

vi.mock('server-only', () => ({}));

/**
 * "Forgot password?" in the back office (issue 45, decision 0033): the reset link reaches the staff
 * member as an e-mail through the site's mail transport (here `.eml` files, as with no mail service
 * set), it works, and neither the address nor the link is logged.
 */

const email = 'asha.rao@kavex.example';
const password = 'a-long-enough-passphrase';

describe('forgot password in the back office', () => {
  let cms: TestCms;
  const logged: unknown[][] = [];

  beforeAll(async () => {
    cms = await openTestCms('sqlite');
    await cms.payload.create({ collection: 'users', data: { email, password, name: 'Asha Rao', role: 'marketing' } });
  }, 120_000);

  afterAll(async () => cms?.cleanup());

  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Records every console and Payload logger call from now on. */
  function recordLogs() {
    logged.length = 0;
    const record = (...args: unknown[]) => void logged.push(args);
    for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const) {
      vi.spyOn(console, method).mockImplementation(record);
    }
    for (const method of ['info', 'warn', 'error', 'debug', 'trace', 'fatal'] as const) {
      vi.spyOn(cms.payload.logger, method).mockImplementation(record as never);
    }
  }

  it("uses the site's mail adapter, not Payload's console one", () => {
    expect(cms.payload.email.name).toBe('site-mail');
  });

  it('writes an .eml with a working reset link and logs neither the address nor the link', async () => {
    recordLogs();
    const response = await cms.rest('/users/forgot-password', { method: 'POST', body: JSON.stringify({ email }) });
    expect(response.status).toBe(200);

    const files = fs.readdirSync(cms.outbox);
    expect(files).toHaveLength(1);
    const raw = fs.readFileSync(path.join(cms.outbox, files[0]!), 'utf8');
    expect(parseHeaders(raw)).toMatchObject({
      to: email,
      from: 'Kavex Pumps website <no-reply@example.com>',
      subject: 'Reset Your Password',
    });
    expect(files[0]).not.toContain('asha');
    const link = emlText(raw).match(new RegExp(`^${testOrigin}/admin/reset/([0-9a-f]+)$`, 'm'));
    expect(link).not.toBeNull();
    const token = link![1]!;

    const log = JSON.stringify(logged, (_key, value: unknown) => (value instanceof Error ? value.message : value));
    expect(log).not.toContain(email);
    expect(log).not.toContain(token);

    const reset = await cms.rest('/users/reset-password', {
      method: 'POST',
      body: JSON.stringify({ token, password: 'a-new-long-enough-passphrase' }),
    });
    expect(reset.status).toBe(200);
    expect((await cms.login(email, 'a-new-long-enough-passphrase')).token).toBeTruthy();
  });
});
