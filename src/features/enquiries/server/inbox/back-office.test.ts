import type { TypedUser } from 'payload';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestCms, testDealer, type TestCms } from '../../../../../tests/support/test-cms';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../../../tests/support/test-databases';
import { noSetParts, storedEnquiry } from '../../../../../tests/support/enquiries';
import { EnquiryRepository, type NewEnquiry } from '../repository.server';
import { syncInbox } from './sync';
import { countWaitingEnquiries } from './waiting';

type Account = 'admin' | 'marketing' | 'sales' | 'dealer' | 'indiaDealer';

vi.mock('server-only', () => ({}));

/**
 * The enquiry inbox at the back office's REST API (issue 46): accepted enquiries copied in and routed
 * to their dealer, what each role may read and change, the append-only notes and history, the CSV of
 * the filtered list and the re-drive of a dead-lettered e-mail, on SQLite and (in `npm test`'s second
 * pass) PostgreSQL, with the real enquiry store beside it.
 */

const password = 'a-long-enough-passphrase';
const siteUrl = 'https://www.kavex.example';

function enquiry(name: string, country: string, message = 'Please call me.'): NewEnquiry {
  return storedEnquiry(name, {
    fields: { city: 'Lusaka', country, message },
    selection: { model: 'KS4-10', flowM3h: 6, headM: 80, frequencyHz: 50, ...noSetParts },
  });
}

type Doc = {
  id: number;
  enquiryId: string;
  receivedAt: string;
  name: string;
  status: string;
  delivery: string;
  deliveryError: string;
  sizedSet: string;
  assignedTo: { relationTo: string; value: number | { id: number } } | null;
  notes: { text: string; author: number | { id: number }; at: string }[];
  history: { change: string; by: number | { id: number } | null; at: string }[];
};
const idOf = (v: number | { id: number } | null | undefined) => (v && typeof v === 'object' ? v.id : v);

