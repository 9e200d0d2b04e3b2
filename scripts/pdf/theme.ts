import { palette } from '../images/palette';

/**
 * Look of every generated PDF: house colours (shared with the generated pictures), the three
 * standard Helvetica faces (no embedded font keeps files small), A4 geometry and a fixed date.
 */

export const colours = {
  navy: palette.navy900,
  navyDeep: palette.navy950,
  navyMid: palette.navy700,
  blue: palette.blue600,
  blueLight: palette.blue300,
  tint: palette.blue50,
  tintStrong: palette.blue100,
  accent: palette.accent,
  ink: palette.ink,
  body: palette.slate700,
  muted: palette.slate500,
  rule: palette.slate200,
  white: palette.white,
} as const;

export const fonts = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
} as const;

/** A4 in points, with the content frame inside the running header and footer. */
export const page = {
  width: 595.28,
  height: 841.89,
  marginX: 50,
  /** Top of the content frame (below the running header). */
  top: 78,
  /** Bottom of the content frame (above the running footer). */
  bottom: 841.89 - 62,
} as const;

/** Width of the content frame. */
export const contentWidth = page.width - 2 * page.marginX;

/**
 * Fixed creation date of every generated PDF, so that the same content gives byte-identical files
 * (no spurious diffs, cacheable downloads). Bump it when the layout changes if you like.
 */
export const creationDate = new Date('2025-01-01T00:00:00Z');
