/** Public entry of the contact feature: the contact and thank-you pages and the contact details block. */
export { ContactDetails } from './ui/contact-details';
export { ContactPage } from './ui/contact-page';
export { ThankYouPage } from './ui/thank-you-page';
