import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { AppDatabase } from '@/lib/db/database.server';
import type { OutboxStatus, OutboxTable } from '@/lib/db/schema';
import type { EnquiryRecord } from '../domain/email';
import type { EnquiryKind, TextFieldName } from '../domain/fields';
import type { EnquirySelection } from '../domain/quoted-pump';

/**
 * All SQL of the enquiry feature: storing an enquiry with its outbox row, the outbox worker's claims and
 * results, and the sales team's lists. Works unchanged on SQLite and PostgreSQL except for the claim,
 * which uses `FOR UPDATE SKIP LOCKED` on PostgreSQL (SQLite has one writer at a time, so a single
 * UPDATE ... RETURNING is already atomic).
 */

/** An outbox row as read from the database. */
export type OutboxRecord = Selectable<OutboxTable>;

/** What the service stores for one submission. */
export interface NewEnquiry {
  kind: EnquiryKind;
  /** 'spam' rows get no outbox row and are never mailed. */
  status: 'received' | 'spam';
  fields: Record<TextFieldName, string>;
  privacyAccepted: boolean;
  clientAddress: string | null;
  userAgent: string | null;
  page: string | null;
  /** The pump selection a quote carries (model and duty point), if any. */
  selection?: EnquirySelection | null;
}

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

/** An enquiry with its delivery state, for the sales team's list and export. */
export type EnquiryWithDelivery = EnquiryRecord & {
  /** Outbox state; null for spam. */
  delivery: OutboxStatus | null;
  attempts: number | null;
  last_error: string | null;
  sent_at: string | null;
};

/** The e-mail state of one enquiry as the back office shows it. */
export interface EnquiryDelivery {
  status: OutboxStatus;
  /** Delivery attempts started so far. */
  attempts: number;
  lastError: string | null;
  /** When the mail server accepted it (ISO-8601), or null. */
  sentAt: string | null;
}

/** Counts of outbox rows by state and the age of the oldest undelivered one. */
export interface OutboxStats {
  pending: number;
  sending: number;
  sent: number;
  dead: number;
  /** created_at of the oldest pending or sending row, or null. */
  oldestUndeliveredAt: string | null;
}

/** Data access for enquiries and their outbox; `now` is injectable for tests. */
export class EnquiryRepository {
  constructor(
    private readonly database: AppDatabase,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private get db() {
    return this.database.db;
  }

  private nowIso(offsetMs = 0): string {
    return new Date(this.now().getTime() + offsetMs).toISOString();
  }

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
        .values({
          id: randomUUID(),
          enquiry_id: id,
          recipient: 'sales',
          to_address: null,
          event: '',
          body: null,
          status: 'pending',
          attempts: 0,
          next_attempt_at: createdAt,
          lease_until: null,
          claim_token: null,
          last_error: null,
          sent_at: null,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .execute();
    });
    return id;
  }

  /**
   * Owes the dealer an enquiry was routed to its own e-mail (issue 46): a second outbox row, recipient
   * 'dealer', due now, with its own attempts and dead letter. A second call for the same enquiry
   * (another instance routing it too) adds nothing.
   * @returns whether a row was added
   */
  async queueDealerMail(enquiryId: string, address: string): Promise<boolean> {
    return this.queueDelivery({ enquiryId, recipient: 'dealer', toAddress: address, event: '', body: null });
  }

  /**
   * Owes the CRM one event of an enquiry (issue 46 point 5): an outbox row, recipient 'crm', due now,
   * carrying the event's JSON; the same `event` key twice (two instances) adds one row.
   * @param event the event's key, unique per enquiry ('created', 'status:<ISO time>')
   * @param body the event's JSON as the CRM will receive it, without the send's timestamp
   * @returns whether a row was added
   */
  async queueCrmEvent(enquiryId: string, event: string, body: string): Promise<boolean> {
    return this.queueDelivery({ enquiryId, recipient: 'crm', toAddress: null, event, body });
  }

  /**
   * Adds one outbox row due now, unless the enquiry already has one for this recipient and event
   * (the outbox's unique key: two instances queueing the same delivery add one row).
   * @returns whether a row was added
   */
  private async queueDelivery(row: {
    enquiryId: string;
    recipient: 'dealer' | 'crm';
    toAddress: string | null;
    event: string;
    body: string | null;
  }): Promise<boolean> {
    const now = this.nowIso();
    const result = await this.db
      .insertInto('outbox')
      .values({
        id: randomUUID(),
        enquiry_id: row.enquiryId,
        recipient: row.recipient,
        to_address: row.toAddress,
        event: row.event,
        body: row.body,
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        lease_until: null,
        claim_token: null,
        last_error: null,
        sent_at: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['enquiry_id', 'recipient', 'event']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /**
   * Claims up to `limit` deliverable rows for one worker: pending rows that are due, and rows whose
   * previous claimant's lease ran out. Claimed rows become 'sending' until `leaseMs` from now, carry
   * `token`, and have `attempts` incremented. Two concurrent claims never return the same row.
   */
  async claimOutbox(options: { limit: number; leaseMs: number; token: string }): Promise<OutboxRecord[]> {
    const now = this.nowIso();
    let due = this.db
      .selectFrom('outbox')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
          eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', now)]),
        ]),
      )
      .orderBy('next_attempt_at')
      .limit(options.limit);
    if (this.database.dialect === 'postgres') due = due.forUpdate().skipLocked();
    return this.db
      .updateTable('outbox')
      .set((eb) => ({
        status: 'sending',
        attempts: eb('attempts', '+', 1),
        lease_until: this.nowIso(options.leaseMs),
        claim_token: options.token,
        updated_at: now,
      }))
      .where('id', 'in', due)
      .returningAll()
      .execute();
  }

