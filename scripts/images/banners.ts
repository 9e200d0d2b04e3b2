import { backdrop } from './flow';
import { classifyProduct, drawProduct, tiltedKinds, type ProductKind } from './shapes';
import { n, svgDocument, type Box, type Drawing } from './svg';

/**
 * Category and product banners, 1920×480 px: the navy flow backdrop with a faint, pale-blue ghost
 * of the category's product on the right. No text: the page sets the title over the left half.
 */

/** Output size of category banners in px. */
export const bannerSize = { width: 1920, height: 480 } as const;

/**
 * A product drawing as a pale ghost inside `box` (tilted kinds rotated like on the product pages).
 * @param opacity overall strength; 0.12–0.2 reads as a silhouette without competing with text
 */
export function ghostProduct(kind: ProductKind, box: Box, opacity: number, sizeInch?: number): string {
  const drawing: Drawing = drawProduct(kind, { sizeInch, hint: '' });
  const tilted = tiltedKinds.has(kind);
  const angle = tilted ? -13 : 0;
  const rad = (Math.abs(angle) * Math.PI) / 180;
  const w = drawing.width * Math.cos(rad) + drawing.height * Math.sin(rad);
  const h = drawing.width * Math.sin(rad) + drawing.height * Math.cos(rad);
  const scale = Math.min(box.w / w, box.h / h);
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  return (
    `<g opacity="${n(opacity)}" filter="url(#f-ghost)">` +
    `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${angle}) scale(${n(scale)}) translate(${n(-drawing.width / 2)} ${n(-drawing.height / 2)})">${drawing.svg}</g></g>`
  );
}

/**
 * The banner for `/images/banners/{name}`.
 * @param category SPEC 3.1 category when the content names one; otherwise the slug's words decide
 */
export function bannerPicture(name: string, category: string | undefined): string {
  const { width, height } = bannerSize;
  const kind = classifyProduct({ category, slug: name });
  const bd = backdrop({ width, height, seed: `banner-${name}`, glow: { x: 0.8, y: 0.5 } });
  const box = { x: 1330, y: 40, w: 520, h: 400 };
  const body = bd.svg + ghostProduct(kind, box, 0.2, 8);
  return svgDocument({ width, height, defs: bd.defs, body });
}
