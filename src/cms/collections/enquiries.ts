import type {
  CollectionAfterChangeHook,
  CollectionAfterReadHook,
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  Field,
  PayloadRequest,
} from 'payload';
import { Forbidden, NotFound, UnauthorizedError } from 'payload';
import {
  crmEnquiry,
  crmEventJson,
  deliveryLabel,
  entryOfDocument,
  describeChanges,
  fieldLabels,
  erasePerson,
  exportPerson,
  leadStatuses,
  removedNote,
  toCsv,
  type LeadSource,
  type LeadState,
} from '@/features/enquiries/back-office';
import { enquiryWorkers, nobodyField, salesDesk, salesDeskField, type StaffAccessArgs } from '../access';

/**
 * The enquiry inbox (issue 46, decision 0034). Each document is the back office's copy of an enquiry
 * the site accepted (the enquiry and outbox tables stay the source of truth and are copied in by
 * `src/features/enquiries/inbox/sync.ts`), with what the sales team adds: `status`, `assignedTo`,
 * `notes` (append-only, each with author and time), `nextAction`, and a `history` of every change
 * with who and when. The e-mail's delivery state is read from the outbox on every read.
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

const idOf = (value: unknown): number | string | null =>
  value && typeof value === 'object'
    ? ((value as { id?: number | string }).id ?? null)
    : ((value as number | string | null) ?? null);

/** Anonymous callers get 401 (not signed in), as for any staff-only part of the API. */
const signInFirst: CollectionBeforeOperationHook = ({ req, args }) => {
  if (req.payloadAPI !== 'local' && !req.user) throw new UnauthorizedError(req.t);
  return args;
};

/**
 * Keeps notes and history append-only: a new note (`addNote`) is added with its author and time, and
 * each change of status, assignee or next action becomes a history line with the user and time.
 * Neither array can be set through the API (field access), only extended here.
 */
