import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { getCompany } from '@/content/resources';
import { AboutText } from './about-text';
import { CertificationsSection } from './certifications-section';
import { CompanyBanner } from './company-banner';
import { CounterStrip } from './counter-strip';
import { VisionMissionCarousel } from './vision-mission-carousel';
import { SectionHeading } from '@/components/ui/section-heading';

/** Props of {@link CompanyPage}. */
export interface CompanyPageProps {
  /** The counter strip's figures, in order (the back office's company figures). */
  counters: readonly { title: string; end: number }[];
}

/**
 * The company page (SPEC 2.4) from the company content and the owner's facts: parallax header with
 * breadcrumb, About Us, the Vision and Mission carousel, the counter strip, 'Certified for
 * Excellence' and a closing call to action.
 */
export function CompanyPage({ counters }: CompanyPageProps) {
  const company = getCompany();
  return (
    <>
      <CompanyBanner title="Company" image={company.about.parallaxImage} />
      <AboutText about={company.about} />
      {/* Not a named region itself: the carousel inside is the "Vision and Mission" region. */}
      <section className="bg-surface-muted py-16 sm:py-20 lg:py-24">
        <div className="container-page grid grid-cols-1 gap-10 lg:grid-cols-12 lg:gap-14">
          <div className="lg:col-span-4">
            <SectionHeading eyebrow="What drives us" title="Vision and Mission" />
            <p className="mt-4 text-lg leading-relaxed text-ink-600">
              The commitments behind every pump we design, build and test.
            </p>
          </div>
          <div className="min-w-0 lg:col-span-8">
            <VisionMissionCarousel items={company.visionMission} label="Vision and Mission" />
          </div>
        </div>
      </section>
      <CounterStrip counters={counters} />
      <CertificationsSection certifications={company.certifications} />
      <section aria-labelledby="company-cta-heading" className="border-t border-line bg-water-50 py-14">
        <div className="container-page flex flex-col items-start justify-between gap-6 md:flex-row md:items-center">
          <div>
            <h2 id="company-cta-heading" className="text-2xl font-bold tracking-tight text-navy-900">
              Work with Kavex
            </h2>
            <p className="mt-2 text-ink-700">Talk to our application engineers, or sell Kavex pumps in your market.</p>
          </div>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link href={paths.contact} className="btn-primary">
              Contact Sales
            </Link>
            <Link href={paths.becomeDistributor} className="btn-secondary bg-white">
              Become a Distributor
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
