/**
 * Table types of the application database (SQLite or PostgreSQL), for Kysely. Timestamps are ISO-8601
 * UTC strings with milliseconds (`Date.prototype.toISOString()`), identical on both databases and
 * ordered correctly as text; see docs/decisions/0002-enquiry-storage-and-delivery.md.
 */

/** One enquiry from either form. Fields a form does not have are ''. */
export interface EnquiriesTable {
  /** Random UUID; also the basis of the e-mail Message-ID. */
  id: string;
  /** 'quote' (quote/contact form) or 'distributor'. */
  kind: 'quote' | 'distributor';
  /** 'received' for real enquiries, 'spam' when the honeypot was filled (stored, never mailed). */
  status: 'received' | 'spam';
  name: string;
  phone: string;
  email: string;
  product: string;
  company: string;
  city: string;
  postcode: string;
  country: string;
  message: string;
  /** 1 when the privacy checkbox was ticked. */
  privacy_accepted: number;
  /** Client address used for rate limiting, if known. */
  client_address: string | null;
  /** Browser user agent, truncated. */
  user_agent: string | null;
  /** Site path the enquiry was sent from, if known. */
  page: string | null;
  /** When the enquiry was committed. */
  created_at: string;
  /** Pump model code of a quote sent from the selector, compare or a product page (migration 0002). */
  model: string | null;
  /** Duty flow of that quote in m³/h. */
  flow_m3h: number | null;
  /** Duty head of that quote in m. */
  head_m: number | null;
  /** Mains frequency of that quote in Hz. */
  frequency_hz: number | null;
  /** Well data of a quote for a borewell set: the `/borewell-sizing` query (migration 0003). */
  borewell_query: string | null;
  /** Column pipe of that set, as its system sheet names it. */
  column_pipe: string | null;
  /** Drop cable of that set. */
  drop_cable: string | null;
  /** Starter and control panel of that set. */
  control_panel: string | null;
  /** A quote for a solar set: the `/solar-pump-sizing` query (migration 0004). */
  solar_query: string | null;
  /** That solar set in one line (pump, controller, array, water, site). */
  solar_set: string | null;
}

/** Delivery state of an outbox row. */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'dead';

/** The e-mail owed for one enquiry (transactional outbox). */
export interface OutboxTable {
  id: string;
  /** The enquiry to deliver; unique with `recipient` and `event`, so each delivery is owed once per re-drive. */
  enquiry_id: string;
  /**
   * 'sales' (the sales mailbox, every enquiry), 'dealer' (the dealer it was routed to) or 'crm' (a POST
   * to CRM_WEBHOOK_URL); migration 0005.
   */
  recipient: 'sales' | 'dealer' | 'crm';
  /** The dealer's address for a 'dealer' row; null otherwise (SALES_EMAIL at send time for 'sales'). */
  to_address: string | null;
  /** '' for e-mails; for 'crm' the event's key, e.g. 'created' or 'status:2026-11-28T10:00:00.000Z'. */
  event: string;
  /** For 'crm': the event's JSON as queued (the send adds its timestamp); null otherwise. */
  body: string | null;
  /** pending (waiting for `next_attempt_at`), sending (claimed until `lease_until`), sent, dead. */
  status: OutboxStatus;
  /** Delivery attempts started so far (incremented when claimed). */
  attempts: number;
  /** Earliest time of the next attempt. */
  next_attempt_at: string;
  /** While `sending`: when the claim expires and another worker may take the row. */
  lease_until: string | null;
  /** While `sending`: the claimant's token; results are recorded only with a matching token. */
  claim_token: string | null;
  /** Last failure, for the dead-letter list. */
  last_error: string | null;
  /** When the transport accepted the message. */
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

/** All tables Kysely knows about (the rate limiter's table is managed by rate-limiter-flexible). */
export interface Database {
  enquiries: EnquiriesTable;
  outbox: OutboxTable;
}

/** Table of rate-limiter-flexible's counters, created by the migrations. */
export const rateLimitTable = 'rate_limits';
