/** Props of {@link BrandLogo}. */
export interface BrandLogoProps {
  /** `light-bg` (navy word, header) or `dark-bg` (white word, footer). */
  variant: 'light-bg' | 'dark-bg';
  /** Text alternative; empty when a surrounding link already names the logo. */
  alt: string;
  className?: string;
  /**
   * Below the fold (the footer): load when scrolled near. It also keeps React from hoisting a
   * preload of the file into the head, where it would compete with the page's banner.
   */
  lazy?: boolean;
}

/** Logo files (vector, drawn by scripts/images/brand.ts) and their intrinsic size in px. */
const logos = {
  'light-bg': '/images/brand/logo.svg',
  'dark-bg': '/images/brand/logo-light.svg',
} as const;
const logoSize = { width: 148, height: 40 } as const;

/**
 * The site logo as a plain `<img>` of its SVG file, 148×40 px intrinsic. An SVG needs no resizing or
 * format negotiation, so `next/image` would add nothing but its client code (about 8 KB gzip) to
 * every page that shows no other picture (issue 16).
 */
export function BrandLogo({ variant, alt, className, lazy = false }: BrandLogoProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a vector logo: see the docstring
    <img
      src={logos[variant]}
      alt={alt}
      {...logoSize}
      decoding="async"
      loading={lazy ? 'lazy' : undefined}
      className={className}
    />
  );
}
