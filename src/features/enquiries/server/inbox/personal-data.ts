import type { Payload, TypedUser, Where } from 'payload';
import type { EnquiryRecord } from '../../domain/email';
import { closedStatuses } from '../../domain/inbox/history';
import type { LeadSource } from './source';

/**
 * Personal data of enquiries (issue 46 point 6): the daily retention job and an administrator's export
 * or erasure of one person's enquiries. The store is changed first, then the back office's copies, each
 * with a history line; a run stopped between the two is completed by the next (nothing is undone).
 */

const dayMs = 86_400_000;

/** The visitor's fields a removal clears (kind, product, city, country and the selection stay). */
export const personalFields = ['name', 'email', 'phone', 'company', 'postcode', 'message'] as const;

/** What callers pass in `context` of an update to have the hook add a line and clear the notes. */
export interface RemovalContext {
  historyLine: string;
  /** Notes are about the person: their text is replaced by {@link removedNote}. */
  eraseNotes: true;
}

/** The text a removed note keeps. */
export const removedNote = '(removed with the personal data)';

async function clearCopies(
  payload: Payload,
  where: Where,
  historyLine: string,
  now: Date,
  user?: TypedUser,
): Promise<number> {
  const copies = await payload.find({ collection: 'enquiries', where, pagination: false, depth: 0 });
  const blank = Object.fromEntries(personalFields.map((f) => [f, '']));
  for (const copy of copies.docs) {
    await payload.update({
      collection: 'enquiries',
      id: copy.id,
      data: { ...blank, anonymisedAt: now.toISOString() },
      depth: 0,
      ...(user ? { user } : {}),
      context: { historyLine, eraseNotes: true } satisfies RemovalContext,
    });
  }
  return copies.docs.length;
}

/**
 * The daily retention run: closed enquiries (won, lost, spam) received more than `days` days before
 * `now` lose their personal data in the store and in the back office ("personal data removed after
 * N days"), and so does honeypot spam in the store.
 * Worked example: days = 730, now = 2026-11-28T00:00Z → received before 2024-11-28T00:00Z.
 * @returns how many back-office enquiries were anonymised
 */
export async function anonymiseExpired(payload: Payload, source: LeadSource, now: Date, days: number): Promise<number> {
  const before = new Date(now.getTime() - days * dayMs).toISOString();
  const where: Where = {
    and: [
      { status: { in: [...closedStatuses] } },
      { receivedAt: { less_than: before } },
      { anonymisedAt: { exists: false } },
    ],
  };
  const due = await payload.find({
    collection: 'enquiries',
    where,
    pagination: false,
    depth: 0,
    select: { enquiryId: true },
  });
  await source.anonymise(due.docs.map((d) => String(d.enquiryId)));
  await source.anonymiseSpamBefore(before);
  return clearCopies(payload, where, `personal data removed after ${days} days (retention)`, now);
}

/** The back-office copies of a person's enquiries: by the store's ids, and by the address itself. */
function copiesOf(records: readonly EnquiryRecord[], email: string): Where {
  return {
    or: [{ enquiryId: { in: records.map((r) => r.id) } }, { email: { equals: email.trim() } }],
  };
}

/** One person's data as an administrator exports it. */
export interface PersonalDataExport {
  email: string;
  exportedAt: string;
  /** Each enquiry as stored, with the back office's status and notes when it has a copy. */
  enquiries: (EnquiryRecord & { backOffice: { status: string; notes: { text: string; at: string }[] } | null })[];
}

/**
 * Everything held about the person who wrote from `email` (an administrator's answer to an access
 * request), recorded in each copy's history as exported by `user`.
 */
export async function exportPerson(
  payload: Payload,
  source: LeadSource,
  email: string,
  user: TypedUser,
  now: Date,
): Promise<PersonalDataExport> {
  const records = await source.findByEmail(email);
  const copies = (
    await payload.find({ collection: 'enquiries', where: copiesOf(records, email), pagination: false, depth: 0 })
  ).docs as unknown as { id: number; enquiryId: string; status: string; notes?: { text: string; at: string }[] }[];
  const byId = new Map(copies.map((c) => [c.enquiryId, c]));
  for (const copy of copies) {
    await payload.update({
      collection: 'enquiries',
      id: copy.id,
      data: {},
      depth: 0,
      user,
      context: { historyLine: 'personal data exported on request' },
    });
  }
  return {
    email,
    exportedAt: now.toISOString(),
    enquiries: records.map((record) => {
      const copy = byId.get(record.id);
      return {
        ...record,
        backOffice: copy
          ? { status: copy.status, notes: (copy.notes ?? []).map((n) => ({ text: n.text, at: n.at })) }
          : null,
      };
    }),
  };
}

/**
 * Erases the personal data of everyone's enquiries sent from `email` (an erasure request), in the
 * store and the back office, recorded in each copy's history with `user`.
 * @returns how many enquiries the store held and how many copies were changed
 */
export async function erasePerson(
  payload: Payload,
  source: LeadSource,
  email: string,
  user: TypedUser,
  now: Date,
): Promise<{ stored: number; copies: number }> {
  const records = await source.findByEmail(email);
  const stored = await source.anonymise(records.map((r) => r.id));
  const copies = await clearCopies(payload, copiesOf(records, email), 'personal data erased on request', now, user);
  return { stored, copies };
}
