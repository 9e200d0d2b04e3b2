import countries from 'i18n-iso-countries';
import { z } from 'zod';
import { isoDateSchema } from './blog';
import { frequencySchema, slugSchema } from './common';

/**
 * Schema of the dealer network (issue 45, point 5): `content/dealers/dealers.json`, one record per
 * dealer, shown by the dealer finder on `/dealers`. The file is the seed of the CMS's `dealers`
 * collection; the checks against the catalogue (what a dealer carries) are made by the content
 * layer (`src/content/dealers.ts`), which knows the catalogue.
 */

/**
 * A phone number written in international form as the visitor should read it: `+`, the country
 * calling code and the number, grouped with spaces, hyphens or brackets (`+254 20 765 4321`). Its
 * digits make the dialable E.164 number (ITU-T E.164: at most 15 digits, no leading 0 in the country
 * code), which the `tel:` link uses.
 */
export const internationalPhoneSchema = z
  .string()
  .regex(/^\+[1-9][0-9 ()-]*[0-9]$/, 'must be written +<country code> <number>, e.g. +254 20 765 4321')
  .refine((phone) => {
    const digits = phone.replace(/\D/g, '').length;
    return digits >= 8 && digits <= 15;
  }, 'must have 8 to 15 digits (ITU-T E.164)');

/** An ISO 3166-1 alpha-2 country code in capitals, e.g. `KE` (checked against i18n-iso-countries). */
export const countryCodeSchema = z
  .string()
  .regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code in capitals, e.g. KE')
  .refine((code) => countries.isValid(code), 'is not an ISO 3166-1 alpha-2 country code');

/** One dealer (a company that sells and services the range in its area). */
export const dealerSchema = z
  .object({
    /** Unique slug, e.g. `kilimo-pumps-nairobi`; the anchor of the dealer's card (`#dealer-{id}`). */
    id: slugSchema,
    /** Company name as it trades, e.g. `Kilimo Pumps Ltd`. */
    company: z.string().min(1),
    /** The person a visitor asks for. */
    contactPerson: z.string().min(1),
    /** Country of the address, ISO 3166-1 alpha-2 (`KE`); the finder shows the ISO English name. */
    country: countryCodeSchema,
    /**
     * State, province or county as the country names its first-level divisions (`Maharashtra`,
     * `Nairobi County`). Optional: the finder asks for a region only where a country's dealers lie in
     * several regions.
     */
    region: z.string().min(1).optional(),
    /** Town or city of the address. */
    city: z.string().min(1),
    /** Street address without the city and country, as a letter would carry it. */
    address: z.string().min(1),
    /** Sales phone, international form (see {@link internationalPhoneSchema}). */
    phone: internationalPhoneSchema,
    /** Sales e-mail address. */
    email: z.email('must be an e-mail address'),
    /** The dealer's own website, `https://…`. */
    website: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    /**
     * Mains frequency of the range the dealer sells (the country's grid): the catalogue of that
     * frequency is the one {@link dealerSchema.shape.carries} is checked against and linked to.
     */
    frequency: frequencySchema,
    /**
     * What the dealer carries, each a catalogue category's path (`submersible-pumps`,
     * `pipes/uPVC-pipes`) or a series code (`KS`, `KIV`) of the dealer's frequency; shown by their
     * catalogue names and linked to their category pages.
     */
    carries: z.array(z.string().min(1)).min(1),
    /** Latitude of the shop in decimal degrees (WGS 84), north positive; with `longitude` it places the map link. */
    latitude: z.number().min(-90).max(90).optional(),
    /** Longitude in decimal degrees (WGS 84), east positive. */
    longitude: z.number().min(-180).max(180).optional(),
    /** Day the details were last confirmed with the dealer, `YYYY-MM-DD`. */
    verifiedOn: isoDateSchema,
    /**
     * True for a made-up dealer of the template's sample content: shown like the others, listed by
     * `npm run check:launch` until replaced by a real one.
     */
    sample: z.boolean(),
  })
  .strict()
  .refine((d) => (d.latitude === undefined) === (d.longitude === undefined), {
    message: 'latitude and longitude go together: give both or neither',
    path: ['longitude'],
  });
export type Dealer = z.infer<typeof dealerSchema>;

/** `content/dealers/dealers.json`: every dealer, in any order (the finder sorts them). */
export const dealersFileSchema = z.array(dealerSchema);
