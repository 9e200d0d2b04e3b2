import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestCms, testDealer, type TestCms } from '../../tests/support/test-cms';
import { openTestDatabase, testDialects } from '../../tests/support/test-databases';
import { testEventBanner } from '../../tests/support/test-event-banner';
import { createRateLimiter } from '@/lib/db/rate-limiter.server';
import type { StaffRole } from './roles';

vi.mock('server-only', () => ({}));

/**
 * The back office's access rules at its REST API (issue 45 point 4), each role against each
 * collection and global, on SQLite and (in `npm test`'s second pass) PostgreSQL: what an anonymous
 * caller, marketing, sales, a dealer and an administrator may read and change.
 */

const password = 'a-long-enough-passphrase';
const contentCollections = ['events', 'posts', 'gallery', 'brochures', 'dealers'] as const;
const globals = ['event-banner', 'company-figures', 'contact'] as const;

/** A dealer the REST calls create: every required field, valid. */
const dealer = (slug: string) => testDealer({ slug });

describe.each(testDialects)('back office access on %s', (dialect) => {
  let cms: TestCms;
  const tokens = {} as Record<StaffRole, string>;

  beforeAll(async () => {
    cms = await openTestCms(dialect);
    for (const role of ['admin', 'marketing', 'sales', 'dealer'] as const) {
      await cms.payload.create({
        collection: 'users',
        data: { email: `${role}@example.com`, password, name: role, role },
      });
      const { token } = await cms.login(`${role}@example.com`, password);
      tokens[role] = token!;
    }
    // One published and one draft dealer, as staff would leave them.
    await cms.payload.create({ collection: 'dealers', data: { ...dealer('published-dealer'), _status: 'published' } });
    await cms.payload.create({
      collection: 'dealers',
      data: { ...dealer('draft-dealer'), _status: 'draft' },
      draft: true,
    });
  }, 120_000);

  afterAll(async () => cms?.cleanup());

  it('anonymous: no users, published content only, no writes', async () => {
    expect([401, 403]).toContain((await cms.rest('/users')).status);
    const dealers = await cms.rest('/dealers?limit=50');
    expect(dealers.status).toBe(200);
    const slugs = ((await dealers.json()) as { docs: { slug: string }[] }).docs.map((d) => d.slug);
    expect(slugs).toContain('published-dealer');
    expect(slugs).not.toContain('draft-dealer');
    const drafts = await cms.rest('/dealers?draft=true&limit=50');
    expect(((await drafts.json()) as { docs: { slug: string }[] }).docs.map((d) => d.slug)).not.toContain(
      'draft-dealer',
    );
    for (const collection of contentCollections) {
      const created = await cms.rest(`/${collection}`, { method: 'POST', body: JSON.stringify({ slug: 'x' }) });
      expect(created.status, collection).toBe(403);
    }
    for (const global of globals) {
      expect((await cms.rest(`/globals/${global}`)).status, global).toBe(200);
      const updated = await cms.rest(`/globals/${global}`, { method: 'POST', body: JSON.stringify({}) });
      expect(updated.status, global).toBe(403);
    }
  });

  it('marketing: reads drafts, creates and publishes content and edits the globals, but sees no other account', async () => {
    const token = tokens.marketing;
    const drafts = await cms.rest('/dealers?draft=true&limit=50', { token });
    expect(((await drafts.json()) as { docs: { slug: string }[] }).docs.map((d) => d.slug)).toContain('draft-dealer');
    const created = await cms.rest('/dealers', {
      method: 'POST',
      token,
      body: JSON.stringify({ ...dealer('marketing-dealer'), _status: 'published' }),
    });
    expect(created.status).toBe(201);
    const publicList = await cms.rest('/dealers?where[slug][equals]=marketing-dealer');
    expect(((await publicList.json()) as { totalDocs: number }).totalDocs).toBe(1);

    const banner = await cms.rest('/globals/event-banner', {
      method: 'POST',
      token,
      body: JSON.stringify(testEventBanner()),
    });
    expect(banner.status).toBe(200);

    const users = await cms.rest('/users?limit=50', { token });
    const emails = ((await users.json()) as { docs: { email: string }[] }).docs.map((u) => u.email);
    expect(emails).toEqual(['marketing@example.com']);
    const addUser = await cms.rest('/users', {
      method: 'POST',
      token,
      body: JSON.stringify({ email: 'new@example.com', password, name: 'New', role: 'marketing' }),
    });
    expect(addUser.status).toBe(403);
  });

  it('marketing cannot make itself an administrator', async () => {
    const me = (await (await cms.rest('/users/me', { token: tokens.marketing })).json()) as { user: { id: number } };
    await cms.rest(`/users/${me.user.id}`, {
      method: 'PATCH',
      token: tokens.marketing,
      body: JSON.stringify({ role: 'admin' }),
    });
    const user = await cms.payload.findByID({ collection: 'users', id: me.user.id });
    expect(user.role).toBe('marketing');
  });

  it.each(['sales', 'dealer'] as const)(
    '%s reads the published content, no drafts, and changes none of it',
    async (role) => {
      const token = tokens[role];
      const read = await cms.rest('/dealers?draft=true&limit=50', { token });
      expect(read.status).toBe(200);
      const slugs = ((await read.json()) as { docs: { slug: string }[] }).docs.map((d) => d.slug);
      expect(slugs).toContain('published-dealer');
      expect(slugs).not.toContain('draft-dealer');
      for (const collection of contentCollections) {
        const created = await cms.rest(`/${collection}`, {
          method: 'POST',
          token,
          body: JSON.stringify({ slug: 'x' }),
        });
        expect(created.status, collection).toBe(403);
      }
      const global = await cms.rest('/globals/contact', { method: 'POST', token, body: JSON.stringify({}) });
      expect(global.status).toBe(403);
      expect([401, 403]).toContain(
        (
          await cms.rest('/users', {
            method: 'POST',
            token,
            body: JSON.stringify({ email: 'x@example.com', password }),
          })
        ).status,
      );
    },
  );

  it('admin adds users; a password under 12 characters is refused with the field named', async () => {
    const short = await cms.rest('/users', {
      method: 'POST',
      token: tokens.admin,
      body: JSON.stringify({ email: 'short@example.com', password: 'elevenchars', name: 'Short', role: 'sales' }),
    });
    expect(short.status).toBe(400);
    expect(JSON.stringify(await short.json())).toMatch(/password.*at least 12 characters/i);
    const ok = await cms.rest('/users', {
      method: 'POST',
      token: tokens.admin,
      body: JSON.stringify({ email: 'sales2@example.com', password, name: 'Sales two', role: 'sales' }),
    });
    expect(ok.status).toBe(201);
  });

  it('a save that breaks a rule, or reuses an id, fails with the field named', async () => {
    const invalid = await cms.rest('/dealers', {
      method: 'POST',
      token: tokens.marketing,
      body: JSON.stringify({ ...dealer('zambia-dealer'), country: 'Zambia' }),
    });
    expect(invalid.status).toBe(400);
    const invalidBody = JSON.stringify(await invalid.json());
    expect(invalidBody).toContain('"path":"country"');
    expect(invalidBody).toContain('must be an ISO 3166-1 alpha-2 code in capitals');
    const duplicate = await cms.rest('/dealers', {
      method: 'POST',
      token: tokens.marketing,
      body: JSON.stringify(dealer('published-dealer')),
    });
    expect(duplicate.status).toBe(400);
    expect(JSON.stringify(await duplicate.json())).toMatch(/"path":"slug"/);
  });

  it('a new store has no open sign-up: the first-user registration is refused over the web', async () => {
    const empty = await openTestCms(dialect);
    try {
      const response = await empty.rest('/users/first-register', {
        method: 'POST',
        body: JSON.stringify({ email: 'intruder@example.com', password, name: 'Intruder', role: 'admin' }),
      });
      expect(response.status).toBe(403);
      expect((await empty.payload.count({ collection: 'users' })).totalDocs).toBe(0);
    } finally {
      await empty.cleanup();
    }
  });

  it('sign-ins from one address past the per-client limit answer 429 before the password is checked', async () => {
    const app = await openTestDatabase(dialect);
    const limiter = createRateLimiter(app.database, [{ keyPrefix: 'sign_in_minute', points: 2, durationS: 60 }]);
    const limited = await openTestCms(dialect, { signInLimit: { limiter: async () => limiter, trustProxyHops: 0 } });
    try {
      await limited.payload.create({
        collection: 'users',
        data: { email: 'staff@example.com', password, name: 'Staff', role: 'marketing' },
      });
      const from = (address: string) => ({ 'x-forwarded-for': address });
      const attempt = (address: string, secret: string) =>
        limited.rest('/users/login', {
          method: 'POST',
          headers: from(address),
          body: JSON.stringify({ email: 'staff@example.com', password: secret }),
        });
      expect((await attempt('203.0.113.7', 'wrong-password-123')).status).toBe(401);
      expect((await attempt('203.0.113.7', 'wrong-password-456')).status).toBe(401);
      const third = await attempt('203.0.113.7', password);
      expect(third.status).toBe(429);
      expect(JSON.stringify(await third.json())).toMatch(/Too many sign-in attempts from this address/);
      expect((await attempt('198.51.100.2', password)).status).toBe(200);
    } finally {
      await limited.cleanup();
      await app.cleanup();
    }
  });

  it('five wrong passwords lock the account, even against the right one', async () => {
    await cms.payload.create({
      collection: 'users',
      data: { email: 'locked@example.com', password, name: 'Locked', role: 'marketing' },
    });
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await cms.login('locked@example.com', 'wrong-password-123')).response.status).toBe(401);
    }
    const sixth = await cms.login('locked@example.com', password);
    expect(sixth.token).toBeUndefined();
    expect(sixth.response.status).toBe(401);
    expect(JSON.stringify(await sixth.response.json())).toMatch(/locked/i);
  });
});
