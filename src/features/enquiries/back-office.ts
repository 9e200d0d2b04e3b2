/**
 * Entry of the enquiries feature for the back office (`src/cms`, issue 46, decision 0036): what the
 * `enquiries` collection, its endpoints and the dashboard use. Loadable by plain Node (the CMS command
 * `scripts/cms.mts` loads the config without the react-server condition), so nothing here imports a
 * component or a 'server-only' module.
 */
export { toCsv } from './csv';
export { fieldLabels } from './fields';
export { describeChanges, leadStatuses, closedStatuses, type LeadState, type LeadStatus } from './inbox/history';
export { deliveryLabel, type DeliveryLabel, type LeadSource } from './inbox/source';
export { syncInbox, type SyncRound } from './inbox/sync';
export { countWaitingEnquiries, waitingWorkingDays } from './inbox/waiting';
export {
  anonymiseExpired,
  erasePerson,
  exportPerson,
  removedNote,
  type PersonalDataExport,
} from './inbox/personal-data';
export { crmEventJson } from './crm-webhook';
export { crmEnquiry, entryOfDocument } from './inbox/entry';
