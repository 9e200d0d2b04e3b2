import { Link } from '@/components/ui/link';
import { fixedPageMetadata } from '@/config/page-metadata';
import { paths } from '@/config/paths';

export const metadata = fixedPageMetadata('ePump');

/**
 * /products/e-pump (SPEC 2.1): the coming-soon page, heading COMING SOON and its one line, with
 * ways to keep browsing. Static markup only, so it stays in the route file.
 */
export default function EPumpRoute() {
  return (
    <section
      className="relative isolate flex min-h-[60vh] items-center overflow-hidden bg-water-50 py-24 text-center sm:py-32"
      style={{ backgroundImage: 'radial-gradient(circle at 50% 0%, rgb(31 136 221 / 0.18), transparent 65%)' }}
    >
      <div className="container-page max-w-3xl">
        <p className="eyebrow mb-4">e-pump</p>
        <h1 className="text-display font-bold tracking-tight text-navy-900">COMING SOON</h1>
        <p className="mx-auto mt-5 max-w-xl text-lg text-ink-700 sm:text-xl">
          Something amazing is on its way. Stay tuned!
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link href={paths.downloads} className="btn-primary">
            Browse brochures
          </Link>
          <Link href={paths.contact} className="btn-secondary">
            Contact sales
          </Link>
        </div>
      </div>
    </section>
  );
}