const recordChanges: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, context }) => {
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
const announceStatusChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
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
const readDelivery: CollectionAfterReadHook = async ({ doc, req }) => {
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

/** A field of the enquiry as the visitor sent it: shown, never changed in the back office. */
function sent(name: string, type: 'text' | 'textarea' | 'email' = 'text', extra: Partial<Field> = {}): Field {
  return {
    name,
    label: (fieldLabels as Record<string, string>)[name],
    type,
    access: { create: nobodyField, update: nobodyField },
    admin: { readOnly: true },
    ...extra,
  } as Field;
}

/** The delivery state, read from the outbox: not stored here. */
function outboxField(name: string, label: string, type: 'text' | 'number' = 'text'): Field {
  return { name, label, type, virtual: true, admin: { readOnly: true, position: 'sidebar' } } as Field;
}

/** Columns of the CSV export of the filtered list. */
const exportColumns: { header: string; value: (doc: Record<string, unknown>) => string | number | null }[] = [
  ...[
    'enquiryId',
    'receivedAt',
    'kind',
    'status',
    'name',
    'email',
    'phone',
    'company',
    'city',
    'postcode',
    'country',
    'product',
    'model',
    'sizedSet',
    'message',
  ].map((key) => ({ header: key, value: (doc: Record<string, unknown>) => (doc[key] ?? null) as string | null })),
  {
    header: 'assignedTo',
    value: (doc) => {
      const a = doc.assignedTo as { relationTo: string; value: unknown } | null;
      return a?.value ? `${a.relationTo}:${String(idOf(a.value))}` : '';
    },
  },
  { header: 'nextAction', value: (doc) => (doc.nextAction as string | null) ?? '' },
  { header: 'delivery', value: (doc) => (doc.delivery as string | undefined) ?? '' },
];

function requireSalesDesk(req: PayloadRequest): void {
  if (!req.user) throw new UnauthorizedError(req.t);
  if (!salesDesk({ req } as StaffAccessArgs)) throw new Forbidden(req.t);
}

/** The store and the e-mail address of an administrator's personal-data request. */
async function personalDataRequest(req: PayloadRequest, email: unknown) {
  if (!req.user) throw new UnauthorizedError(req.t);
  if ((req.user as { role?: string }).role !== 'admin') throw new Forbidden(req.t);
  const source = await leadSourceOf(req);
  const address = typeof email === 'string' ? email.trim() : '';
  return { source, address, user: req.user };
}

export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  labels: { singular: 'Enquiry', plural: 'Enquiries' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['receivedAt', 'kind', 'name', 'company', 'country', 'product', 'status', 'assignedTo', 'delivery'],
    group: 'Sales',
    listSearchableFields: ['name', 'email', 'company'],
    description: 'Every enquiry the website accepted, newest first. Filter, then export the list as CSV.',
    components: { beforeListTable: ['/src/cms/components/enquiry-export-link#EnquiryExportLink'] },
  },
  defaultSort: '-receivedAt',
  access: {
    read: enquiryWorkers,
    update: enquiryWorkers,
    // Enquiries arrive through the website's forms only; an administrator may erase one.
    create: () => false,
    delete: ({ req }) => (req.user as { role?: string } | null)?.role === 'admin',
  },
  hooks: {
    beforeOperation: [signInFirst],
    beforeChange: [recordChanges],
    afterChange: [announceStatusChange],
    afterRead: [readDelivery],
  },
  endpoints: [
    {
      // The filtered list as CSV: the same `where` the admin's list sends (every cell quoted, formula
      // starts neutralised, `src/features/enquiries/csv.ts`).
      path: '/export.csv',
      method: 'get',
      handler: async (req) => {
        requireSalesDesk(req);
        const query = (req.query ?? {}) as { where?: Record<string, unknown> };
        const found = await req.payload.find({
          collection: 'enquiries',
          where: (query.where ?? {}) as never,
          sort: '-receivedAt',
          pagination: false,
          depth: 0,
          overrideAccess: false,
          user: req.user,
          req,
        });
        const csv = toCsv(exportColumns, found.docs as unknown as Record<string, unknown>[]);
        return new Response(csv, {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="enquiries.csv"',
            'Cache-Control': 'no-store',
          },
        });
      },
    },
    {
      // Re-drive a dead-lettered e-mail of this enquiry (what `npm run enquiries -- retry ID` does).
      path: '/:id/redrive',
      method: 'post',
      handler: async (req) => {
        requireSalesDesk(req);
        const id = String(req.routeParams?.id ?? '');
        const doc = await req.payload
          .findByID({ collection: 'enquiries', id, depth: 0, overrideAccess: false, user: req.user, req })
          .catch(() => null);
        if (!doc) throw new NotFound(req.t);
        const source = await leadSourceOf(req);
        if (!source) return Response.json({ message: 'The enquiry store is not available.' }, { status: 503 });
        const moved = await source.retryDead([String(doc.enquiryId)]);
        if (moved > 0) {
          await req.payload.update({
            collection: 'enquiries',
            id,
            data: {},
            user: req.user,
            req,
            context: { historyLine: 'dead-lettered e-mail re-driven' } satisfies HistoryContext,
          });
        }
        return Response.json({ redriven: moved });
      },
    },
    {
      // An access request: everything held about the person who wrote from ?email= (administrators).
      path: '/personal-data',
      method: 'get',
      handler: async (req) => {
        const { source, address, user } = await personalDataRequest(req, (req.query as { email?: unknown }).email);
        if (!address) return Response.json({ message: 'Give the e-mail address: ?email=' }, { status: 400 });
        if (!source) return Response.json({ message: 'The enquiry store is not available.' }, { status: 503 });
        const data = await exportPerson(req.payload, source, address, user, new Date());
        return Response.json(data, {
          headers: { 'Content-Disposition': 'attachment; filename="personal-data.json"', 'Cache-Control': 'no-store' },
        });
      },
    },
    {
      // An erasure request: the personal data of every enquiry sent from { email } (administrators).
      path: '/personal-data/erase',
      method: 'post',
      handler: async (req) => {
        const body = (await req.json?.().catch(() => ({}))) as { email?: unknown } | undefined;
        const { source, address, user } = await personalDataRequest(req, body?.email);
        if (!address) return Response.json({ message: 'Give the e-mail address: { "email": … }' }, { status: 400 });
        if (!source) return Response.json({ message: 'The enquiry store is not available.' }, { status: 503 });
        return Response.json(await erasePerson(req.payload, source, address, user, new Date()));
      },
    },
  ],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: leadStatuses.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) })),
        },
        {
          name: 'assignedTo',
          type: 'relationship',
          relationTo: ['users', 'dealers'],
          index: true,
          access: { create: salesDeskField, update: salesDeskField },
          admin: { description: 'A sales colleague or the dealer of the territory.' },
        },
        {
          name: 'nextAction',
          label: 'Next action on',
          type: 'date',
          index: true,
          access: { create: salesDeskField, update: salesDeskField },
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
        },
      ],
    },
    {
      name: 'addNote',
      label: 'Add a note',
      type: 'textarea',
      virtual: true,
      maxLength: 5000,
      admin: { description: 'Saved with your name and the time; notes cannot be changed afterwards.' },
    },
    {
      name: 'notes',
      type: 'array',
      access: { create: nobodyField, update: nobodyField },
      admin: { readOnly: true, initCollapsed: false },
      fields: [
        { name: 'text', type: 'textarea', required: true },
        { name: 'author', type: 'relationship', relationTo: 'users' },
        { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      name: 'receivedAt',
      label: 'Received',
      type: 'date',
      required: true,
      index: true,
      access: { create: nobodyField, update: nobodyField },
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: [
        { value: 'quote', label: 'Quote' },
        { value: 'distributor', label: 'Distributor' },
      ],
      access: { create: nobodyField, update: nobodyField },
      admin: { readOnly: true, position: 'sidebar' },
    },
    outboxField('delivery', 'E-mail to sales'),
    outboxField('deliveryAttempts', 'Delivery attempts', 'number'),
    outboxField('deliveryError', 'Last delivery error'),
    sent('name'),
    sent('company'),
    sent('email', 'email'),
    sent('phone'),
    sent('city'),
    sent('postcode'),
    sent('country', 'text', { index: true } as Partial<Field>),
    sent('product', 'text', { index: true } as Partial<Field>),
    sent('model', 'text', { label: 'Pump model', index: true } as Partial<Field>),
    sent('sizedSet', 'textarea', { label: 'Selection or sized set' } as Partial<Field>),
    sent('message', 'textarea'),
    sent('page', 'text', { label: 'Sent from page' } as Partial<Field>),
    {
      name: 'enquiryId',
      label: 'Enquiry id',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: { create: nobodyField, update: nobodyField },
      admin: { readOnly: true, position: 'sidebar', description: 'The id in the enquiry store and the e-mail.' },
    },
    {
      name: 'anonymisedAt',
      label: 'Personal data removed on',
      type: 'date',
      index: true,
      access: { create: nobodyField, update: nobodyField },
      admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.anonymisedAt) },
    },
    {
      name: 'history',
      type: 'array',
      access: { create: nobodyField, update: nobodyField },
      admin: { readOnly: true, description: 'Every change, with who made it and when.' },
      fields: [
        { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'by', type: 'relationship', relationTo: 'users', admin: { description: 'Empty: the website.' } },
        { name: 'change', type: 'text', required: true },
      ],
    },
  ],
};
