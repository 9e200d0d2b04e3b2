import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deviceSizes, variantUrl, variantWidths } from '@/lib/images/image-variants';
import { ResponsiveImage } from './responsive-image';

const banner = '/images/banners/50hz-submersible-pumps.webp';

/** `srcset` as [url, descriptor] pairs. */
const candidates = (srcset: string | null) =>
  (srcset ?? '').split(', ').map((entry) => entry.split(' ') as [string, string]);

describe('<ResponsiveImage> (issue 16: pictures prepared at build)', () => {
  it('renders a <picture>: an AVIF <source> and a WebP <img> over the same prebuilt widths and sizes', () => {
    const sizes = '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw';
    const { container } = render(
      <ResponsiveImage src="/images/blogs/x.webp" alt="A pump" fill sizes={sizes} className="object-cover" />,
    );
    const picture = container.querySelector('picture');
    const source = picture?.querySelector('source');
    const img = picture?.querySelector('img');
    expect(picture?.children).toHaveLength(2);
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('sizes', sizes);
    expect(img).toHaveAttribute('sizes', sizes);
    expect(img).toHaveAttribute('alt', 'A pump');
    expect(img).toHaveClass('object-cover');

    // 50vw is the smallest share, so Next.js lists every width from half the narrowest device width up.
    const widths = variantWidths.filter((w) => w >= deviceSizes[0] / 2);
    expect(candidates(source!.getAttribute('srcset'))).toEqual(
      widths.map((w) => [variantUrl('/images/blogs/x.webp', w, 'avif'), `${w}w`]),
    );
    expect(candidates(img!.getAttribute('srcset'))).toEqual(
      widths.map((w) => [variantUrl('/images/blogs/x.webp', w, 'webp'), `${w}w`]),
    );
    expect(img).toHaveAttribute('src', '/_img/blogs/x.webp.1920.webp');
    expect(container.innerHTML).not.toContain('/_next/image');
  });

  it('fills its parent, loads lazily and has no fetch priority by default', () => {
    const { container } = render(<ResponsiveImage src={banner} alt="" fill sizes="100vw" />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).not.toHaveAttribute('width');
    expect(img.style.position).toBe('absolute');
    expect(img.style.width).toBe('100%');
    expect(img.style.height).toBe('100%');
  });

  it('gives a priority (LCP) picture fetchpriority=high, eager loading and a 720 px variant for 360 px phones at 2×', () => {
    const { container } = render(<ResponsiveImage src={banner} alt="" fill priority sizes="100vw" />);
    const img = container.querySelector('img')!;
    const source = container.querySelector('source')!;
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('loading');
    expect(candidates(source.getAttribute('srcset'))).toContainEqual([
      '/_img/banners/50hz-submersible-pumps.webp.720.avif',
      '720w',
    ]);
    // Full width: nothing narrower than the narrowest device width is offered.
    expect(candidates(source.getAttribute('srcset')).map(([, w]) => w)).toEqual(deviceSizes.map((w) => `${w}w`));

    // Preloaded from the head with the <source>'s own srcset and sizes, so the response is reused.
    const link = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(link).toHaveAttribute('fetchpriority', 'high');
    expect(link).toHaveAttribute('type', 'image/avif');
    expect(link).toHaveAttribute('imagesrcset', source.getAttribute('srcset'));
    expect(link).toHaveAttribute('imagesizes', '100vw');
  });

  it('keeps the intrinsic size of a picture that is not `fill`', () => {
    const { container } = render(
      <ResponsiveImage
        src="/images/curves/x.webp"
        alt="Family curve"
        width={1200}
        height={800}
        sizes="(min-width: 1280px) 1200px, 100vw"
        className="h-auto w-full"
      />,
    );
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(img.style.position).toBe('');
    expect(img).toHaveClass('h-auto', 'w-full');
  });

  it('serves an SVG as it is, in a plain <img>', () => {
    const { container } = render(
      <ResponsiveImage src="/images/brand/logo.svg" alt="" width={148} height={40} className="h-9 w-auto" />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/images/brand/logo.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('width', '148');
  });

  it('refuses a raster picture outside /images/, which has no variants', () => {
    expect(() => render(<ResponsiveImage src="/media/poster.webp" alt="" fill />)).toThrow(/no prebuilt variants/);
  });
});
