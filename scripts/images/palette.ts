/**
 * House colours and type for every generated picture. One source so that a product illustration,
 * a banner and a brochure cover sit together on a page (docs/architecture.md "Visual direction": deep navy and
 * water blue with one warm accent). Values are plain hex strings because they go straight into SVG.
 */
export const palette = {
  /** Deepest navy: banner backgrounds, headings on light pictures. */
  navy950: '#061427',
  navy900: '#0A1F3C',
  navy800: '#0F2D52',
  navy700: '#16406F',
  /** Brand water blue and its tints. */
  blue600: '#1668B8',
  blue500: '#1F82D6',
  blue400: '#4AA3E8',
  blue300: '#86C3F0',
  blue200: '#BFDDF6',
  blue100: '#E1EFFB',
  blue50: '#F2F8FD',
  /** The one warm accent (calls to action, a highlight per picture, never a background). */
  accent: '#F08A24',
  accentDark: '#C96A10',
  /** Neutrals. */
  ink: '#15222F',
  slate700: '#3B4B5B',
  slate500: '#6B7B8B',
  slate300: '#B4C0CB',
  slate200: '#D5DDE4',
  slate100: '#E9EEF2',
  white: '#FFFFFF',
  /** Muted nature tones for scenes (fields, trees); kept desaturated so blue stays dominant. */
  leaf: '#5E8F5A',
  leafLight: '#8DB57F',
  leafDark: '#3F6B43',
  soil: '#9B7B5B',
  soilLight: '#C2A27E',
  sand: '#E4D5B7',
} as const;

export type PaletteColour = (typeof palette)[keyof typeof palette];

/**
 * Font stack for text inside generated pictures. librsvg resolves it through fontconfig, so the
 * first installed family wins; DejaVu and Liberation ship with most Linux images.
 */
export const fontFamily = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";
/** Narrow stack for labels that must stay short (chart ticks, tags). */
export const condensedFamily = "'DejaVu Sans Condensed', 'Liberation Sans Narrow', 'Arial Narrow', " + fontFamily;

/** Brand name as printed on pictures (never rendered from content so that a typo cannot spread). */
export const brandWord = 'KAVEX';
export const brandSubWord = 'PUMPS';
