import { dealerResultsId, paths } from '@/config/paths';
import { countryName, type DealerRecord } from '@/content/dealers';
import { countriesWithDealers, findDealers, type FinderCountry, type FinderOutcome } from '../domain/finder';
import { DealerCard } from './dealer-card';
import { SectionHeading } from '@/components/ui/section-heading';

const controlClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-line bg-surface px-3 py-2 text-ink-900 shadow-sm focus:border-water-600 focus:ring-2 focus:ring-water-600/30 focus:outline-none';
const labelClass = 'text-sm font-semibold text-navy-900';
const textLinkClass = 'font-semibold text-water-700 underline underline-offset-2';

/** '1 dealer', '4 dealers'. */
const dealerCount = (n: number) => `${n} ${n === 1 ? 'dealer' : 'dealers'}`;

/**
 * The finder's GET form: the country, and the region where the chosen country offers one. Each
 * choice is a submit (no script): the page comes back with the results, or with the region step.
 */
function FinderForm({ countries, outcome }: { countries: FinderCountry[]; outcome: FinderOutcome<DealerRecord> }) {
  const chosen = outcome.kind === 'country' ? outcome.country.code : '';
  const regions = outcome.kind === 'country' ? outcome.regions : [];
  return (
    <form
      method="get"
      action={`${paths.dealers}#${dealerResultsId}`}
      aria-label="Find a dealer"
      className="grid gap-4 rounded-card border border-line bg-white p-5 shadow-card sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
    >
      <div>
        <label htmlFor="dealer-country" className={labelClass}>
          Country
        </label>
        <select
          // A new answer gives a new control, so the browser shows the chosen country, not a kept one.
          key={`country-${chosen}`}
          id="dealer-country"
          name="country"
          required
          defaultValue={countries.some((c) => c.code === chosen) ? chosen : ''}
          className={controlClass}
        >
          <option value="">Choose your country</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name} ({dealerCount(country.dealers)})
            </option>
          ))}
        </select>
      </div>
      {regions.length > 0 && outcome.kind === 'country' && (
        <div>
          <label htmlFor="dealer-region" className={labelClass}>
            Region in {outcome.country.name}
          </label>
          <select
            key={`region-${chosen}-${outcome.region ?? ''}`}
            id="dealer-region"
            name="region"
            defaultValue={outcome.region ?? ''}
            className={controlClass}
          >
            <option value="">All regions</option>
            {regions.map((region) => (
              <option key={region} value={region}>
                {region}
              </option>
            ))}
          </select>
        </div>
      )}
      <button type="submit" className="btn-primary min-h-11 sm:col-start-3">
        Find dealers
      </button>
    </form>
  );
}

/** What the results say above the cards, or instead of them. */
function Summary({ outcome }: { outcome: FinderOutcome<DealerRecord> }) {
  if (outcome.kind === 'none') return <>Choose your country to see its dealers.</>;
  if (outcome.kind === 'unknown-country') {
    return <>“{outcome.asked}” is not a country code we know. Choose your country from the list.</>;
  }
  const where = outcome.region ? `${outcome.region}, ${outcome.country.name}` : outcome.country.name;
  if (outcome.dealers.length === 0) {
    return (
      <>
        No dealer in {outcome.country.name} yet. Our sales team serves {outcome.country.name} directly:{' '}
        <a href={paths.quoteForm} className={textLinkClass}>
          ask for a quote
        </a>
        , or{' '}
        <a href={paths.becomeDistributor} className={textLinkClass}>
          become our distributor
        </a>
        .
      </>
    );
  }
  return (
    <>
      {outcome.unknownRegion && (
        <>
          No dealer in “{outcome.unknownRegion}”: showing every dealer in {where}.{' '}
        </>
      )}
      {dealerCount(outcome.dealers.length)} in {where}.
    </>
  );
}

/**
 * "Find a dealer" (issue 45, point 5), a section of the dealers page above "Why Become a
 * Distributor": a GET form to `/dealers?country=&region=` that works without JavaScript, and the
 * results of the query it is given, one {@link DealerCard} per dealer. With no country asked (the
 * prerendered page) it shows the form alone (a link per country would cost the page's first
 * response about 0.4 KB gzip, and the form lists them). The results region is
 * `#dealer-results`, where the form and the links land, with its summary a status message.
 * @param dealers every dealer (the content layer's `getDealers()`)
 * @param params the page's query; empty for the prerendered page
 */
export function DealerFinder({ dealers, params }: { dealers: readonly DealerRecord[]; params: URLSearchParams }) {
  const countries = countriesWithDealers(dealers);
  const outcome = findDealers(dealers, params, countryName);
  return (
    <section aria-labelledby="find-dealer-heading" className="bg-water-50 py-14 sm:py-20">
      <div className="container-page">
        <SectionHeading id="find-dealer-heading" eyebrow="Dealer network" title="Find a dealer" titleClassName="mb-3" />
        <p className="mb-6 max-w-3xl leading-relaxed text-ink-700">
          Buy and service your pump near you: choose your country, and your region where there are several dealers, to
          get each dealer’s address, phone and what they carry.
        </p>
        <FinderForm countries={countries} outcome={outcome} />
        <div
          id={dealerResultsId}
          tabIndex={-1}
          aria-labelledby="dealer-results-summary"
          role="region"
          className="mt-8 scroll-mt-24 focus:outline-none"
        >
          <p id="dealer-results-summary" role="status" className="font-semibold text-navy-900">
            <Summary outcome={outcome} />
          </p>
          {outcome.kind === 'country' && outcome.dealers.length > 0 && (
            <ul
              className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
              aria-label={`Dealers in ${outcome.country.name}`}
            >
              {outcome.dealers.map((dealer) => (
                <DealerCard key={dealer.id} dealer={dealer} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