  /**
   * Extends the lease of rows this claimant still holds (token matches, still 'sending') to `leaseMs`
   * from now: a worker renews while its batch is in flight, so a slow mail server never lets another
   * worker re-claim and send the same e-mail twice.
   * @returns how many rows were renewed.
   */
  async renewClaims(outboxIds: readonly string[], token: string, leaseMs: number): Promise<number> {
    if (outboxIds.length === 0) return 0;
    const updated = await this.db
      .updateTable('outbox')
      .set({ lease_until: this.nowIso(leaseMs), updated_at: this.nowIso() })
      .where('id', 'in', outboxIds)
      .where('claim_token', '=', token)
      .where('status', '=', 'sending')
      .executeTakeFirst();
    return Number(updated.numUpdatedRows);
  }

  /**
   * Gives back the rows this claimant still holds (token matches, still 'sending'): pending again, due
   * now, without lease or token, and with the claim's attempt taken back, so another worker takes them
   * at once instead of after the lease (a graceful shutdown). A delivery of such a row still under way
   * can no longer record its result ({@link settle} finds the claim gone); the row is sent again by its
   * next claimant, with the same Message-ID (at least once).
   * @returns how many rows were given back.
   */
  async releaseClaims(token: string): Promise<number> {
    const now = this.nowIso();
    const updated = await this.db
      .updateTable('outbox')
      .set((eb) => ({
        status: 'pending',
        attempts: eb('attempts', '-', 1),
        next_attempt_at: now,
        lease_until: null,
        claim_token: null,
        updated_at: now,
      }))
      .where('claim_token', '=', token)
      .where('status', '=', 'sending')
      .executeTakeFirst();
    return Number(updated.numUpdatedRows);
  }

  /** The enquiries with these ids (any order). */
  async findEnquiries(ids: readonly string[]): Promise<EnquiryRecord[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom('enquiries').selectAll().where('id', 'in', ids).execute();
  }

  /**
   * Records the result of a claimed delivery. Only the claimant (matching token, still 'sending') can
   * record it; a worker whose lease ran out and was re-claimed changes nothing.
   * @returns whether the row was updated.
   */
  async settle(
    outboxId: string,
    token: string,
    result:
      { status: 'sent' } | { status: 'pending'; retryAt: Date; error: string } | { status: 'dead'; error: string },
  ): Promise<boolean> {
    const now = this.nowIso();
    const changes =
      result.status === 'sent'
        ? { status: 'sent' as const, sent_at: now, last_error: null }
        : result.status === 'pending'
          ? { status: 'pending' as const, next_attempt_at: result.retryAt.toISOString(), last_error: result.error }
          : { status: 'dead' as const, last_error: result.error };
    const updated = await this.db
      .updateTable('outbox')
      .set({ ...changes, lease_until: null, claim_token: null, updated_at: now })
      .where('id', '=', outboxId)
      .where('claim_token', '=', token)
      .where('status', '=', 'sending')
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }

  /**
   * Moves dead-lettered rows back to pending with a fresh attempt budget, due now.
   * @param enquiryIds limit to these enquiries; all dead rows when omitted.
   * @returns how many rows were re-driven.
   */
  async retryDead(enquiryIds?: readonly string[]): Promise<number> {
    const now = this.nowIso();
    let query = this.db
      .updateTable('outbox')
      .set({
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        lease_until: null,
        claim_token: null,
        updated_at: now,
      })
      .where('status', '=', 'dead');
    if (enquiryIds) {
      if (enquiryIds.length === 0) return 0;
      query = query.where('enquiry_id', 'in', enquiryIds);
    }
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
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

  /** Outbox counts for the health check and the CLI. */
  async outboxStats(): Promise<OutboxStats> {
    const counts = await this.db
      .selectFrom('outbox')
      .select(['status', sql<string | number>`count(*)`.as('n')])
      .groupBy('status')
      .execute();
    const oldest = await this.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.min('created_at').as('oldest'))
      .where('status', 'in', ['pending', 'sending'])
      .executeTakeFirst();
    const stats: OutboxStats = {
      pending: 0,
      sending: 0,
      sent: 0,
      dead: 0,
      oldestUndeliveredAt: oldest?.oldest ?? null,
    };
    for (const row of counts) stats[row.status] = Number(row.n);
    return stats;
  }
}
