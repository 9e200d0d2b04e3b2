import type { ReactNode } from 'react';
import { CheckIcon } from '@/components/ui/icons';
import { ResponsiveImage } from '@/components/ui/responsive-image';

/** A titled section of a product page's body (h2 over `children`). */
export function BodySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-bold text-navy-900">{title}</h2>
      {children}
    </section>
  );
}

/** A titled list of ticked items (a product's applications, a static page's list block), up to three columns. */
export function CheckListSection({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <BodySection title={title}>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item} className="flex gap-2.5 text-ink-700">
            <CheckIcon className="mt-1 size-4 shrink-0 text-water-600" />
            {item}
          </li>
        ))}
      </ul>
    </BodySection>
  );
}

/** A framed picture across the body (a family curve, a static page's image block), laid out at 1200 × 800. */
export function WideFigure({ src, alt }: { src: string; alt: string }) {
  return (
    <figure className="max-w-4xl overflow-hidden rounded-card border border-line bg-white p-3 shadow-card">
      <ResponsiveImage
        src={src}
        alt={alt}
        width={1200}
        height={800}
        sizes="(min-width: 1280px) 1200px, 100vw"
        className="h-auto w-full"
      />
    </figure>
  );
}
