import { keepUnitsTogether } from '@/lib/quantities/no-break';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Link } from '@/components/ui/link';
import { ChevronRightIcon } from '@/components/ui/icons';

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  href: string;
  title: string;
  /** Product image path (4:3). */
  image: string;
  /** Series code shown above the title, e.g. 'KS'. */
  series?: string;
  /** `sizes` attribute for the image, matching the grid it sits in. */
  sizes?: string;
}

/** Catalogue card: 4:3 product image and title, the whole card linking to the product page. */
export function ProductCard({
  href,
  title,
  image,
  series,
  sizes = '(min-width: 1280px) 230px, (min-width: 768px) 30vw, 50vw',
}: ProductCardProps) {
  return (
    <Link
      href={href}
      className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow hover:shadow-raised"
    >
      <div className="relative aspect-[4/3] bg-water-50">
        <ResponsiveImage
          src={image}
          alt=""
          fill
          sizes={sizes}
          className="object-contain p-2 transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        {series ? (
          <span translate="no" className="text-xs font-semibold tracking-[0.12em] text-water-700 uppercase">
            {series}
          </span>
        ) : null}
        <span className="text-sm font-semibold text-navy-900 sm:text-base">{keepUnitsTogether(title)}</span>
        <span
          className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-medium text-water-700"
          aria-hidden="true"
        >
          View details <ChevronRightIcon className="size-3.5" />
        </span>
      </div>
    </Link>
  );
}
