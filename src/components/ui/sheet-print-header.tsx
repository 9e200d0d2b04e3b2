import { BrandLogo } from '@/components/ui/brand-logo';
import { siteConfig } from '@/config/site';

/**
 * The printed sheet's letterhead (server component, shown in print only, since the site header and
 * footer are not printed): logo, company, contacts, the date the sheet was sized and, while the
 * curves are sample data (`siteConfig.engineeringData`), the same caveat the footer gives.
 * @param sizedOn the date of the sizing, shown as e.g. '26 November 2026'
 * @param title what the sheet is, e.g. 'Borewell system sheet'
 */
export function SheetPrintHeader({ sizedOn, title }: { sizedOn: Date; title: string }) {
  const { contact } = siteConfig;
  const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(sizedOn);
  return (
    <header className="hidden border-b border-line pb-3 print:block" data-testid="sheet-print-header">
      <div className="flex items-start justify-between gap-6">
        <BrandLogo variant="light-bg" alt={siteConfig.name} />
        <div className="text-right text-xs leading-snug text-ink-700">
          <p className="font-semibold text-navy-900">{siteConfig.legalName}</p>
          {contact.address.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>
            {contact.phoneDisplay} · {contact.salesEmail}
          </p>
        </div>
      </div>
      <p className="mt-2 text-sm text-ink-700">
        {title}, sized on {date}.
      </p>
      {siteConfig.engineeringData === 'sample' && (
        <p className="mt-1 text-xs text-ink-700" data-testid="sheet-sample-caveat">
          Performance curves and figures are typical values; ask us for the tested data of your model before ordering.
        </p>
      )}
    </header>
  );
}
