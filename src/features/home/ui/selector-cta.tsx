import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';

/** Example duty shown in the call to action (and filled in by its second link): 6 m³/h at 120 m, 50 Hz. */
const exampleDuty = { flow: '6', head: '120', hz: '50' } as const;

/**
 * Home call to action for the pump selector (issue 12): a navy card that asks for the duty point and
 * leads to `/pump-selector`, with a second link that opens it on an example duty.
 */
export function SelectorCta() {
  const example = `${paths.pumpSelector}?${new URLSearchParams({ ...exampleDuty, flowUnit: 'm3h', headUnit: 'm' })}`;
  return (
    <section aria-labelledby="selector-cta-heading" className="container-page pt-14 sm:pt-16">
      <div className="grid items-center gap-8 rounded-card bg-navy-900 px-6 py-10 text-white shadow-raised sm:px-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <p className="mb-2 text-sm font-semibold tracking-[0.14em] text-water-100 uppercase">Pump selector</p>
          <h2 id="selector-cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Know your flow and head? Find your pump in seconds.
          </h2>
          <p className="mt-3 max-w-2xl leading-relaxed text-navy-100">
            Enter the duty point and the supply: we rank every model that delivers it, show where each one runs on its
            curve and what it costs to run a year, and turn your choice into a quote.
          </p>
        </div>
        <div className="flex flex-wrap gap-3 lg:justify-end">
          <Link href={paths.pumpSelector} className="btn-primary">
            Find your pump
          </Link>
          <Link
            href={example}
            className="inline-flex items-center justify-center gap-2 rounded-full border border-white/40 px-6 py-3 font-semibold text-white transition-colors hover:bg-white/10"
          >
            Try 6 m³/h at 120 m
          </Link>
        </div>
      </div>
    </section>
  );
}
