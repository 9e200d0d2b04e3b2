import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import type { AppDatabase } from '@/lib/db/database.server';
import type { OutboxTable } from '@/lib/db/schema';
import type { OutboxRecord, OutboxStats } from './records';

/**
 * The outbox's SQL: queueing deliveries, the worker's claims, renewals, releases and results, re-driving
 * dead letters, and the counts. Works unchanged on SQLite and PostgreSQL except for the claim, which
 * uses `FOR UPDATE SKIP LOCKED` on PostgreSQL (SQLite has one writer at a time, so a single
 * UPDATE ... RETURNING is already atomic).
 */

/** One delivery an enquiry owes: to whom, and the CRM event's key and JSON (empty and null for mail). */
export interface OutboxDelivery {
  enquiryId: string;
  recipient: 'sales' | 'dealer' | 'crm';
  toAddress: string | null;
  event: string;
  body: string | null;
}

/**
 * A new outbox row for `delivery`: pending, no attempts yet, due at `nowIso` (ISO-8601), which is also
 * its creation and update time.
 */
export function pendingOutboxRow(delivery: OutboxDelivery, nowIso: string): Insertable<OutboxTable> {
  return {
    id: randomUUID(),
    enquiry_id: delivery.enquiryId,
    recipient: delivery.recipient,
    to_address: delivery.toAddress,
    event: delivery.event,
    body: delivery.body,
    status: 'pending',
    attempts: 0,
    next_attempt_at: nowIso,
    lease_until: null,
    claim_token: null,
    last_error: null,
    sent_at: null,
    created_at: nowIso,
    updated_at: nowIso,
  };
}

/** Data access for the outbox; `now` is injectable for tests. {@link EnquiryRepository} adds the enquiries. */
export class OutboxStore {
  constructor(
    protected readonly database: AppDatabase,
    protected readonly now: () => Date = () => new Date(),
  ) {}

  protected get db() {
    return this.database.db;
  }

  protected nowIso(offsetMs = 0): string {
    return new Date(this.now().getTime() + offsetMs).toISOString();
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
  private async queueDelivery(row: OutboxDelivery): Promise<boolean> {
    const now = this.nowIso();
    const result = await this.db
      .insertInto('outbox')
      .values(pendingOutboxRow(row, now))
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
