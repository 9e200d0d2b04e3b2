import { describe, expect, it } from 'vitest';
import nextConfig from '../../../next.config';
import imageLoader from './image-loader';
import {
  deviceSizes,
  encodedWidth,
  hasVariants,
  imageSizes,
  uploadVariantName,
  variantLoader,
  variantUrl,
  variantWidthFor,
  variantWidths,
} from './image-variants';

describe('prebuilt picture variants: widths and URLs (issue 16)', () => {
  it('has a 720 px variant (a 360 px phone at 2×) and nothing wider than the widest source, 1920 px', () => {
    expect(variantWidths).toContain(720);
    expect(Math.max(...variantWidths)).toBe(1920);
    expect([...variantWidths]).toEqual([...variantWidths].sort((a, b) => a - b));
    // Next.js expects every imageSizes width below the smallest deviceSizes width.
    expect(Math.max(...imageSizes)).toBeLessThan(Math.min(...deviceSizes));
  });

  it('is what next.config.ts gives Next.js, with a custom loader so /_next/image is switched off', () => {
    expect(nextConfig.images?.deviceSizes).toEqual([...deviceSizes]);
    expect(nextConfig.images?.imageSizes).toEqual([...imageSizes]);
    expect(nextConfig.images?.loader).toBe('custom');
    expect(nextConfig.images?.loaderFile).toBe('./src/lib/images/image-loader.ts');
    expect(nextConfig.images?.unoptimized).toBeFalsy();
  });

  it('finds an uploaded picture’s variants where the back office writes them (issue 45)', () => {
    expect(hasVariants('/cms-api/media/file/lusaka-stand.jpg')).toBe(true);
    expect(hasVariants('/cms-api/media/file/agency-brochure.pdf')).toBe(false);
    expect(variantUrl('/cms-api/media/file/lusaka-stand.jpg', 700, 'avif')).toBe(
      `/cms-api/media/file/${uploadVariantName('lusaka-stand', 720, 'avif')}`,
    );
    expect(uploadVariantName('lusaka-stand', 720, 'avif')).toBe('lusaka-stand.720.avif');
  });

  it('names a variant after its source (extension kept), width and format', () => {
    expect(variantUrl('/images/products/x.webp', 540, 'avif')).toBe('/_img/products/x.webp.540.avif');
    expect(variantUrl('/images/products/x.png', 540, 'webp')).toBe('/_img/products/x.png.540.webp');
    expect(variantUrl('/images/a/b/c.JPG', 1920, 'webp')).toBe('/_img/a/b/c.JPG.1920.webp');
    expect(variantLoader('avif')({ src: '/images/banners/b.webp', width: 720 })).toBe('/_img/banners/b.webp.720.avif');
    expect(imageLoader({ src: '/images/banners/b.webp', width: 720, quality: 75 })).toBe(
      '/_img/banners/b.webp.720.webp',
    );
  });

  it('maps a requested width to the narrowest variant that covers it, or the widest', () => {
    for (const w of variantWidths) expect(variantWidthFor(w)).toBe(w);
    expect(variantWidthFor(1)).toBe(256);
    expect(variantWidthFor(400)).toBe(540);
    expect(variantWidthFor(721)).toBe(1080);
    expect(variantWidthFor(3840)).toBe(1920);
  });

  it('never encodes a variant wider than its source', () => {
    expect(encodedWidth(1920, 800)).toBe(800);
    expect(encodedWidth(540, 800)).toBe(540);
    expect(encodedWidth(800, 800)).toBe(800);
  });

  it('has variants only for .webp, .png and .jpg under /images/', () => {
    expect(hasVariants('/images/x.webp')).toBe(true);
    expect(hasVariants('/images/x.jpeg')).toBe(true);
    expect(hasVariants('/images/brand/logo.svg')).toBe(false);
    expect(hasVariants('/media/poster.webp')).toBe(false);
    expect(hasVariants('/images/../secret.png')).toBe(false);
    expect(() => variantUrl('/images/brand/logo.svg', 540, 'webp')).toThrow(/no prebuilt variants/);
    expect(() => variantUrl('https://example.com/x.webp', 540, 'webp')).toThrow(/no prebuilt variants/);
  });
});
