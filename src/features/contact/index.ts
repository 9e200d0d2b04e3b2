/** Public entry of the contact feature: the contact and thank-you pages and the contact details block. */
export { ContactDetails } from './components/contact-details';
export { ContactPage } from './components/contact-page';
export { ThankYouPage } from './components/thank-you-page';
