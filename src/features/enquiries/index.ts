/**
 * Public entry of the enquiries feature for any module, the browser included: the toasts that
 * confirm a sent form, the reference and summary of a sent enquiry for the thank-you page. The forms' sections, the route handler, the health answer and the runtime use
 * the database or the server's choices: `./index.server`.
 */
export { Toasts } from './ui/toasts';
export { SentSummaryView } from './ui/sent-summary-view';
export { parseEnquiryReference } from './domain/reference';
