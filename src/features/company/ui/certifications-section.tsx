import { ResponsiveImage } from '@/components/ui/responsive-image';
import { siteConfig } from '@/config/site';
import { ExternalIcon } from '@/components/ui/icons';
import type { Company } from '@/content/schemas/resources';
import { HeadedSection } from '@/components/ui/headed-section';

/**
 * 'Certified for Excellence' (SPEC 2.4): each certification's logo and name form one link to its
 * certificate PDF, opened in a new tab, with its scope and who issued it (the owner's
 * `siteConfig.company.certificationIssuers`: for ISO 9001 a certification body, never ISO itself).
 * One column on phones, three from 768 px.
 */
export function CertificationsSection({ certifications }: { certifications: Company['certifications'] }) {
  return (
    <HeadedSection
      id="certifications-heading"
      eyebrow="Quality you can verify"
      title={certifications.heading}
      intro={<p className="mt-3 text-lg text-ink-600">{siteConfig.certifiedFacilities}.</p>}
      center
    >
      <ul className="grid gap-5 md:grid-cols-3" data-testid="certifications">
        {certifications.items.map((cert) => (
          <li key={cert.slug}>
            <a
              href={cert.certificate}
              target="_blank"
              rel="noopener"
              className="group flex h-full flex-col items-center rounded-card focus-visible:rounded-card border border-line bg-white p-6 text-center shadow-card transition-shadow hover:shadow-raised sm:p-8"
            >
              <span className="relative block size-28 sm:size-32">
                <ResponsiveImage src={cert.image} alt="" fill sizes="128px" className="object-contain" />
              </span>
              <span className="mt-5 text-lg font-bold text-navy-900">{cert.name}</span>
              <span className="mt-2 text-sm leading-relaxed text-ink-600">{cert.scope}</span>
              <span className="mt-3 text-sm text-ink-700">
                Issued by{' '}
                <span className="font-semibold">{siteConfig.company.certificationIssuers[cert.slug].issuer}</span>
              </span>
              <span className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-water-700 group-hover:text-water-600">
                View certificate
                <ExternalIcon className="size-4" />
              </span>
              <span className="sr-only">(PDF, opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
