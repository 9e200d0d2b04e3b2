/* eslint-disable @next/next/no-img-element -- next/og renders plain <img> elements into the PNG, not into a page. */
import fs from 'node:fs';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { siteConfig } from '@/config/site';

/**
 * The generated share images (Open Graph and Twitter cards) of the site, the products and the blog
 * posts: one 1200×630 PNG layout in the brand colours. Rendered by `next/og` at build time (the
 * `opengraph-image.tsx` files are prerendered for every static param), so they cost nothing per request.
 */

/** Size of every share image in pixels (the Open Graph recommendation, 1.91:1). */
export const shareImageSize = { width: 1200, height: 630 };

/** MIME type of the share images. */
export const shareImageContentType = 'image/png';

/** What one card shows. */
export interface ShareCard {
  /** Small line above the title, e.g. '50 Hz · Submersible Pumps · Series KS'. */
  eyebrow: string;
  /** The headline; long titles shrink to fit. */
  title: string;
  /** Optional line under the title (a date and byline, a tagline). */
  subtitle?: string;
  /** Up to four short key figures shown as chips, e.g. '0.4 – 19 m³/h'. */
  facts?: string[];
  /** Picture on the right: a file under `public/` (WebP, PNG, JPEG or SVG), converted to PNG. */
  picture?: string;
}

const colours = {
  navy: '#0a1f3c',
  deep: '#0f2d52',
  water: '#1f82d6',
  light: '#86c3f0',
  white: '#ffffff',
  accent: '#f5a524',
};

/** `data:` URL of a file under `public/`, as PNG (satori reads PNG, JPEG and SVG, not WebP), or undefined. */
async function pictureDataUrl(publicPath: string): Promise<string | undefined> {
  try {
    const file = path.join(process.cwd(), 'public', publicPath);
    if (publicPath.endsWith('.svg')) return `data:image/svg+xml;base64,${fs.readFileSync(file).toString('base64')}`;
    const sharp = (await import('sharp')).default;
    const png = await sharp(file).resize(520, 440, { fit: 'inside', withoutEnlargement: false }).png().toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    // A missing or unreadable picture leaves the card text-only rather than failing the build.
    return undefined;
  }
}

/** Font size of the title: smaller for longer titles so that up to ~110 characters fit in three lines. */
function titleSize(title: string, withPicture: boolean): number {
  const room = withPicture ? 0.62 : 1;
  if (title.length * (1 / room) < 40) return 72;
  if (title.length * (1 / room) < 70) return 60;
  if (title.length * (1 / room) < 110) return 50;
  return 42;
}

/**
 * Renders one share card as a PNG response.
 * @param card the texts, figures and optional picture
 * @returns an ImageResponse of {@link shareImageSize}
 */
export async function renderShareImage(card: ShareCard): Promise<ImageResponse> {
  const [logo, picture] = await Promise.all([
    pictureDataUrl('/images/brand/icon.svg'),
    card.picture ? pictureDataUrl(card.picture) : Promise.resolve(undefined),
  ]);
  const facts = (card.facts ?? []).slice(0, 4);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        background: `linear-gradient(135deg, ${colours.navy} 0%, ${colours.deep} 60%, #14497f 100%)`,
        color: colours.white,
        padding: '56px 64px',
        fontFamily: 'sans-serif',
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1, justifyContent: 'space-between' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
          {logo ? <img src={logo} width={64} height={64} alt="" /> : null}
          <div style={{ display: 'flex', fontSize: 34, fontWeight: 700, letterSpacing: 1 }}>{siteConfig.name}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 18, paddingRight: picture ? 32 : 0 }}>
          <div
            style={{
              display: 'flex',
              fontSize: 22,
              color: colours.light,
              textTransform: 'uppercase',
              letterSpacing: 2,
            }}
          >
            {card.eyebrow}
          </div>
          <div
            style={{
              display: 'flex',
              fontSize: titleSize(card.title, Boolean(picture)),
              fontWeight: 700,
              lineHeight: 1.12,
            }}
          >
            {card.title}
          </div>
          {card.subtitle ? (
            <div style={{ display: 'flex', fontSize: 28, color: '#c9dcf0' }}>{card.subtitle}</div>
          ) : null}
        </div>
        <div style={{ display: 'flex', gap: 14, flexWrap: 'wrap', minHeight: 56 }}>
          {facts.map((fact) => (
            <div
              key={fact}
              style={{
                display: 'flex',
                fontSize: 24,
                padding: '10px 20px',
                borderRadius: 999,
                background: 'rgba(255,255,255,0.12)',
                border: `2px solid ${colours.water}`,
              }}
            >
              {fact}
            </div>
          ))}
        </div>
      </div>
      {picture ? (
        <div
          style={{
            display: 'flex',
            width: 440,
            alignItems: 'center',
            justifyContent: 'center',
            background: colours.white,
            borderRadius: 28,
            padding: 24,
            borderBottom: `10px solid ${colours.accent}`,
          }}
        >
          <img src={picture} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} alt="" />
        </div>
      ) : null}
    </div>,
    shareImageSize,
  );
}
