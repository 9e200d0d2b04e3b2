import { z } from 'zod';
import { publicFileSchema } from '../common';

/**
 * Company, dealers and contact texts (SPEC 2.4, 2.5, 2.7), from `content/company/company.json`, and
 * Markdown pages such as the privacy policy (`content/pages/`).
 */

/** A heading with a sentence, e.g. a Vision and Mission slide or a dealer benefit. */
export const titledTextSchema = z
  .object({
    /** Heading. */
    title: z.string().min(1),
    /** Text. SPEC calls it `desc`. */
    desc: z.string().min(1),
  })
  .strict();
export type TitledText = z.infer<typeof titledTextSchema>;

/** A certification (SPEC 3.2: image, name, certificate). */
export const certificationSchema = z
  .object({
    /** Slug of the logo and PDF file names: ce, iso or nsf. */
    slug: z.enum(['ce', 'iso', 'nsf']),
    /** Full name shown under the logo, e.g. 'Conformité Européenne'. */
    name: z.string().min(1),
    /** Logo, `/images/certifications/{slug}.webp`. */
    image: publicFileSchema,
    /**
     * Certificate PDF, `/certificates/{slug}.pdf`. `npm run generate:pdfs` writes a marked sample
     * only when the file is missing; the owner replaces it with the issued certificate.
     */
    certificate: publicFileSchema,
    /** Standard or scheme named on the sample certificate, e.g. 'ISO 9001:2015 and ISO 14001:2015'. */
    scope: z.string().min(1),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (c.image !== `/images/certifications/${c.slug}.webp`) {
      ctx.addIssue({ code: 'custom', path: ['image'], message: `must be /images/certifications/${c.slug}.webp` });
    }
    if (c.certificate !== `/certificates/${c.slug}.pdf`) {
      ctx.addIssue({ code: 'custom', path: ['certificate'], message: `must be /certificates/${c.slug}.pdf` });
    }
  });
export type Certification = z.infer<typeof certificationSchema>;

/** `content/company/company.json`. */
export const companyFileSchema = z
  .object({
    /** Company page (/about-us). */
    about: z
      .object({
        /** Parallax header picture. */
        parallaxImage: publicFileSchema,
        /** Section heading. */
        heading: z.string().min(1),
        /** About Us paragraphs. */
        paragraphs: z.array(z.string().min(1)).min(3).max(4),
      })
      .strict(),
    /** Vision and Mission carousel slides (at least Vision, Mission and Values). */
    visionMission: z.array(titledTextSchema).min(3),
    /** 'Certified for Excellence' section. */
    certifications: z
      .object({
        /** Section heading. */
        heading: z.string().min(1),
        /** The certifications in display order. */
        items: z.array(certificationSchema).min(1),
      })
      .strict(),
    /** Dealers page (/dealers). */
    dealers: z
      .object({
        /** Section heading, 'Why Become a Distributor'. */
        heading: z.string().min(1),
        /** Company blurb paragraphs. */
        paragraphs: z.array(z.string().min(1)).min(1),
        /** The four distributor benefits (SPEC 2.7). */
        benefits: z.array(titledTextSchema).length(4),
        /** Heading of the form section reachable by #contact. */
        formHeading: z.string().min(1),
        /** Paragraph above the distributor form. */
        formText: z.string().min(1),
      })
      .strict(),
    /** Contact form texts (SPEC 2.5). */
    contact: z
      .object({
        /** Heading of the form section on /contact-us. */
        helpHeading: z.string().min(1),
        /** Help-offer paragraph on /contact-us. */
        helpText: z.string().min(1),
        /** Heading of the same form reused as a quote block on other pages. */
        quoteHeading: z.string().min(1),
        /** Custom-quote paragraph of the 'Request Quotes' block. */
        quoteText: z.string().min(1),
      })
      .strict(),
  })
  .strict();
export type Company = z.infer<typeof companyFileSchema>;

// ---------------------------------------------------------------------------------------------
// Markdown pages

/** Front matter of `content/pages/*.md`. */
export const markdownPageFrontMatterSchema = z
  .object({
    /** Page title (the h1); the body must not repeat it. */
    title: z.string().min(1),
    /** Date of the last change, YYYY-MM-DD, shown as 'Last updated'. */
    updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD'),
  })
  .strict();

/** A Markdown page after loading: title, date and the Markdown body (rendered through the sanitising renderer). */
export interface MarkdownPage {
  /** Page title. */
  title: string;
  /** Date of the last change, YYYY-MM-DD. */
  updated: string;
  /** Markdown body without the front matter. */
  body: string;
}
