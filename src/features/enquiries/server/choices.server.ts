import 'server-only';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import { getCatalogue } from '@/content/catalogue';
import { getPumpModels } from '@/content/pump-models';
import { productOptions } from '../domain/options';
import type { EnquiryChoices } from '../domain/validation';

/**
 * The product and country lists of the enquiry forms, built on the server from the catalogue and from
 * i18n-iso-countries (ISO 3166 English names, a maintained list rather than a hand-typed one). The same
 * lists render the selects and check what the server receives.
 */

countries.registerLocale(en);

let countryNames: string[] | undefined;

/** English names of every ISO 3166-1 country, sorted alphabetically (about 250). */
export function getCountryNames(): string[] {
  countryNames ??= Object.values(countries.getNames('en', { select: 'official' })).sort((a, b) =>
    a.localeCompare(b, 'en'),
  );
  return countryNames;
}

/**
 * Product options (SPEC 5): distinct categories of the 50 Hz catalogue, products by `no` then static
 * product pages, formatted 'First letter upper case'.
 * @throws ContentError when the catalogue is invalid.
 */
export function getProductOptions(): string[] {
  const { products, staticPages } = getCatalogue();
  return productOptions([...products, ...staticPages]);
}

/** Both lists, as the validation needs them. */
export function getEnquiryChoices(): EnquiryChoices {
  return { products: getProductOptions(), countries: getCountryNames() };
}

let modelFrequencies: Map<string, number[]> | undefined;

/**
 * The frequencies (Hz) the catalogue has a pump model code at (`content/catalogue/models`), for the
 * check that a quote's model and frequency belong together; [] for a code it does not have.
 * @throws ContentError when the model data is invalid.
 */
export function getModelFrequencies(model: string): readonly number[] {
  if (!modelFrequencies) {
    modelFrequencies = new Map();
    for (const { model: code, frequencyHz } of getPumpModels()) {
      modelFrequencies.set(code, [...(modelFrequencies.get(code) ?? []), frequencyHz]);
    }
  }
  return modelFrequencies.get(model) ?? [];
}
