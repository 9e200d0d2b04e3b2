import { logoLockup, logoOnDark } from './brand';
import { backdrop } from './flow';
import { condensedFamily, palette } from './palette';
import { rect, svgDocument, text, wrapText } from './svg';

/**
 * The generic branded picture for folders no recipe knows: the navy flow backdrop, the logo and
 * the file name as a caption, so that a missing picture is obvious but never broken.
 */

/** Default size for unknown folders (px). */
export const fallbackSize = { width: 1200, height: 800 } as const;

/** Turns `east-africa-3` into `East Africa 3`. */
export function humanise(name: string): string {
  return name
    .replace(/[-_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\b\w/g, (c) => c.toUpperCase());
}

/** The fallback picture with `name` as its caption. */
export function fallbackPicture(name: string, width: number, height: number): string {
  const bd = backdrop({ width, height, seed: `fallback-${name}` });
  const logo = logoLockup(logoOnDark, 'fb-logo');
  const logoW = Math.min(width * 0.42, 520);
  const scale = logoW / 420;
  const captionSize = Math.max(16, Math.round(width / 30));
  const lines = wrapText(humanise(name), Math.floor((width * 0.8) / (captionSize * 0.6)), 2);
  let body = bd.svg;
  body += `<g transform="translate(${(width - logoW) / 2} ${height * 0.3}) scale(${scale})">${logo.svg}</g>`;
  body += rect(width / 2 - 40, height * 0.3 + 122 * scale + height * 0.06, 80, 4, palette.accent);
  lines.forEach((line, i) => {
    body += text(width / 2, height * 0.3 + 122 * scale + height * 0.14 + i * captionSize * 1.3, line, {
      size: captionSize,
      fill: palette.blue100,
      anchor: 'middle',
      family: condensedFamily,
    });
  });
  return svgDocument({ width, height, defs: bd.defs + logo.defs, body });
}
