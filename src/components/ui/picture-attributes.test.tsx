import { getImageProps } from 'next/image';
import { describe, expect, it } from 'vitest';
import { variantLoader } from '@/lib/images/image-variants';
import { pictureAttributes, type PictureRequest } from './picture-attributes';

/**
 * `pictureAttributes()` replaces Next's `getImageProps()` in the browser bundle (issue 26); both must
 * describe the same `<img>`, for every way the site's pictures are asked for. Next's function gets the
 * site's image configuration from tests/support/component-setup.ts, as in the build.
 */
function nextAttributes(request: PictureRequest, format: 'avif' | 'webp') {
  const { fill, width, height, priority, ...rest } = request;
  const svg = request.src.endsWith('.svg');
  const { props } = getImageProps({
    ...rest,
    alt: '',
    ...(fill ? { fill: true } : { width, height }),
    preload: priority,
    fetchPriority: priority ? 'high' : undefined,
    ...(svg ? { unoptimized: true, loader: ({ src }: { src: string }) => src } : { loader: variantLoader(format) }),
  });
  delete (props as { alt?: string }).alt;
  return props;
}

const banner = '/images/banners/50hz-submersible-pumps.webp';
const requests: Array<[string, PictureRequest]> = [
  ['a full-width LCP banner', { src: banner, sizes: '100vw', priority: true, fill: true }],
  ['a fill picture without sizes', { src: banner, priority: false, fill: true }],
  [
    'a card: 50vw at its smallest share',
    {
      src: '/images/blogs/x.webp',
      sizes: '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw',
      priority: false,
      fill: true,
      className: 'object-cover',
    },
  ],
  [
    'a fixed 400 px picture (sizes without vw)',
    { src: '/images/blogs/x.webp', sizes: '400px', priority: false, fill: false, width: 400, height: 300 },
  ],
  [
    'a picture with an intrinsic size and no sizes (1x, 2x)',
    { src: '/images/certificates/iso.png', priority: false, fill: false, width: 148, height: 40 },
  ],
  [
    'a wide picture with no sizes (2x beyond the widest variant)',
    { src: '/images/curves/x.webp', priority: true, fill: false, width: 1200, height: 800 },
  ],
  [
    'an SVG logo',
    { src: '/images/brand/logo.svg', priority: true, fill: false, width: 148, height: 40, className: 'h-9 w-auto' },
  ],
];

describe('pictureAttributes() gives the <img> attributes of Next.js getImageProps() (issue 26)', () => {
  for (const [name, request] of requests) {
    it(name, () => {
      for (const format of ['avif', 'webp'] as const) {
        expect(pictureAttributes(request, format)).toEqual(nextAttributes(request, format));
      }
    });
  }

  it('names its candidates by the intrinsic width at 1x and 2x when there is no sizes: 148 px → 256 and 384 px', () => {
    const { srcSet } = pictureAttributes(
      { src: '/images/certificates/iso.png', priority: false, fill: false, width: 148, height: 40 },
      'webp',
    );
    expect(srcSet).toBe('/_img/certificates/iso.png.256.webp 1x, /_img/certificates/iso.png.384.webp 2x');
  });
});
