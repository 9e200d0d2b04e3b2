import type { Metadata } from 'next';
import { paths } from './paths';
import { siteConfig } from './site';

/** What a fixed page's route exports as its metadata, before its canonical path is added. */
interface FixedPageCopy {
  /** The page's title; a string gets the layout's template ` | Kavex Pumps`. */
  title: Metadata['title'];
  /** One or two sentences for search results (at most about 160 characters). */
  description: string;
  /** Where the page's canonical URL points, when not at the page itself. */
  canonical?: FixedPath;
  /** Search engines' directives, for the pages kept out of their indexes. */
  robots?: Metadata['robots'];
}

/** A key of {@link paths} whose path is a fixed string (not a builder). */
type FixedPath = { [K in keyof typeof paths]: (typeof paths)[K] extends string ? K : never }[keyof typeof paths];

/** Result pages are for visitors; the page they are rendered from is what search engines index. */
const visitorsOnly = { index: false, follow: true } as const;

const thankYou: FixedPageCopy = {
  title: 'Thank You',
  description: 'Your message has reached Kavex Pumps. Our team will review your inquiry and get back to you shortly.',
  // Only reached after sending a form: keep it out of search results.
  robots: { index: false },
};

/**
 * The title, description and indexing of each fixed page of SPEC 2.1 (and the tools' pages), keyed
 * by its name in {@link paths}: one table, so the route files stay one line of metadata each.
 */
const fixedPages = {
  home: {
    title: { absolute: `${siteConfig.name} | Submersible, booster and industrial pumps` },
    description:
      'Kavex Pumps designs and builds submersible pumps and motors, pressure boosting, end suction, split case, vertical turbine and waste-water pumps for 50 Hz and 60 Hz markets in ISO 9001:2015 and ISO 14001 certified facilities.',
  },
  company: {
    title: 'Company',
    description:
      'About Kavex Pumps: fifteen years of pump engineering in Coimbatore, India, our vision and mission, the company in figures, and our CE, ISO and NSF certifications.',
  },
  accessibility: {
    title: 'Accessibility',
    description:
      'How Kavex Pumps makes this website usable for everyone: the WCAG 2.2 AA standard we build to, how every page is tested, known limitations and how to report a barrier.',
  },
  privacyPolicy: {
    title: 'Privacy Policy',
    description:
      'How Kavex Pumps collects, uses and protects the information you give us through enquiry and distributor forms, and your consent to calls and SMS.',
  },
  contact: {
    title: 'Contact Us',
    description:
      'Contact Kavex Pumps for pump selection, quotations, spare parts and service: call, chat on WhatsApp, e-mail our sales team or send us your requirement.',
  },
  dealers: {
    title: 'Dealers',
    description:
      'Become a Kavex Pumps distributor: training on new models and servicing, marketing support, manufacturer warranty and a wide range of 50 Hz and 60 Hz pumps.',
  },
  dealerFinder: {
    title: 'Find a dealer',
    description: 'Kavex Pumps dealers in your country: address, phone, e-mail and the pumps they carry.',
    canonical: 'dealers',
    robots: visitorsOnly,
  },
  thankYou,
  // The thank-you page with the enquiry's reference: the same page as far as search engines go.
  thankYouSent: { ...thankYou, canonical: 'thankYou' },
  ePump: {
    title: 'e-pump: Coming Soon',
    description:
      'The Kavex e-pump is coming soon. Something amazing is on its way: stay tuned, and browse our brochures meanwhile.',
  },
  blogs: {
    title: 'Blogs',
    description:
      'Articles and case studies from Kavex Pumps engineers: pump selection by industry, energy-saving technology, submersible pump care and projects in the field.',
  },
  downloads: {
    title: 'Downloads',
    description:
      'Download Kavex Pumps brochures as PDF: submersible pumps and motors, pressure boosting, end suction, waste-water pumps and more, for 50 Hz and 60 Hz.',
  },
  gallery: {
    title: 'Gallery',
    description:
      'Photos and videos of Kavex Pumps: showrooms in Kenya, Libya and Morocco, dealer meets, field installations across East Africa and our company films.',
  },
  newsAndEvents: {
    title: 'News & Events',
    description:
      'Kavex Pumps at product launches and trade fairs: Kenya 2025, Zambia Agritech Expo 2025, Milan 2024, 2022 and 2018, and Big 5 Dubai 2017 to 2019, in photos.',
  },
  pumpSelector: {
    title: 'Find your pump',
    description:
      'Pump selector: enter your flow and head and get every Kavex pump that delivers them, ranked by efficiency, with its operating point, power and running cost per year.',
  },
  pumpCompare: {
    title: 'Compare pumps',
    description:
      'Up to three Kavex pump models side by side at your duty point: curves, efficiency, power, current and dimensions.',
  },
  borewellSizing: {
    title: 'Size your borewell pump set',
    description:
      'Borewell sizing: from the bore, the water levels and the water you need to a complete set: submersible pump, column pipe, drop cable and control panel, with the total dynamic head, voltage drop and running cost.',
  },
  solarPumpSizing: {
    title: 'Size your solar pump',
    description:
      'Solar pump sizing: from your place’s sunshine and the water you need to a submersible pump, a solar controller and a PV array, with the water it gives in every month and the diesel it saves.',
  },
  search: {
    title: 'Search',
    description: 'Search Kavex products, pump models by code, brochures, articles and pages.',
    robots: visitorsOnly,
  },
} satisfies Partial<Record<FixedPath, FixedPageCopy>>;

/** A fixed page with its own metadata, by its key in {@link paths}. */
export type FixedPage = keyof typeof fixedPages;

/**
 * The metadata a fixed page's route exports: its title, description, canonical path (the page's
 * own, or the page it is a rendering of) and, for result and thank-you pages, `robots`.
 * @example fixedPageMetadata('company') // { title: 'Company', description: 'About Kavex…', alternates: { canonical: '/about-us' } }
 */
export function fixedPageMetadata(page: FixedPage): Metadata {
  const { title, description, canonical = page, robots }: FixedPageCopy = fixedPages[page];
  return { title, description, alternates: { canonical: paths[canonical] }, ...(robots ? { robots } : {}) };
}
