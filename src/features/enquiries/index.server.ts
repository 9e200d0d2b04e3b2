import 'server-only';

/**
 * Server entry of the enquiries feature: the quote and distributor sections (they read the model
 * choices on the server), `POST /api/enquiries`, `GET /api/health`'s answer and report, and the
 * runtime's start and close (the outbox worker; tests open and close it), and the store as the back
 * office's enquiry inbox reads it.
 */
export { BecomeDistributorSection } from './ui/become-distributor-section';
export { RequestQuoteSection } from './ui/request-quote-section';
export { healthAnswer } from './server/health';
export {
  closeEnquiries,
  enquiryLeadSource,
  getEnquiryRuntime,
  healthReport,
  postEnquiry,
  startEnquiries,
} from './server/runtime.server';
