import type {
  CollectionAfterChangeHook,
  CollectionAfterReadHook,
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  PayloadRequest,
} from 'payload';
import { UnauthorizedError } from 'payload';
import {
  crmEnquiry,
  crmEventJson,
  deliveryLabel,
  describeChanges,
  entryOfDocument,
  removedNote,
  type LeadSource,
  type LeadState,
} from '@/features/enquiries/back-office';

/**
 * Hooks of the enquiry inbox (`collections/enquiries.ts`, issue 46, decision 0036): who may call it,
 * the append-only notes and history, the CRM event of a status change, the delivery state read from
 * the outbox.
 */

/** The enquiry store, given to the config by the running site (`custom.leadSource`); none in some tests. */
export async function leadSourceOf(req: PayloadRequest): Promise<LeadSource | null> {
  const open = (req.payload.config.custom as { leadSource?: () => Promise<LeadSource> }).leadSource;
  return open ? open() : null;
}

/**
 * What a caller passes in `context`: a history line for an action that changes no field of its own
 * (a re-drive, an export, a removal), and whether the notes' text goes with the personal data.
 */
export interface HistoryContext {
  historyLine?: string;
  eraseNotes?: boolean;
}

type HistoryItem = { at: string; by: number | string | null; change: string };
type NoteItem = { at: string; author: number | string | null; text: string };

export const idOf = (value: unknown): number | string | null =>
  value && typeof value === 'object'
    ? ((value as { id?: number | string }).id ?? null)
    : ((value as number | string | null) ?? null);

/** Anonymous callers get 401 (not signed in), as for any staff-only part of the API. */
export const signInFirst: CollectionBeforeOperationHook = ({ req, args }) => {
  if (req.payloadAPI !== 'local' && !req.user) throw new UnauthorizedError(req.t);
  return args;
};

/**
 * Keeps notes and history append-only: a new note (`addNote`) is added with its author and time, and
 * each change of status, assignee or next action becomes a history line with the user and time.
 * Neither array can be set through the API (field access), only extended here.
 */
export const recordChanges: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, context }) => {
  if (operation !== 'update') return data;
  const at = new Date().toISOString();
  const by = idOf(req.user);
  const before = (originalDoc ?? {}) as LeadState & { notes?: NoteItem[]; history?: HistoryItem[] };
  const { historyLine: extra, eraseNotes } = context as HistoryContext;
  const notes = [...(before.notes ?? [])].map((n) => ({
    ...n,
    author: idOf(n.author),
    ...(eraseNotes ? { text: removedNote } : {}),
  }));
  const history = [...(before.history ?? [])].map((h) => ({ ...h, by: idOf(h.by) }));
  const lines = describeChanges(before, data as LeadState);
  const note = typeof data.addNote === 'string' ? data.addNote.trim() : '';
  if (note) {
    notes.push({ at, author: by, text: note.slice(0, 5000) });
    lines.push('note added');
  }
  if (extra) lines.push(extra);
  for (const change of lines) history.push({ at, by, change });
  delete data.addNote;
  return { ...data, notes, history };
};

/**
 * A status change owes the CRM an event (when CRM_WEBHOOK_URL is set): queued in the outbox with the
 * change's time as its key. Queued after the change is stored in the back office and before the save
 * answers; should queueing fail, the save fails and the change is rolled back with it.
 */
export const announceStatusChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc || previousDoc.status === doc.status) return doc;
  const source = await leadSourceOf(req);
  if (!source) return doc;
  const at = new Date().toISOString();
  const enquiry = crmEnquiry(entryOfDocument(doc), String(doc.status), String(previousDoc.status));
  await source.queueCrmEvent(
    String(doc.enquiryId),
    `status:${at}`,
    crmEventJson({ id: `${String(doc.enquiryId)}:status:${at}`, type: 'enquiry.status_changed', enquiry }),
  );
  return doc;
};

/** Fills the delivery state of the enquiry's e-mail from the outbox (virtual fields). */
export const readDelivery: CollectionAfterReadHook = async ({ doc, req }) => {
  const source = await leadSourceOf(req);
  if (!source || typeof doc.enquiryId !== 'string') return doc;
  const delivery = (await source.deliveries([doc.enquiryId])).get(doc.enquiryId);
  return {
    ...doc,
    delivery: deliveryLabel(delivery),
    deliveryAttempts: delivery?.attempts ?? 0,
    deliveryError: delivery?.lastError ?? '',
  };
};
