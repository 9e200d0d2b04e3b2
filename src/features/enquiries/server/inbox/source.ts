import type { EnquiryRecord } from '../../domain/email';
import type { EnquiryDelivery, EnquiryRepository } from '../repository.server';

/**
 * What the back office's inbox needs of the enquiry store (decision 0036): the enquiry and outbox
 * tables stay the source of truth; `EnquiryRepository` implements this.
 */
export interface LeadSource {
  /** Real enquiries committed at or after the instant (all when null), oldest first. */
  listReceivedSince(sinceIso: string | null): Promise<EnquiryRecord[]>;
  /** Outbox state by enquiry id. */
  deliveries(enquiryIds: readonly string[]): Promise<Map<string, EnquiryDelivery>>;
  /** Moves these enquiries' dead-lettered e-mails back to the outbox; how many were moved. */
  retryDead(enquiryIds: readonly string[]): Promise<number>;
  /** Owes the dealer an enquiry was routed to its own e-mail (once per enquiry); whether a row was added. */
  queueDealerMail(enquiryId: string, address: string): Promise<boolean>;
  /**
   * Owes the CRM one event of an enquiry (its JSON; the same key twice adds one); whether a row was
   * added. A no-op answering false when CRM_WEBHOOK_URL is unset (`leadSourceFrom`).
   */
  queueCrmEvent(enquiryId: string, event: string, body: string): Promise<boolean>;
  /** Clears the personal data of these enquiries in the store; how many were changed. */
  anonymise(enquiryIds: readonly string[]): Promise<number>;
  /** Clears the personal data of honeypot spam received before the instant; how many rows. */
  anonymiseSpamBefore(beforeIso: string): Promise<number>;
  /** Every stored enquiry (spam too) with this e-mail address, without case. */
  findByEmail(email: string): Promise<EnquiryRecord[]>;
}

/** How the admin names an outbox state. */
export type DeliveryLabel = 'queued' | 'retrying' | 'sending' | 'sent' | 'dead-lettered' | 'none';

/**
 * The delivery state staff read: `queued` before the first attempt, `retrying` after a failed one,
 * `sending` while a worker holds it, `sent`, `dead-lettered` (re-drive it), `none` without an outbox
 * row.
 */
export function deliveryLabel(delivery: EnquiryDelivery | undefined): DeliveryLabel {
  if (!delivery) return 'none';
  switch (delivery.status) {
    case 'pending':
      return delivery.attempts === 0 ? 'queued' : 'retrying';
    case 'sending':
      return 'sending';
    case 'sent':
      return 'sent';
    case 'dead':
      return 'dead-lettered';
  }
}

/**
 * The store as the inbox uses it: the repository, with the CRM events queued only when the CRM
 * webhook is configured.
 */
export function leadSourceFrom(repository: EnquiryRepository, crmEnabled: boolean): LeadSource {
  return {
    listReceivedSince: (since) => repository.listReceivedSince(since),
    deliveries: (ids) => repository.deliveries(ids),
    retryDead: (ids) => repository.retryDead(ids),
    queueDealerMail: (id, address) => repository.queueDealerMail(id, address),
    queueCrmEvent: crmEnabled ? (id, event, body) => repository.queueCrmEvent(id, event, body) : async () => false,
    anonymise: (ids) => repository.anonymise(ids),
    anonymiseSpamBefore: (before) => repository.anonymiseSpamBefore(before),
    findByEmail: (email) => repository.findByEmail(email),
  };
}
