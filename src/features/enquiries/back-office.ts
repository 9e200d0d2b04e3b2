/**
 * Entry of the enquiries feature for the back office (`src/cms`, issue 46, decision 0036): what the
 * `enquiries` collection, its endpoints and the dashboard use. Loadable by plain Node (the CMS command
 * `scripts/cms.mts` loads the config without the react-server condition), so nothing here imports a
 * component or a 'server-only' module.
 */
import type { LeadSource } from './server/inbox/source';

export { toCsv } from './domain/csv';
export { fieldLabels } from './domain/fields';
export { describeChanges, leadStatuses, closedStatuses, type LeadState, type LeadStatus } from './domain/inbox/history';
export { deliveryLabel, type DeliveryLabel, type LeadSource } from './server/inbox/source';
export { syncInbox, type SyncRound } from './server/inbox/sync';
export { countWaitingEnquiries, waitingWorkingDays } from './server/inbox/waiting';
export {
  anonymiseExpired,
  erasePerson,
  exportPerson,
  removedNote,
  type PersonalDataExport,
} from './server/inbox/personal-data';
export { crmEventJson } from './server/crm-webhook';
export { crmEnquiry, entryOfDocument, inboxCsvFields } from './domain/inbox/entry';

/**
 * This process's enquiry store as the inbox reads it (`enquiryLeadSource`), opened on first use; for
 * the back office's config. Loaded from the runtime module itself, not the server entry: the entry
 * also exports the quote and distributor sections, whose client forms would then be loaded by every
 * public page (the config is part of the site layout's server graph; +6 KB gzip on each page).
 */
export async function processLeadSource(): Promise<LeadSource> {
  return (await import('./server/runtime.server')).enquiryLeadSource();
}
