/**
 * The one site configuration: brand, contacts, social links and third-party identifiers.
 * Everything a visitor sees about the company comes from here; deployment settings and secrets
 * come from environment variables instead (see `.env.example` and `src/lib/env.ts`).
 * Contact details are placeholders on reserved example domains until the owner fills them in.
 */
export const siteConfig = {
  /** Brand shown in the header, titles and footer. */
  name: 'Kavex Pumps',
  /** Registered company name for the copyright line and documents. */
  legalName: 'Kavex Pumps Private Limited',
  /** One-line positioning used in metadata and the footer. */
  tagline: 'Submersible, booster, end-suction and waste-water pumps for the 50 Hz and 60 Hz world.',
  /** Public origin used when no SITE_URL is set (canonical URLs, sitemap). */
  defaultUrl: 'http://localhost:3000',
  contact: {
    /** Company phone in E.164 form, used for tel: links. */
    phone: '+919876543210',
    /** Phone as shown to visitors. */
    phoneDisplay: '+91 98765 43210',
    /** WhatsApp chat number (same Indian number as the phone, digits only for wa.me). */
    whatsapp: '919876543210',
    /** Sales mailbox shown on the site and used as the default enquiry recipient. */
    salesEmail: 'sales@example.com',
    /** Postal address lines (India). */
    address: ['Plot 14, SIDCO Industrial Estate', 'Kurichi, Coimbatore 641021', 'Tamil Nadu, India'],
    /** Map link for 'View on Google map'. */
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=SIDCO+Industrial+Estate+Kurichi+Coimbatore',
  },
  /** Social profiles in footer order (SPEC 2.2: professional-network, social-network, photo-sharing, short-post). */
  social: [
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/example' },
    { name: 'Facebook', url: 'https://www.facebook.com/example' },
    { name: 'Instagram', url: 'https://www.instagram.com/example' },
    { name: 'X', url: 'https://x.com/example' },
  ],
  /**
   * Facts about the company that only the owner can state, shown on the company page and in its
   * structured data. Each carries `placeholder: true` until the owner has confirmed or replaced it;
   * `npm run check:launch` lists every one still marked.
   */
  company: {
    /**
     * The counter strip (SPEC 2.4, 9), in order; SPEC names the four labels and gives these values,
     * which are the template's, not the company's own figures.
     */
    counters: [
      { title: 'Investment Projects', end: 5458, placeholder: true },
      { title: 'Years of Experience', end: 15, placeholder: true },
      { title: 'Offices in the World', end: 54, placeholder: true },
      { title: 'Successful Cases', end: 214, placeholder: true },
    ],
    /**
     * Who issued each certificate of the 'Certified for Excellence' section, by the certification's
     * slug in `content/company/company.json`. ISO writes the standards and certifies no company: an
     * ISO 9001 or ISO 14001 certificate is issued by an accredited certification body, whose name is
     * on the certificate. CE marking is the manufacturer's own EU declaration of conformity (a
     * notified body only for the products whose directive requires one); NSF/ANSI 61 certification
     * is issued by NSF International itself. The ISO body below is a stand-in name.
     */
    certificationIssuers: {
      ce: { issuer: 'the manufacturer (EU declaration of conformity)', placeholder: true },
      iso: { issuer: 'Example Certification Services Pvt. Ltd.', placeholder: true },
      nsf: { issuer: 'NSF International', placeholder: true },
    },
  },
  /** Claims shown across the site (SPEC 1). */
  certifiedFacilities: 'ISO 9001:2015 and ISO 14001 certified facilities',
  /** Languages offered by the translate widget (SPEC 1); the page language is the first. */
  languages: ['en', 'es', 'ar', 'it', 'de', 'zh-CN', 'fr', 'ru'],
  /**
   * Currency of running costs in the selection tools (the tariff the visitor enters is read in it):
   * ISO 4217 code and the locale its figures are grouped in.
   */
  currency: { code: 'INR', locale: 'en-IN' },
  /** Tag-manager container id loaded on the contact page; empty loads none. */
  tagManagerId: '',
  /**
   * Where the per-model engineering data (`content/catalogue/models/`) comes from. `sample`: curves
   * generated from the published ranges by `scripts/generate-pump-models.ts`, physically consistent
   * but not the tested curves; the launch check lists it and the footer carries one discreet notice.
   * Set to `tested` when the owner has replaced them with certified test-bench curves.
   */
  engineeringData: 'sample' as 'sample' | 'tested',
  /**
   * Largest three-phase motor the borewell sizing starts direct-on-line, kW. Above it the starting
   * current (6–8 × the full-load current) is more than many Indian supply utilities accept on LV
   * connections, and the sizing chooses star-delta (6-lead motors) or a soft starter. Utilities
   * differ: set the limit of the market served. 7.5 kW is the top of the DOL panel's range on the
   * control panel page.
   */
  directOnLineMaxKw: 7.5,
  /** What the footer and every datasheet say while {@link engineeringData} is `sample`. */
  sampleDataNotice:
    'Performance curves and figures are typical values; ask us for the tested data of your model before ordering.',
} as const;

/** Type of {@link siteConfig}. */
export type SiteConfig = typeof siteConfig;
