import { fixedPageMetadata } from '@/config/page-metadata';
import { getContactDetails } from '@/cms/content';
import { getCompany } from '@/content/resources';
import { ContactDetails, ContactPage } from '@/features/contact';
import { RequestQuoteSection } from '@/features/enquiries/index.server';

export const metadata = fixedPageMetadata('contact');

/** /contact-us (SPEC 2.5): the banner, then the form section 'We're Here to Help!' beside the back office's contact details. */
export default async function ContactRoute() {
  const { contact } = getCompany();
  const details = await getContactDetails();
  return (
    <ContactPage>
      <RequestQuoteSection
        id="contact-form"
        heading={contact.helpHeading}
        intro={contact.helpText}
        // The dialog title is an h2, so the policy's sections become h3 inside it.
        aside={
          <div className="lg:sticky lg:top-[calc(var(--spacing-header)+1.5rem)]">
            <ContactDetails contact={details} />
          </div>
        }
      />
    </ContactPage>
  );
}
