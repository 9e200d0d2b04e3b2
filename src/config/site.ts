import { clientSiteConfig } from './site-client';

/**
 * The one site configuration: brand, contacts, social links and third-party identifiers.
 * Everything a visitor sees about the company comes from here; deployment settings and secrets
 * come from environment variables instead (see `.env.example` and `src/lib/runtime/env.ts`).
 * Contact details are placeholders on reserved example domains until the owner fills them in.
 */
export const siteConfig = {
  /** Brand shown in the header, titles and footer (set in `site-client.ts`, which browser code reads). */
  name: clientSiteConfig.name,
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
  /** Languages offered by the translate widget (SPEC 1); the page language is the first (`site-client.ts`). */
  languages: clientSiteConfig.languages,
  /** Currency of running costs in the selection tools: ISO 4217 code and locale (`site-client.ts`). */
  currency: clientSiteConfig.currency,
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
   * Where the solar sizing's site table (`content/solar/sites.json`: monthly sunshine and daytime
   * temperature) comes from. `sample`: representative values typed without access to the NASA POWER
   * climatology; the launch check lists it and the solar sheet says so. Set to `confirmed` when the
   * owner has replaced every row with downloaded figures and their source.
   */
  solarSiteData: 'sample' as 'sample' | 'confirmed',
  /**
   * Assumptions of the solar pump sizing, shown on its sheet. Module: a mono-crystalline PERC module
   * (datasheet figures typical of 2023–25 modules: power temperature coefficient −0.35 to −0.40 %/°C,
   * Voc −0.25 to −0.30 %/°C, NOCT 42–46 °C). Losses as in PVsyst's defaults for a small array: soiling
   * 2–3 %, module mismatch 2 %, DC wiring at most 1.5–2 %. Controller: the conversion efficiency of a
   * solar pump drive at part load (datasheets give 95–98 % at full load).
   */
  solar: {
    /** Nominal operating cell temperature, °C (IEC 61215: 800 W/m², 20 °C air, 1 m/s wind). */
    noctC: 45,
    /** Temperature coefficient of the module's maximum power, %/°C. */
    powerTempCoeffPctPerC: -0.37,
    /** Temperature coefficient of the open-circuit voltage, %/°C. */
    vocTempCoeffPctPerC: -0.28,
    /** Losses between the modules and the controller, %. */
    lossesPct: { soiling: 3, mismatch: 2, wiring: 2 },
    /**
     * Smallest array the sizing offers per kW of motor, W: an owner's setting, not a published rule.
     * 1000 (1 kWp per kW) because after about 20 % of heat, soiling, wiring and conversion losses such
     * an array gives the motor some 80 % of its rating at a clear noon, near its rated speed, while a
     * smaller array leaves a large pump crawling all day. For comparison, the PM-KUSUM scheme
     * (Component B, as approved by the Cabinet Committee on Economic Affairs in 2019) allows a PV
     * capacity in kW equal to the pump's rating in HP, 1 kWp per 0.746 kW = 1340 W per kW: a subsidy
     * ceiling, not a minimum. Set it to 1340 to size every set at the KUSUM allowance; the sheet lists it
     * among its assumptions.
     */
    minArrayWPerMotorKw: 1000,
    /** Controller (MPPT drive) efficiency, %. */
    controllerEfficiencyPct: 95,
    /** Ground reflectance (albedo) in front of the array: 0.2, the usual value for grass and soil (Duffie & Beckman §2.15). */
    groundReflectance: 0.2,
    /**
     * Module voltages at STC by module power (the cell count and size that make the power): up to
     * 200 W a 36-cell module, up to 450 W a 72-cell (or 144 half-cell M6) module, above that a
     * 144 half-cell M10 module; Vmp and Voc as on typical datasheets of each.
     */
    moduleVoltages: [
      { upToW: 200, vmpV: 18.5, vocV: 22.5 },
      { upToW: 450, vmpV: 37.5, vocV: 46 },
      { upToW: 700, vmpV: 41.6, vocV: 49.6 },
    ],
    /**
     * Diesel burned by a generator set per kWh it delivers, L/kWh: HOMER Pro's default generator fuel
     * curve (0.08145 L/h per kW rated + 0.246 L/h per kW output) at 75 % load is (0.08145 + 0.246 ×
     * 0.75) / 0.75 = 0.355 L/kWh.
     */
    dieselLitresPerKwh: 0.355,
  },
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

/**
 * The company's contact details as the footer, the contact page and the privacy policy show them:
 * kept in the back office's `contact` global (issue 45), seeded from {@link siteConfig}.
 */
export interface SiteContact {
  /** Company phone in E.164 form, for tel: links, e.g. '+919876543210'. */
  phone: string;
  /** Phone as shown, e.g. '+91 98765 43210'. */
  phoneDisplay: string;
  /** WhatsApp chat number, digits only (wa.me). */
  whatsapp: string;
  /** Sales mailbox. */
  salesEmail: string;
  /** Postal address lines. */
  address: readonly string[];
  /** Map link for 'View on Google map'. */
  mapUrl: string;
  /** Social profiles in footer order. */
  social: readonly { name: string; url: string }[];
}

/** The seed's contact details (what a fresh install imports; the tests' fixture). */
export const seedContact: SiteContact = { ...siteConfig.contact, social: siteConfig.social };
