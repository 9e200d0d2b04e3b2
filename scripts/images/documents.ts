import { logoLockup, logoOnDark } from './brand';
import { backdrop } from './flow';
import { productsIn, sizesIn } from './hints';
import { condensedFamily, palette } from './palette';
import { classifyProduct, drawProduct, tiltedKinds, type ProductKind } from './shapes';
import { circle, esc, floorShadow, linearUser, n, radialUser, rect, svgDocument, text, wrapText } from './svg';

/**
 * Document-like pictures: brochure cover thumbnails (600×800) and certification seals (400×400).
 */

/** Output sizes in px. */
export const brochureSize = { width: 600, height: 800 } as const;
export const sealSize = { width: 400, height: 400 } as const;

/** What a brochure cover shows. */
export interface BrochureInfo {
  title: string;
  hz?: string;
  /** SPEC 3.1 categories and series from the brochure's source, when given. */
  categories?: string[];
  series?: string[];
}

/** The products on a cover: those the title names (up to two), else the category's kind. */
function coverProducts(info: BrochureInfo): { kind: ProductKind; sizeInch?: number }[] {
  const named = productsIn(info.title);
  const sizes = sizesIn(info.title);
  // One family in several bores ("4" and 6" Submersible Motors"): one unit per size.
  if (named.length === 1 && sizes.length > 1)
    return sizes.slice(0, 3).map((sizeInch) => ({ kind: named[0]!.kind, sizeInch }));
  if (/all products|catalogue|range/i.test(info.title) && named.length < 2) {
    return [{ kind: 'borehole-pump' }, { kind: 'booster-vertical' }, { kind: 'end-suction' }];
  }
  if (named.length) return named.slice(0, 2);
  return [
    { kind: classifyProduct({ category: info.categories?.[0], series: info.series?.join(' '), title: info.title }) },
  ];
}

/**
 * A brochure cover: navy flow backdrop with the product(s) in colour, logo and frequency badge on
 * top, title on a white band below.
 */
export function brochurePicture(info: BrochureInfo): string {
  const { width: W, height: H } = brochureSize;
  const bandY = 500;
  const bd = backdrop({
    width: W,
    height: bandY,
    seed: `brochure-${info.title}`,
    id: 'br',
    glow: { x: 0.55, y: 0.6 },
    lines: 16,
  });
  const logo = logoLockup(logoOnDark, 'br-logo');
  let body = bd.svg;
  body += `<g transform="translate(36 34) scale(0.4)">${logo.svg}</g>`;
  if (info.hz) {
    const label = info.hz.replace(/hz$/i, ' Hz');
    body += rect(W - 126, 34, 90, 38, 'none', `rx="19" stroke="${palette.accent}" stroke-width="2"`);
    body += text(W - 81, 60, label, {
      size: 19,
      weight: 'bold',
      fill: '#FFFFFF',
      anchor: 'middle',
      family: condensedFamily,
    });
  }
  // Products standing on a soft pool of light.
  const products = coverProducts(info);
  body += `<ellipse cx="${W / 2}" cy="${bandY - 40}" rx="250" ry="40" fill="url(#br-pool)"/>`;
  const slotW = (W - 80) / products.length;
  products.forEach((p, i) => {
    const d = drawProduct(p.kind, {
      sizeInch: p.sizeInch ?? (i ? 8 : 6),
      hint: `${info.series?.join(' ') ?? ''} ${info.title} ${info.hz ?? ''}`,
    });
    const cx = 40 + i * slotW + slotW / 2;
    if (tiltedKinds.has(p.kind)) {
      // Borehole units stand upright on a portrait cover (rotate -90°: the discharge end on top).
      const tall = products.length === 1 ? 400 : 330;
      const sc =
        Math.min(tall / d.width, (slotW * 0.8) / d.height) * (0.75 + 0.25 * Math.min(1, (p.sizeInch ?? 6) / 10));
      const tx = cx - (d.axisY ?? d.height / 2) * sc;
      body += floorShadow(cx, bandY - 44, 40, 8, 0.5);
      body += `<g transform="translate(${n(tx)} ${n(bandY - 44)}) rotate(-90) scale(${n(sc)})">${d.svg}</g>`;
      return;
    }
    const sc = Math.min((slotW * 0.9) / d.width, 300 / d.height, 1.4);
    const x = cx - (d.width * sc) / 2;
    body += floorShadow(cx, bandY - 44, (d.width * sc) / 2.2, 10, 0.5);
    body += `<g transform="translate(${n(x)} ${n(bandY - 46 - d.height * sc)}) scale(${n(sc)})">${d.svg}</g>`;
  });
  // Title band.
  body += rect(0, bandY, W, H - bandY, '#FFFFFF');
  body += rect(0, bandY, W, 8, palette.accent);
  const lines = wrapText(info.title, 22, 3);
  lines.forEach(
    (line, i) =>
      (body += text(44, bandY + 82 + i * 50, line, {
        size: 40,
        weight: 'bold',
        fill: palette.navy900,
        family: condensedFamily,
      })),
  );
  const sub = [info.series?.length ? `Series ${info.series.join(', ')}` : '', 'Product brochure']
    .filter(Boolean)
    .join('  ·  ');
  body += text(44, H - 44, sub, { size: 20, fill: palette.slate500, family: condensedFamily });
  body +=
    rect(W - 92, H - 70, 48, 36, palette.navy900, 'rx="4"') +
    text(W - 68, H - 46, 'PDF', { size: 15, weight: 'bold', fill: '#FFFFFF', anchor: 'middle' });
  const defs =
    bd.defs +
    logo.defs +
    radialUser(
      'br-pool',
      [
        [0, palette.blue300, 0.45],
        [1, palette.blue300, 0],
      ],
      W / 2,
      bandY - 40,
      250,
    );
  return svgDocument({ width: W, height: H, defs, body });
}

