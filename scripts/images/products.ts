import type { ProductFacts } from './content';
import { palette } from './palette';
import { classifyProduct, drawProduct, tiltedKinds, type ProductKind } from './shapes';
import { floorShadow, linearUser, n, radialUser, rect, svgDocument, times, type Drawing } from './svg';

/**
 * Product illustrations, 800×600 px: one product on a light studio background with a soft floor
 * shadow, and no words in the picture. Every product picture shares the same frame so that a card
 * grid looks like one photo shoot.
 */

/** Output size of product pictures in px. */
export const productSize = { width: 800, height: 600 } as const;

/** Where the product goes inside the 800×600 frame. */
const stage = { x: 60, y: 70, w: 680, h: 450 };

/** Degrees the lying borehole units are tilted, like a product photograph on a sweep. */
const tilt = -13;

/**
 * Places a drawing on the stage. A tilted unit is scaled as if it were one bore size larger (capped
 * at 10 inch), so every pump fills most of its card while a 10-inch unit still reads longer and,
 * above all, thicker than a 4-inch one across the catalogue.
 */
function placeOnStage(
  kind: ProductKind,
  drawing: Drawing,
  sizeInch?: number,
): { svg: string; floorY: number; width: number } {
  if (tiltedKinds.has(kind)) {
    const largest = drawProduct(kind, { sizeInch: Math.min(10, Math.max(6, (sizeInch ?? 6) + 2)) });
    const rad = (Math.abs(tilt) * Math.PI) / 180;
    const boxW = largest.width * Math.cos(rad) + largest.height * Math.sin(rad);
    const boxH = largest.width * Math.sin(rad) + largest.height * Math.cos(rad);
    const scale = Math.min(stage.w / boxW, stage.h / boxH);
    const cx = stage.x + stage.w / 2;
    const cy = stage.y + stage.h / 2 + 34;
    const svg = `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${tilt}) scale(${n(scale)}) translate(${n(-drawing.width / 2)} ${n(-drawing.height / 2)})">${drawing.svg}</g>`;
    const rotatedH = drawing.width * Math.sin(rad) + drawing.height * Math.cos(rad);
    return { svg, floorY: cy + (rotatedH * scale) / 2 - 36, width: drawing.width * scale * 0.8 };
  }
  // Upright kinds: fit, cap the scale so compact products do not look inflated, stand on the floor.
  // Tall, narrow products (turbines) may use the height beside the tag.
  const box = drawing.height > drawing.width * 1.3 ? { ...stage, y: 70, h: stage.y + stage.h - 70 } : stage;
  const scale = Math.min(box.w / drawing.width, box.h / drawing.height, 1.25);
  const w = drawing.width * scale;
  const h = drawing.height * scale;
  const x = box.x + (box.w - w) / 2;
  const y = box.y + box.h - h;
  return {
    svg: `<g transform="translate(${n(x)} ${n(y)}) scale(${n(scale)})">${drawing.svg}</g>`,
    floorY: box.y + box.h + 2,
    width: w,
  };
}

/** The studio background: soft vertical gradient, a halo behind the product and a faint dot grid. */
export function studioBackground(width: number, height: number): { defs: string; svg: string } {
  const defs =
    linearUser(
      'studio-bg',
      [
        [0, '#F8FBFE'],
        [0.62, '#EDF3F9'],
        [1, '#DCE6F0'],
      ],
      0,
      0,
      0,
      height,
    ) +
    radialUser(
      'studio-halo',
      [
        [0, '#FFFFFF', 0.95],
        [1, '#FFFFFF', 0],
      ],
      width / 2,
      height * 0.52,
      width * 0.45,
    );
  const dots = times(8, (row) =>
    times(
      12,
      (col) =>
        `<circle cx="${width - 40 - col * 16}" cy="${34 + row * 16}" r="1.4" fill="${palette.blue300}" opacity="${n(0.5 - col * 0.035)}"/>`,
    ),
  );
  const svg =
    rect(0, 0, width, height, 'url(#studio-bg)') +
    rect(0, 0, width, height, 'url(#studio-halo)') +
    // Horizon line of the sweep: where wall turns into floor.
    rect(0, height * 0.82, width, height * 0.18, palette.blue100, 'opacity="0.35"') +
    dots;
  return { defs, svg };
}

/** Series and frequency read from a name like `4-inch-ks-50hz-submersible-pump` when content is missing. */
function guessFromName(name: string): { hz?: string; sizeInch?: number } {
  const hz = /(50|60)hz/i.exec(name)?.[0]?.toLowerCase();
  const size = /(\d{1,2})-?inch/i.exec(name)?.[1];
  return { hz, sizeInch: size ? Number(size) : undefined };
}

/**
 * The product picture for `/images/products/{name}` as an 800×600 SVG document.
 * @param facts the matching product or static page, if the content has one yet
 */
export function productPicture(name: string, facts: ProductFacts | undefined): string {
  const guess = guessFromName(name);
  const kind = classifyProduct({ category: facts?.category, series: facts?.series, title: facts?.title, slug: name });
  const sizeInch = facts?.sizeInch ?? guess.sizeInch;
  const hz = facts?.hz ?? guess.hz;
  const drawing = drawProduct(kind, {
    sizeInch,
    hint: `${facts?.series ?? ''} ${facts?.title ?? ''} ${hz ?? ''} ${name}`,
  });
  const { width, height } = productSize;
  const bg = studioBackground(width, height);
  const placed = placeOnStage(kind, drawing, sizeInch);
  // No series tag, caption or brand word: the page prints the title beside the picture, and text
  // baked into a picture cannot be read at card size or corrected (issue 15, item 12).
  const body = bg.svg + floorShadow(width / 2, placed.floorY, Math.min(320, placed.width * 0.48), 16, 0.2) + placed.svg;
  return svgDocument({ width, height, defs: bg.defs, body });
}
