import type { Endpoint, PayloadRequest } from 'payload';
import { Forbidden, NotFound, UnauthorizedError } from 'payload';
import { erasePerson, exportPerson, inboxCsvFields, toCsv } from '@/features/enquiries/back-office';
import { salesDesk, type StaffAccessArgs } from '../access';
import { idOf, leadSourceOf, type HistoryContext } from './hooks';

/**
 * Endpoints of the enquiry inbox at `/cms-api/enquiries/…` (issue 46): the CSV of the filtered list and
 * the re-drive of a dead-lettered e-mail (administrators and sales), an access or erasure request by
 * e-mail (administrators).
 */

/** Columns of the CSV export of the filtered list. */
const exportColumns: { header: string; value: (doc: Record<string, unknown>) => string | number | null }[] = [
  ...inboxCsvFields.map((key) => ({
    header: key,
    value: (doc: Record<string, unknown>) => (doc[key] ?? null) as string | null,
  })),
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

/** The collection's own endpoints. */
export const enquiryEndpoints: Endpoint[] = [
  {
    // The filtered list as CSV: the same `where` the admin's list sends (every cell quoted, formula
    // starts neutralised, `src/features/enquiries/domain/csv.ts`).
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
];
