import { CountUp } from './count-up';

/**
 * Counter strip of the company page (SPEC 2.4, 9): each figure counts up when it scrolls into view.
 * A description list (label, then value) so each number is read with its label; the value is shown
 * above the label. Two per row on phones, four from 1024 px.
 * @param counters label and final value of each figure, in order (the back office's `company-figures`)
 */
export function CounterStrip({ counters }: { counters: readonly { title: string; end: number }[] }) {
  return (
    <section
      aria-label="Kavex Pumps in figures"
      className="relative isolate overflow-hidden bg-navy-900 py-14 text-white sm:py-16"
    >
      <div
        aria-hidden="true"
        className="absolute -bottom-48 -left-32 -z-10 size-[32rem] rounded-full bg-water-700/35 blur-3xl"
      />
      <dl className="container-page grid grid-cols-2 gap-y-10 lg:grid-cols-4" data-testid="counter-strip">
        {counters.map((counter) => (
          <div
            key={counter.title}
            className="flex flex-col-reverse items-center px-2 text-center lg:border-l lg:border-white/15 lg:first:border-l-0"
          >
            <dt className="mt-2 text-sm font-semibold tracking-[0.12em] text-water-100 uppercase">{counter.title}</dt>
            <dd className="text-4xl font-bold tracking-tight sm:text-5xl">
              <CountUp end={counter.end} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
