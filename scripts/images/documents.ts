import { logoLockup, logoOnDark } from './brand';
import { backdrop } from './flow';
import { productsIn, sizesIn } from './hints';
import { condensedFamily, palette } from './palette';
import { classifyProduct, drawProduct, tiltedKinds, type ProductKind } from './shapes';
import { circle, esc, floorShadow, linearUser, n, path, radialUser, rect, svgDocument, text } from './svg';

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
 * A brochure cover: the navy flow backdrop with the logo at the top and the range's product(s)
 * standing on a pool of light, over a white foot with the brand's water band. The cover carries no
 * words (issue 15, items 5 and 12): the Downloads card prints the title and frequency beside it, and
 * a title baked into the picture was read twice. The water band's stripe tells the 50 Hz range
 * (warm accent) from the 60 Hz range (water blue) at a glance.
 */
export function brochurePicture(info: BrochureInfo): string {
  const { width: W, height: H } = brochureSize;
  const bandY = 640;
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
  body += `<g transform="translate(40 40) scale(0.46)">${logo.svg}</g>`;
  // Products standing on a soft pool of light.
  const products = coverProducts(info);
  const floorY = bandY - 50;
  body += `<ellipse cx="${W / 2}" cy="${floorY + 4}" rx="250" ry="40" fill="url(#br-pool)"/>`;
  const slotW = (W - 80) / products.length;
  products.forEach((p, i) => {
    const d = drawProduct(p.kind, {
      sizeInch: p.sizeInch ?? (i ? 8 : 6),
      hint: `${info.series?.join(' ') ?? ''} ${info.title} ${info.hz ?? ''}`,
    });
    const cx = 40 + i * slotW + slotW / 2;
    if (tiltedKinds.has(p.kind)) {
      // Borehole units stand upright on a portrait cover (rotate -90°: the discharge end on top).
      const tall = products.length === 1 ? 470 : 400;
      const sc =
        Math.min(tall / d.width, (slotW * 0.8) / d.height) * (0.75 + 0.25 * Math.min(1, (p.sizeInch ?? 6) / 10));
      const tx = cx - (d.axisY ?? d.height / 2) * sc;
      body += floorShadow(cx, floorY, 40, 8, 0.5);
      body += `<g transform="translate(${n(tx)} ${n(floorY)}) rotate(-90) scale(${n(sc)})">${d.svg}</g>`;
      return;
    }
    const sc = Math.min((slotW * 0.9) / d.width, 380 / d.height, 1.5);
    const x = cx - (d.width * sc) / 2;
    body += floorShadow(cx, floorY, (d.width * sc) / 2.2, 10, 0.5);
    body += `<g transform="translate(${n(x)} ${n(floorY - 2 - d.height * sc)}) scale(${n(sc)})">${d.svg}</g>`;
  });
  // White foot with the water band.
  const stripe = /60/.test(info.hz ?? '') ? palette.blue400 : palette.accent;
  body += rect(0, bandY, W, H - bandY, '#FFFFFF');
  body += rect(0, bandY, W, 8, stripe);
  body += path(
    `M0 ${n(H - 70)} C ${n(W * 0.3)} ${n(H - 110)}, ${n(W * 0.62)} ${n(H - 30)}, ${n(W)} ${n(H - 84)} L${n(W)} ${n(H)} L0 ${n(H)} Z`,
    palette.blue500,
    'opacity="0.9"',
  );
  body += path(
    `M0 ${n(H - 40)} C ${n(W * 0.35)} ${n(H - 70)}, ${n(W * 0.66)} ${n(H - 12)}, ${n(W)} ${n(H - 50)} L${n(W)} ${n(H)} L0 ${n(H)} Z`,
    palette.navy800,
  );
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
      floorY,
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
