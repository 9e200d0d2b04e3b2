import type { Selectable } from 'kysely';
import type { OutboxStatus, OutboxTable } from '@/lib/db/schema';
import type { EnquiryRecord } from '../domain/email';
import type { EnquiryKind, TextFieldName } from '../domain/fields';
import type { EnquirySelection } from '../domain/quoted-pump';

/** The shapes the enquiry feature's SQL ({@link EnquiryRepository}, {@link OutboxStore}) reads and writes. */

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
