import type { Payload } from 'payload';
import { crmEventJson } from '../crm-webhook';
import { crmEnquiry, inboxEntry } from '../../domain/inbox/entry';
import { routeEnquiry, type DealerTerritory } from '../../domain/inbox/routing';
import type { LeadSource } from './source';

/**
 * Copies accepted enquiries into the back office's `enquiries` collection (issue 46, decision 0036)
 * and routes each to the dealer of its territory on arrival. The enquiry store stays the source of
 * truth: a copy is made once per enquiry id (the collection's `enquiryId` is unique, so two instances
 * copying the same enquiry at once store it once), and an enquiry missed by one round is found by the
 * next, which looks back {@link syncLookbackMs} before the newest copy.
 */

/**
 * How far before the newest copied enquiry a round looks again: an enquiry's time is taken before its
 * transaction commits, so a slower transaction can commit after a younger one was copied.
 */
export const syncLookbackMs = 10 * 60_000;

/** What one round copied. */
export interface SyncRound {
  /** Enquiry ids copied into the inbox. */
  copied: string[];
  /** Of those, the ones assigned to a dealer, with the dealer's id. */
  routed: { enquiryId: string; dealerId: number | string }[];
}

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate|already exists|must be unique/i.test(
    `${(error as Error)?.message ?? ''} ${JSON.stringify((error as { data?: unknown })?.data ?? '')}`,
  );

/**
 * One round: every accepted enquiry not yet in the inbox is copied with status `new`, assigned to its
 * dealer when `routeEnquiry` finds one among the published dealers (who is then owed an e-mail of its
 * own through the outbox), with a first history line. The sales mailbox's e-mail is the one the
 * accepting transaction queued.
 * @param siteUrl the public origin (links of a sized set)
 * @throws the database error of either store; what was copied before it stays copied
 */
export async function syncInbox(payload: Payload, source: LeadSource, siteUrl: string): Promise<SyncRound> {
  const newest = await payload.find({
    collection: 'enquiries',
    sort: '-receivedAt',
    limit: 1,
    depth: 0,
    select: { receivedAt: true },
  });
  const newestAt = newest.docs[0]?.receivedAt as string | undefined;
  const since = newestAt ? new Date(Date.parse(newestAt) - syncLookbackMs).toISOString() : null;
  const records = await source.listReceivedSince(since);
  const round: SyncRound = { copied: [], routed: [] };
  if (records.length === 0) return round;

  const present = await payload.find({
    collection: 'enquiries',
    where: { enquiryId: { in: records.map((r) => r.id) } },
    pagination: false,
    depth: 0,
    select: { enquiryId: true },
  });
  const known = new Set(present.docs.map((d) => String(d.enquiryId)));
  const missing = records.filter((r) => !known.has(r.id));
  if (missing.length === 0) return round;

  const dealers = (
    await payload.find({
      collection: 'dealers',
      where: { _status: { equals: 'published' } },
      pagination: false,
      depth: 0,
      select: { country: true, region: true, city: true, company: true, email: true },
    })
  ).docs as unknown as (DealerTerritory & { company: string; email: string })[];

  for (const record of missing) {
    const dealer = routeEnquiry(record, dealers);
    // The dealer's e-mail and the CRM's event are owed before the copy exists: a round stopped between
    // them routes the enquiry again next time, and no row is added twice.
    if (dealer) await source.queueDealerMail(record.id, dealer.email);
    const entry = inboxEntry(record, siteUrl);
    await source.queueCrmEvent(
      record.id,
      'created',
      crmEventJson({ id: `${record.id}:created`, type: 'enquiry.created', enquiry: crmEnquiry(entry, 'new') }),
    );
    try {
      await payload.create({
        collection: 'enquiries',
        data: {
          ...entry,
          status: 'new',
          assignedTo: dealer ? { relationTo: 'dealers', value: dealer.id } : null,
          history: [
            {
              at: new Date().toISOString(),
              by: null,
              change: dealer
                ? `received; routed to the dealer ${dealer.company}, e-mail queued to the dealer`
                : 'received; for the sales desk',
            },
          ],
        },
        depth: 0,
      });
    } catch (error) {
      // Another instance copied it first.
      if (isUniqueViolation(error)) continue;
      throw error;
    }
    round.copied.push(record.id);
    if (dealer) round.routed.push({ enquiryId: record.id, dealerId: dealer.id });
  }
  return round;
}
