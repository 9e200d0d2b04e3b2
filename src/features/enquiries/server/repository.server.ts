import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { EnquiryRecord } from '../domain/email';
import type { EnquirySelection } from '../domain/quoted-pump';
import { OutboxStore, pendingOutboxRow } from './outbox-store.server';
import type { EnquiryDelivery, EnquiryWithDelivery, NewEnquiry } from './records';

export type { EnquiryDelivery, EnquiryWithDelivery, NewEnquiry, OutboxRecord, OutboxStats } from './records';

/**
 * The enquiries' SQL: storing an enquiry with its outbox row, the sales team's lists and look-ups, and
 * erasing personal data. The outbox's own SQL (claims, results, counts) it inherits from
 * {@link OutboxStore}; both work unchanged on SQLite and PostgreSQL.
 */

/** The selection columns of a new enquiry row (all null when it carries none). */
function selectionColumns(selection: EnquirySelection | null | undefined) {
  return {
    model: selection?.model ?? null,
    flow_m3h: selection?.flowM3h ?? null,
    head_m: selection?.headM ?? null,
    frequency_hz: selection?.frequencyHz ?? null,
    borewell_query: selection?.borewellQuery ?? null,
    column_pipe: selection?.columnPipe ?? null,
    drop_cable: selection?.dropCable ?? null,
    control_panel: selection?.controlPanel ?? null,
    solar_query: selection?.solarQuery ?? null,
    solar_set: selection?.solarSet ?? null,
  };
}

/** Data access for enquiries and their outbox; `now` is injectable for tests. */
export class EnquiryRepository extends OutboxStore {
  /**
   * Stores an enquiry and, unless it is spam, its outbox row, in one transaction.
   * @returns the new enquiry id, once committed.
   * @throws the database error; nothing is stored then.
   */
  async insert(enquiry: NewEnquiry): Promise<string> {
    const id = randomUUID();
    const createdAt = this.nowIso();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('enquiries')
        .values({
          id,
          kind: enquiry.kind,
          status: enquiry.status,
          ...enquiry.fields,
          privacy_accepted: enquiry.privacyAccepted ? 1 : 0,
          client_address: enquiry.clientAddress,
          user_agent: enquiry.userAgent,
          page: enquiry.page,
          created_at: createdAt,
          ...selectionColumns(enquiry.selection),
        })
        .execute();
      if (enquiry.status === 'spam') return;
      await trx
        .insertInto('outbox')
        .values(
          pendingOutboxRow({ enquiryId: id, recipient: 'sales', toAddress: null, event: '', body: null }, createdAt),
        )
        .execute();
    });
    return id;
  }

  /** The enquiries with these ids (any order). */
  async findEnquiries(ids: readonly string[]): Promise<EnquiryRecord[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom('enquiries').selectAll().where('id', 'in', ids).execute();
  }

  /**
   * Enquiries with their delivery state.
   * @param options.order 'newest' first (default) or 'oldest' first; `limit` rows at most; spam only when asked.
   */
  async listEnquiries(
    options: { limit?: number; includeSpam?: boolean; order?: 'newest' | 'oldest' } = {},
  ): Promise<EnquiryWithDelivery[]> {
    let query = this.db
      .selectFrom('enquiries')
      .leftJoin('outbox', (join) =>
        join.onRef('outbox.enquiry_id', '=', 'enquiries.id').on('outbox.recipient', '=', 'sales'),
      )
      .selectAll('enquiries')
      .select([
        'outbox.status as delivery',
        'outbox.attempts as attempts',
        'outbox.last_error as last_error',
        'outbox.sent_at as sent_at',
      ])
      .orderBy('enquiries.created_at', options.order === 'oldest' ? 'asc' : 'desc')
      .orderBy('enquiries.id');
    if (!options.includeSpam) query = query.where('enquiries.status', '=', 'received');
    if (options.limit !== undefined) query = query.limit(options.limit);
    return query.execute();
  }

  /**
   * Real (not spam) enquiries committed at or after `sinceIso` (every one when null), oldest first: what
   * the back office's inbox copies in (issue 46, decision 0036). The caller looks back far enough to
   * catch a transaction that committed after a younger one.
   */
  async listReceivedSince(sinceIso: string | null): Promise<EnquiryRecord[]> {
    let query = this.db
      .selectFrom('enquiries')
      .selectAll()
      .where('status', '=', 'received')
      .orderBy('created_at')
      .orderBy('id');
    if (sinceIso) query = query.where('created_at', '>=', sinceIso);
    return query.execute();
  }

  /** The outbox state of each of these enquiries (absent: no outbox row, i.e. spam). */
  async deliveries(enquiryIds: readonly string[]): Promise<Map<string, EnquiryDelivery>> {
    if (enquiryIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('outbox')
      .select(['enquiry_id', 'status', 'attempts', 'last_error', 'sent_at'])
      .where('enquiry_id', 'in', enquiryIds)
      .where('recipient', '=', 'sales')
      .execute();
    return new Map(
      rows.map((r) => [
        r.enquiry_id,
        { status: r.status, attempts: r.attempts, lastError: r.last_error, sentAt: r.sent_at },
      ]),
    );
  }

  /**
   * Removes the personal data of these enquiries (issue 46: retention and erasure): name, e-mail, phone,
   * company, postcode, message, client address and user agent are cleared; kind, product, city,
   * country, the selection and the times stay for the sales figures.
   * @returns how many enquiries were changed
   */
  async anonymise(enquiryIds: readonly string[]): Promise<number> {
    if (enquiryIds.length === 0) return 0;
    const result = await this.db
      .updateTable('enquiries')
      .set({
        name: '',
        email: '',
        phone: '',
        company: '',
        postcode: '',
        message: '',
        client_address: null,
        user_agent: null,
      })
      .where('id', 'in', enquiryIds)
      .executeTakeFirst();
    // The CRM events carry the same fields; a delivered one keeps its key, not its content.
    await this.db
      .updateTable('outbox')
      .set({ body: null })
      .where('enquiry_id', 'in', enquiryIds)
      .where('recipient', '=', 'crm')
      .where('status', '=', 'sent')
      .execute();
    return Number(result.numUpdatedRows);
  }

  /**
   * Clears the personal data (as {@link anonymise}) of honeypot spam received before `beforeIso`:
   * spam never reaches the back office, so the retention job clears it here.
   * @returns how many rows were changed (already cleared ones count again)
   */
  async anonymiseSpamBefore(beforeIso: string): Promise<number> {
    const ids = await this.db
      .selectFrom('enquiries')
      .select('id')
      .where('status', '=', 'spam')
      .where('created_at', '<', beforeIso)
      .where((eb) => eb.or([eb('name', '!=', ''), eb('email', '!=', ''), eb('message', '!=', '')]))
      .execute();
    return this.anonymise(ids.map((r) => r.id));
  }

  /** Every enquiry (spam too) sent with this e-mail address, compared without case, oldest first. */
  async findByEmail(email: string): Promise<EnquiryRecord[]> {
    const wanted = email.trim().toLowerCase();
    if (!wanted) return [];
    return this.db
      .selectFrom('enquiries')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', wanted)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }
}