/** Ring text per certification, from its slug; the name from the content wins when given. */
const ringTexts: Record<string, string> = {
  ce: 'CONFORMITÉ EUROPÉENNE',
  iso: 'ISO 9001:2015 · ISO 14001',
  nsf: 'NSF/ANSI 61 · DRINKING WATER',
};

/**
 * A round certification seal: navy ring with text set around it, blue disc with the letters.
 * @param slug e.g. `ce`, `iso`, `nsf`
 * @param name the certification's name from the content, if any
 */
export function sealPicture(slug: string, name?: string): string {
  const { width: W, height: H } = sealSize;
  const cx = W / 2;
  const cy = H / 2;
  const letters =
    slug
      .replace(/[^a-z0-9]/gi, '')
      .toUpperCase()
      .slice(0, 4) || 'Q';
  const ring = (ringTexts[slug.toLowerCase()] ?? name ?? slug).toUpperCase();
  let body = rect(0, 0, W, H, '#FFFFFF');
  body += circle(cx, cy + 6, 176, palette.navy900, 'opacity="0.12" filter="url(#f-blur8)"');
  body += circle(cx, cy, 176, palette.navy900);
  body += circle(cx, cy, 166, 'none', `stroke="${palette.blue300}" stroke-width="2" stroke-dasharray="3 5"`);
  body += circle(cx, cy, 118, 'url(#seal-disc)');
  body += circle(cx, cy, 118, 'none', `stroke="#FFFFFF" stroke-width="4"`);
  // Ring text: one glyph per rotated position along the upper arc (librsvg's textPath support is
  // patchy, rotating single glyphs renders the same everywhere).
  const glyphs = [...ring.slice(0, 30)];
  const step = 6.6;
  const start = -((glyphs.length - 1) * step) / 2;
  body += glyphs
    .map(
      (ch, i) =>
        `<text x="${cx}" y="${n(cy - 142)}" transform="rotate(${n(start + i * step)} ${cx} ${cy})" font-family="${esc(condensedFamily)}" font-size="21" font-weight="bold" fill="#FFFFFF" text-anchor="middle" dominant-baseline="central">${esc(ch)}</text>`,
    )
    .join('');
  body += text(cx, cy + 150, '★  KAVEX PUMPS  ★', {
    size: 17,
    weight: 'bold',
    fill: palette.blue200,
    anchor: 'middle',
    spacing: 2,
    family: condensedFamily,
  });
  body += text(cx, cy + (letters.length > 2 ? 26 : 34), letters, {
    size: letters.length > 2 ? 82 : 104,
    weight: 'bold',
    fill: '#FFFFFF',
    anchor: 'middle',
    spacing: 2,
  });
  body += rect(cx - 44, cy + 48, 88, 4, palette.accent);
  body += text(cx, cy + 80, 'CERTIFIED', {
    size: 18,
    weight: 'bold',
    fill: palette.blue100,
    anchor: 'middle',
    spacing: 4,
    family: condensedFamily,
  });
  const defs = linearUser(
    'seal-disc',
    [
      [0, palette.blue500],
      [1, palette.navy700],
    ],
    0,
    cy - 118,
    0,
    cy + 118,
  );
  return svgDocument({ width: W, height: H, defs, body });
}
