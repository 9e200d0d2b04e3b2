import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestCms, type TestCms } from '../../../../../tests/support/test-cms';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../../../tests/support/test-databases';
import { storedEnquiry } from '../../../../../tests/support/enquiries';
import { EnquiryRepository, type NewEnquiry } from '../repository.server';
import { anonymiseExpired, removedNote } from './personal-data';
import { syncInbox } from './sync';

vi.mock('server-only', () => ({}));

/**
 * Personal data of enquiries (issue 46 point 6) on SQLite and PostgreSQL: the retention run clears
 * closed enquiries older than ENQUIRY_RETENTION_DAYS in the store and the back office, and an
 * administrator exports or erases one person's enquiries by e-mail, each recorded in the history.
 */

const password = 'a-long-enough-passphrase';
const now = new Date('2026-11-28T00:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

function enquiry(name: string, email: string): NewEnquiry {
  return storedEnquiry(name, { fields: { email, city: 'Pune', message: `Please call ${name}.` } });
}

type Doc = {
  id: number;
  name: string;
  email: string;
  message: string;
  anonymisedAt: string | null;
  notes: { text: string }[];
  history: { change: string; by: number | { id: number } | null }[];
};

describe.each(testDialects)('personal data of enquiries on %s', (dialect) => {
  let store: TestDatabase;
  let repository: EnquiryRepository;
  let cms: TestCms;
  const tokens: Record<'admin' | 'sales', string> = { admin: '', sales: '' };
  let adminId: number;
  const ids = {} as Record<'oldWon' | 'oldOpen' | 'recentLost' | 'spam' | 'ashaOne' | 'ashaTwo' | 'other', string>;

  const at = (date: Date) => new EnquiryRepository(store.database, () => date);
  const copy = async (enquiryId: string) =>
    (await cms.payload.find({ collection: 'enquiries', where: { enquiryId: { equals: enquiryId } }, depth: 0 }))
      .docs[0] as unknown as Doc;
  const stored = async (id: string) => (await repository.findEnquiries([id]))[0]!;
  const setStatus = async (enquiryId: string, status: string, note?: string) =>
    cms.payload.update({
      collection: 'enquiries',
      id: (await copy(enquiryId)).id,
      data: { status, ...(note ? { addNote: note } : {}) },
    });

  beforeAll(async () => {
    store = await openTestDatabase(dialect);
    repository = new EnquiryRepository(store.database);
    cms = await openTestCms(dialect, { leadSource: repository });
    for (const role of ['admin', 'sales'] as const) {
      const user = await cms.payload.create({
        collection: 'users',
        data: { email: `${role}@example.com`, password, name: role, role },
      });
      if (role === 'admin') adminId = user.id as number;
      tokens[role] = (await cms.login(`${role}@example.com`, password)).token!;
    }
    ids.oldWon = await at(daysAgo(800)).insert(enquiry('Old Won', 'won@visitor.example'));
    ids.oldOpen = await at(daysAgo(800)).insert(enquiry('Old Open', 'open@visitor.example'));
    ids.recentLost = await at(daysAgo(10)).insert(enquiry('Recent Lost', 'lost@visitor.example'));
    ids.spam = await at(daysAgo(800)).insert({ ...enquiry('Bot', 'bot@spam.example'), status: 'spam' });
    ids.ashaOne = await at(daysAgo(20)).insert(enquiry('Asha Rao', 'asha@visitor.example'));
    ids.ashaTwo = await at(daysAgo(5)).insert(enquiry('Asha Rao', 'Asha@Visitor.example'));
    ids.other = await at(daysAgo(5)).insert(enquiry('Ravi Kumar', 'ravi@visitor.example'));
    await syncInbox(cms.payload, repository, 'https://www.kavex.example');
    await setStatus(ids.oldWon, 'won', 'Ordered two KS4 sets; call Old Won on 98765 43210.');
    await setStatus(ids.recentLost, 'lost');
    await setStatus(ids.ashaOne, 'contacted', 'Asha wants a solar set.');
  }, 120_000);

  afterAll(async () => {
    await cms?.cleanup();
    await store?.cleanup();
  });

  it('the retention run clears closed enquiries older than the retention in both stores, once', async () => {
    expect(await anonymiseExpired(cms.payload, repository, now, 730)).toBe(1);
    const won = await copy(ids.oldWon);
    expect(won).toMatchObject({ name: '', email: '', message: '' });
    expect(won.anonymisedAt).toBe(now.toISOString());
    expect(won.notes.map((n) => n.text)).toEqual([removedNote]);
    expect(won.history.at(-1)).toMatchObject({ change: 'personal data removed after 730 days (retention)', by: null });
    expect(await stored(ids.oldWon)).toMatchObject({ name: '', email: '', phone: '', message: '', city: 'Pune' });
    // Honeypot spam never reaches the back office; the store clears it too.
    expect(await stored(ids.spam)).toMatchObject({ name: '', email: '', message: '' });
    // Open, or closed but younger than 730 days: kept.
    expect((await copy(ids.oldOpen)).name).toBe('Old Open');
    expect((await copy(ids.recentLost)).name).toBe('Recent Lost');
    expect((await stored(ids.recentLost)).email).toBe('lost@visitor.example');
    expect(await anonymiseExpired(cms.payload, repository, now, 730)).toBe(0);
  });

  it('an administrator exports one person’s enquiries by e-mail (any case); the history records it', async () => {
    expect((await cms.rest('/enquiries/personal-data?email=asha@visitor.example')).status).toBe(401);
    expect(
      (await cms.rest('/enquiries/personal-data?email=asha@visitor.example', { token: tokens.sales })).status,
    ).toBe(403);
    const response = await cms.rest('/enquiries/personal-data?email=ASHA@visitor.example', { token: tokens.admin });
    expect(response.status).toBe(200);
    const data = (await response.json()) as {
      enquiries: { id: string; name: string; backOffice: { status: string; notes: { text: string }[] } | null }[];
    };
    expect(data.enquiries.map((e) => e.id)).toEqual([ids.ashaOne, ids.ashaTwo]);
    expect(data.enquiries[0]!.backOffice).toMatchObject({
      status: 'contacted',
      notes: [{ text: 'Asha wants a solar set.' }],
    });
    const last = (await copy(ids.ashaOne)).history.at(-1)!;
    expect(last.change).toBe('personal data exported on request');
    expect(typeof last.by === 'object' ? last.by?.id : last.by).toBe(adminId);
  });

  it('an administrator erases one person’s enquiries in both stores; others are untouched', async () => {
    const refused = await cms.rest('/enquiries/personal-data/erase', {
      method: 'POST',
      token: tokens.sales,
      body: JSON.stringify({ email: 'asha@visitor.example' }),
    });
    expect(refused.status).toBe(403);
    const response = await cms.rest('/enquiries/personal-data/erase', {
      method: 'POST',
      token: tokens.admin,
      body: JSON.stringify({ email: 'asha@visitor.example' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ stored: 2, copies: 2 });
    for (const id of [ids.ashaOne, ids.ashaTwo]) {
      expect(await stored(id)).toMatchObject({ name: '', email: '', message: '' });
      const erased = await copy(id);
      expect(erased).toMatchObject({ name: '', email: '', message: '' });
      expect(erased.history.at(-1)!.change).toBe('personal data erased on request');
    }
    expect((await copy(ids.ashaOne)).notes.map((n) => n.text)).toEqual([removedNote]);
    expect((await copy(ids.other)).name).toBe('Ravi Kumar');
    expect((await repository.findByEmail('asha@visitor.example')).length).toBe(0);
  });
});
