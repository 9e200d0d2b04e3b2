import { CheckIcon, DownloadIcon } from '@/components/ui/icons';

/** Props of {@link ApplicationsPanel}. */
export interface ApplicationsPanelProps {
  /** Industry names in SPEC 2.8 order (Building & Commercial ... Waste Water Management). */
  applications: string[];
  /** The frequency's 'All Products Catalogue' PDF. */
  brochure: { href: string; label: string };
}

/** Side panel of a listing page (SPEC 2.8): Applications and the catalogue brochure link (new tab). */
export function ApplicationsPanel({ applications, brochure }: ApplicationsPanelProps) {
  return (
    <aside
      className="space-y-6 lg:sticky lg:top-[calc(var(--spacing-header)+1.5rem)]"
      aria-label="Applications and brochure"
    >
      <section className="rounded-card border border-line bg-white p-5 shadow-card">
        <h2 className="mb-3 text-lg font-bold text-navy-900">Applications</h2>
        <ul className="space-y-2">
          {applications.map((name) => (
            <li key={name} className="flex items-center gap-2.5 text-ink-700">
              <CheckIcon className="size-4 shrink-0 text-water-600" />
              {name}
            </li>
          ))}
        </ul>
      </section>
      <section className="rounded-card bg-navy-900 p-5 text-white shadow-card">
        <h2 className="mb-2 text-lg font-bold">Brochure</h2>
        <p className="mb-4 text-sm text-navy-100">Every model of the range with its figures, in one PDF.</p>
        <a href={brochure.href} target="_blank" rel="noopener" className="btn-primary w-full text-sm">
          <DownloadIcon className="size-4" />
          {brochure.label}
          <span className="sr-only">(PDF, opens in a new tab)</span>
        </a>
      </section>
    </aside>
  );
}