describe.each(testDialects)('enquiry inbox on %s', (dialect) => {
  let store: TestDatabase;
  let repository: EnquiryRepository;
  let cms: TestCms;
  const tokens = {} as Record<Account, string>;
  const userIds = {} as Record<Account, number>;
  const ids = {} as Record<'zambia' | 'india' | 'kenya', string>;
  let zambianDealer: number;
  let indianDealer: number;

  const docOf = async (enquiryId: string): Promise<Doc> =>
    (await cms.payload.find({ collection: 'enquiries', where: { enquiryId: { equals: enquiryId } }, depth: 0 }))
      .docs[0] as unknown as Doc;
  const json = async <T>(response: Response) => (await response.json()) as T;

  beforeAll(async () => {
    store = await openTestDatabase(dialect);
    repository = new EnquiryRepository(store.database);
    cms = await openTestCms(dialect, { leadSource: repository });
    zambianDealer = (
      await cms.payload.create({ collection: 'dealers', data: { ...testDealer(), _status: 'published' } })
    ).id as number;
    indianDealer = (
      await cms.payload.create({
        collection: 'dealers',
        data: {
          ...testDealer({ slug: 'pune-pumps', company: 'Pune Pumps', country: 'IN', city: 'Pune' }),
          phone: '+91 20 1234 5678',
          _status: 'published',
        },
      })
    ).id as number;
    const accounts = [
      ['admin', 'admin', null],
      ['marketing', 'marketing', null],
      ['sales', 'sales', null],
      ['dealer', 'dealer', zambianDealer],
      ['indiaDealer', 'dealer', indianDealer],
    ] as const;
    for (const [key, role, dealer] of accounts) {
      const user = await cms.payload.create({
        collection: 'users',
        data: { email: `${key}@example.com`, password, name: key, role, dealer },
      });
      userIds[key] = user.id as number;
      tokens[key] = (await cms.login(`${key}@example.com`, password)).token!;
    }
    ids.zambia = await repository.insert(enquiry('Mwila Phiri', 'Zambia'));
    ids.india = await repository.insert(enquiry('Asha Rao', 'India', '=HYPERLINK("http://evil.example")'));
    ids.kenya = await repository.insert(enquiry('Wanjiru Kamau', 'Kenya'));
    // Spam is stored but never reaches the inbox.
    await repository.insert({ ...enquiry('Bot', 'Zambia'), status: 'spam' });
  }, 120_000);

  afterAll(async () => {
    await cms?.cleanup();
    await store?.cleanup();
  });

  it('copies each accepted enquiry once, as new, with its delivery state and a readable selection', async () => {
    // Two instances' rounds at once still copy each enquiry once (unique enquiry id).
    const rounds = await Promise.all([
      syncInbox(cms.payload, repository, siteUrl),
      syncInbox(cms.payload, repository, siteUrl),
    ]);
    expect(rounds.flatMap((r) => r.copied).sort()).toEqual(Object.values(ids).sort());
    expect((await syncInbox(cms.payload, repository, siteUrl)).copied).toEqual([]);
    expect((await cms.payload.count({ collection: 'enquiries' })).totalDocs).toBe(3);
    const zambia = await docOf(ids.zambia);
    expect(zambia.status).toBe('new');
    expect(zambia.delivery).toBe('queued');
    expect(zambia.sizedSet).toContain('Flow: 6 m³/h');
    expect(zambia.sizedSet).not.toContain('{');
  });

  it('a visitor who quotes the reference from the thank-you page is found by it', async () => {
    // The thank-you page shows KX- and the stored id's first 8 hex digits (reference.ts).
    const reference = `KX-${ids.kenya!.slice(0, 4)}-${ids.kenya!.slice(4, 8)}`.toUpperCase();
    const found = await cms.rest(`/enquiries?where[reference][equals]=${reference}`, { token: tokens.sales });
    const docs = ((await found.json()) as { docs: { name: string; reference: string }[] }).docs;
    expect(docs.map((d) => [d.name, d.reference])).toEqual([['Wanjiru Kamau', reference]]);
    const csv = await (
      await cms.rest(`/enquiries/export.csv?where[reference][equals]=${reference}`, { token: tokens.sales })
    ).text();
    expect(csv.split('\r\n')[0]).toMatch(/^"reference","enquiryId"/);
    expect(csv).toContain(`"${reference}","${ids.kenya}"`);
  });

  it('routes Zambia to the Zambian dealer, India to the Indian one, and keeps Kenya (no dealer) for sales', async () => {
    const zambia = await docOf(ids.zambia);
    expect(zambia.assignedTo?.relationTo).toBe('dealers');
    expect(idOf(zambia.assignedTo?.value)).toBe(zambianDealer);
    expect(zambia.history[0]?.change).toBe(
      'received; routed to the dealer Lusaka Borehole Supplies, e-mail queued to the dealer',
    );
    // A second outbox row owes the dealer its own e-mail; the sales row is still there.
    const rows = await store.database.db
      .selectFrom('outbox')
      .select(['enquiry_id', 'recipient', 'to_address', 'status'])
      .where('enquiry_id', 'in', [ids.zambia, ids.kenya])
      .orderBy('enquiry_id')
      .orderBy('recipient')
      .execute();
    expect(rows.filter((r) => r.enquiry_id === ids.zambia)).toEqual([
      { enquiry_id: ids.zambia, recipient: 'crm', to_address: null, status: 'pending' },
      { enquiry_id: ids.zambia, recipient: 'dealer', to_address: 'sales@lusaka-boreholes.example', status: 'pending' },
      { enquiry_id: ids.zambia, recipient: 'sales', to_address: null, status: 'pending' },
    ]);
    // No dealer for Kenya: the sales e-mail and the CRM's 'created' event only.
    expect(rows.filter((r) => r.enquiry_id === ids.kenya).map((r) => r.recipient)).toEqual(['crm', 'sales']);
    expect(idOf((await docOf(ids.india)).assignedTo?.value)).toBe(indianDealer);
    expect((await docOf(ids.kenya)).assignedTo?.value ?? null).toBeNull();
  });

  it('the dashboard counts new enquiries older than 2 working days, each reader its own', async () => {
    const user = async (key: Account) =>
      (await cms.payload.findByID({ collection: 'users', id: userIds[key], depth: 0 })) as unknown as TypedUser;
    const received = Date.parse((await docOf(ids.zambia)).receivedAt);
    // Just received: none waits yet. Five days on, at least 2 working days (Mon–Fri) have passed.
    expect(await countWaitingEnquiries(cms.payload, await user('sales'), new Date(received))).toBe(0);
    const later = new Date(received + 5 * 86_400_000);
    expect(await countWaitingEnquiries(cms.payload, await user('sales'), later)).toBe(3);
    expect(await countWaitingEnquiries(cms.payload, await user('dealer'), later)).toBe(1);
  });

  it('anonymous gets 401 and marketing 403 on enquiries', async () => {
    expect((await cms.rest('/enquiries')).status).toBe(401);
    expect((await cms.rest('/enquiries/export.csv')).status).toBe(401);
    expect((await cms.rest('/enquiries', { token: tokens.marketing })).status).toBe(403);
    const one = await docOf(ids.kenya);
    expect((await cms.rest(`/enquiries/${one.id}`, { token: tokens.marketing })).status).toBe(403);
    const patch = await cms.rest(`/enquiries/${one.id}`, {
      method: 'PATCH',
      token: tokens.marketing,
      body: JSON.stringify({ status: 'spam' }),
    });
    expect(patch.status).toBe(403);
    expect((await cms.rest('/enquiries/export.csv', { token: tokens.marketing })).status).toBe(403);
  });

  it('sales reads every enquiry, sets contacted and adds a note; the history shows both with the user and time', async () => {
    const list = await json<{ docs: Doc[] }>(await cms.rest('/enquiries?limit=50&depth=0', { token: tokens.sales }));
    expect(list.docs.map((d) => d.enquiryId).sort()).toEqual(Object.values(ids).sort());
    const india = await docOf(ids.india);
    const before = Date.now();
    const response = await cms.rest(`/enquiries/${india.id}`, {
      method: 'PATCH',
      token: tokens.sales,
      body: JSON.stringify({ status: 'contacted', addNote: 'Called; sending a quote for KS4-10.' }),
    });
    expect(response.status).toBe(200);
    const after = await docOf(ids.india);
    expect(after.status).toBe('contacted');
    expect(after.notes).toHaveLength(1);
    expect(after.notes[0]).toMatchObject({ text: 'Called; sending a quote for KS4-10.' });
    expect(idOf(after.notes[0]!.author)).toBe(userIds.sales);
    // The CRM is owed the change (this test's store queues CRM events, as with CRM_WEBHOOK_URL set).
    const events = await store.database.db
      .selectFrom('outbox')
      .select(['event', 'body'])
      .where('enquiry_id', '=', ids.india)
      .where('recipient', '=', 'crm')
      .orderBy('created_at')
      .execute();
    expect(events.map((e) => e.event.replace(/:.*/, ''))).toEqual(['created', 'status']);
    expect(JSON.parse(events[1]!.body!)).toMatchObject({
      type: 'enquiry.status_changed',
      enquiry: { enquiryId: ids.india, name: 'Asha Rao', status: 'contacted', previousStatus: 'new' },
    });
    const changes = after.history.slice(1);
    expect(changes.map((h) => h.change)).toEqual(['status: new → contacted', 'note added']);
    for (const line of changes) {
      expect(idOf(line.by)).toBe(userIds.sales);
      expect(Date.parse(line.at)).toBeGreaterThanOrEqual(before - 1000);
    }
  });

  it('sales assigns an enquiry to a sales colleague, not to a marketing account; the history names both ends', async () => {
    const kenya = await docOf(ids.kenya);
    const toMarketing = await cms.rest(`/enquiries/${kenya.id}`, {
      method: 'PATCH',
      token: tokens.sales,
      body: JSON.stringify({ assignedTo: { relationTo: 'users', value: userIds.marketing } }),
    });
    expect(toMarketing.status).toBe(400);
    const toSales = await cms.rest(`/enquiries/${kenya.id}`, {
      method: 'PATCH',
      token: tokens.sales,
      body: JSON.stringify({ assignedTo: { relationTo: 'users', value: userIds.sales } }),
    });
    expect(toSales.status).toBe(200);
    const after = await docOf(ids.kenya);
    expect(after.history.at(-1)?.change).toBe(`assigned: nobody → users:${userIds.sales}`);
  });

  it('notes and history are append-only: a PATCH that rewrites them changes nothing', async () => {
    const india = await docOf(ids.india);
    await cms.rest(`/enquiries/${india.id}`, {
      method: 'PATCH',
      token: tokens.admin,
      body: JSON.stringify({
        notes: [{ text: 'forged', author: userIds.admin, at: '2020-01-01T00:00:00.000Z' }],
        history: [],
      }),
    });
    const after = await docOf(ids.india);
    expect(after.notes.map((n) => n.text)).toEqual(['Called; sending a quote for KS4-10.']);
    expect(after.history.map((h) => h.change)).toEqual(india.history.map((h) => h.change));
  });

  it('the filtered CSV export holds the contacted enquiry, formula start neutralised, and nothing else', async () => {
    const response = await cms.rest('/enquiries/export.csv?where[status][equals]=contacted', { token: tokens.sales });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const csv = await response.text();
    const rows = csv.trimEnd().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('"Asha Rao"');
    expect(rows[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).not.toContain('Mwila Phiri');
  });

  it("a dealer sees only its dealer's enquiries, changes status and notes, and nothing else", async () => {
    const token = tokens.dealer;
    const list = await json<{ docs: Doc[] }>(await cms.rest('/enquiries?limit=50&depth=0', { token }));
    expect(list.docs.map((d) => d.enquiryId)).toEqual([ids.zambia]);
    const india = await docOf(ids.india);
    expect([403, 404]).toContain((await cms.rest(`/enquiries/${india.id}`, { token })).status);
    const other = await cms.rest(`/enquiries/${india.id}`, {
      method: 'PATCH',
      token,
      body: JSON.stringify({ status: 'lost' }),
    });
    expect([403, 404]).toContain(other.status);
    expect((await docOf(ids.india)).status).toBe('contacted');

    const zambia = await docOf(ids.zambia);
    const own = await cms.rest(`/enquiries/${zambia.id}`, {
      method: 'PATCH',
      token,
      body: JSON.stringify({
        status: 'quoted',
        addNote: 'Quoted the KS4-10 set.',
        assignedTo: { relationTo: 'users', value: userIds.dealer },
        nextAction: '2026-12-03T00:00:00.000Z',
        name: 'Someone Else',
      }),
    });
    expect(own.status).toBe(200);
    const after = await docOf(ids.zambia);
    expect(after.status).toBe('quoted');
    expect(after.notes.map((n) => n.text)).toEqual(['Quoted the KS4-10 set.']);
    // Not reassignment, not the next action, not the visitor's fields.
    expect(after.assignedTo?.relationTo).toBe('dealers');
    expect(idOf(after.assignedTo?.value)).toBe(zambianDealer);
    expect(after.name).toBe('Mwila Phiri');
    expect(after.history.slice(1).map((h) => h.change)).toEqual(['status: new → quoted', 'note added']);

    expect((await cms.rest('/enquiries/export.csv', { token })).status).toBe(403);
    const content = await cms.rest('/dealers', {
      method: 'POST',
      token,
      body: JSON.stringify({ ...testDealer({ slug: 'dealer-made' }), _status: 'published' }),
    });
    expect(content.status).toBe(403);
    const users = await json<{ docs: { email: string }[] }>(await cms.rest('/users?limit=50', { token }));
    expect(users.docs.map((u) => u.email)).toEqual(['dealer@example.com']);
  });

  it('the Indian dealer sees the Indian enquiry and not the Zambian one', async () => {
    const list = await json<{ docs: Doc[] }>(
      await cms.rest('/enquiries?limit=50&depth=0', { token: tokens.indiaDealer }),
    );
    expect(list.docs.map((d) => d.enquiryId)).toEqual([ids.india]);
  });

  it('sales sees a dead-lettered e-mail with its error and re-drives it; a dealer may not', async () => {
    await store.database.db
      .updateTable('outbox')
      .set({ status: 'dead', attempts: 8, last_error: '550 mailbox unavailable' })
      .where('enquiry_id', '=', ids.kenya)
      .where('recipient', '=', 'sales')
      .execute();
    const kenya = await docOf(ids.kenya);
    expect(kenya.delivery).toBe('dead-lettered');
    expect(kenya.deliveryError).toBe('550 mailbox unavailable');
    expect((await cms.rest(`/enquiries/${kenya.id}/redrive`, { method: 'POST', token: tokens.dealer })).status).toBe(
      403,
    );
    const response = await cms.rest(`/enquiries/${kenya.id}/redrive`, { method: 'POST', token: tokens.sales });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ redriven: 1 });
    const after = await docOf(ids.kenya);
    expect(after.delivery).toBe('queued');
    const last = after.history.at(-1)!;
    expect(last.change).toBe('dead-lettered e-mail re-driven');
    expect(idOf(last.by)).toBe(userIds.sales);
  });

  it('only an administrator deletes an enquiry; nobody creates one through the API', async () => {
    const kenya = await docOf(ids.kenya);
    expect((await cms.rest(`/enquiries/${kenya.id}`, { method: 'DELETE', token: tokens.sales })).status).toBe(403);
    const created = await cms.rest('/enquiries', {
      method: 'POST',
      token: tokens.admin,
      body: JSON.stringify({ enquiryId: 'x', receivedAt: new Date().toISOString(), kind: 'quote' }),
    });
    expect(created.status).toBe(403);
    expect((await cms.rest(`/enquiries/${kenya.id}`, { method: 'DELETE', token: tokens.admin })).status).toBe(200);
  });
});
