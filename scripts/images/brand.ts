import { palette } from './palette';

/**
 * The Kavex logo as vector paths: a water drop holding a three-blade impeller, the word KAVEX built
 * from straight strokes (so it needs no font and looks the same in every browser) and a small PUMPS.
 * `logoSvg` writes the files served at /images/brand/; `logoMark`/`wordmark` embed the same shapes in
 * generated pictures.
 */

/** Colours of one logo variant. */
export interface LogoColours {
  dropTop: string;
  dropBottom: string;
  blades: string;
  hub: string;
  word: string;
  sub: string;
}

/** Logo for light backgrounds. */
export const logoOnLight: LogoColours = {
  dropTop: palette.blue500,
  dropBottom: palette.navy800,
  blades: '#FFFFFF',
  hub: palette.navy900,
  word: palette.navy900,
  sub: palette.blue600,
};

/** Logo for dark (navy) backgrounds. */
export const logoOnDark: LogoColours = {
  dropTop: palette.blue300,
  dropBottom: palette.blue600,
  blades: palette.navy900,
  hub: '#FFFFFF',
  word: '#FFFFFF',
  sub: palette.blue300,
};

/**
 * The drop-and-impeller mark in a 100×120 box (drop tip at the top, impeller centred in the bowl).
 * @param id unique prefix for the gradient id
 */
export function logoMark(c: LogoColours, id: string): { defs: string; svg: string } {
  const defs = `<linearGradient id="${id}-drop" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${c.dropTop}"/><stop offset="1" stop-color="${c.dropBottom}"/></linearGradient>`;
  // Drop: tip at (50,2), bowl a circle of radius 46 centred at (50,72).
  const drop = `<path d="M50 2C62 20 96 42 96 72A46 46 0 0 1 4 72C4 42 38 20 50 2Z" fill="url(#${id}-drop)"/>`;
  // Three swept blades around the hub, 120° apart.
  const blade = 'M50 72C50 56 58 46 72 42C66 52 62 62 58 74Z';
  const blades = [0, 120, 240]
    .map((a) => `<path d="${blade}" fill="${c.blades}" transform="rotate(${a} 50 72)"/>`)
    .join('');
  const hub = `<circle cx="50" cy="72" r="9" fill="${c.hub}"/><circle cx="50" cy="72" r="3.5" fill="${c.blades}"/>`;
  return { defs, svg: drop + blades + hub };
}

/**
 * The word KAVEX with cap height 100, 410 units wide, drawn with strokes clipped to the cap band so
 * diagonals end flat on the baseline and cap line.
 * @param id unique prefix for the clip-path id
 */
export function wordmark(colour: string, id: string): { defs: string; svg: string } {
  const s = `stroke="${colour}" stroke-width="19" fill="none" stroke-linejoin="miter" stroke-miterlimit="10"`;
  const f = `fill="${colour}"`;
  const k = `<rect x="0" y="0" width="19" height="100" ${f}/><path d="M70 -8L14 64M34 40L76 108" ${s}/>`;
  const a = `<g transform="translate(84 0)"><path d="M2 112L40 -6L78 112" ${s}/><rect x="18" y="62" width="44" height="16" ${f}/></g>`;
  const v = `<g transform="translate(170 0)"><path d="M0 -12L37 106L74 -12" ${s}/></g>`;
  const e = `<g transform="translate(262 0)"><rect x="0" y="0" width="19" height="100" ${f}/><rect x="0" y="0" width="60" height="17" ${f}/><rect x="0" y="42" width="52" height="16" ${f}/><rect x="0" y="83" width="62" height="17" ${f}/></g>`;
  const x = `<g transform="translate(338 0)"><path d="M2 -10L70 110M70 -10L2 110" ${s}/></g>`;
  const defs = `<clipPath id="${id}-cap"><rect x="-10" y="0" width="430" height="100"/></clipPath>`;
  return { defs, svg: `<g clip-path="url(#${id}-cap)">${k}${a}${v}${e}${x}</g>` };
}

/** The word PUMPS with cap height 40, about 190 units wide (round strokes, for the small line). */
export function subWordmark(colour: string): string {
  const s = `stroke="${colour}" stroke-width="6.5" fill="none" stroke-linecap="butt" stroke-linejoin="round"`;
  const p = 'M3.5 40V3.5H18A10.5 10.5 0 0 1 18 24.5H3.5';
  const u = 'M3.5 0V25A12.5 12.5 0 0 0 28.5 25V0';
  const m = 'M3.5 40V4L19 30L34.5 4V40';
  const sLetter =
    'M27 8C24 4.5 20 3.5 15.5 3.5C9 3.5 4.5 7 4.5 11.5C4.5 23 28.5 17 28.5 28.5C28.5 34 23.5 36.5 16 36.5C10.5 36.5 6 35 3 31';
  return (
    `<path d="${p}" ${s}/>` +
    `<path d="${u}" ${s} transform="translate(38 0)"/>` +
    `<path d="${m}" ${s} transform="translate(82 0)"/>` +
    `<path d="${p}" ${s} transform="translate(132 0)"/>` +
    `<path d="${sLetter}" ${s} transform="translate(167 0)"/>`
  );
}

/**
 * Complete horizontal logo (mark, KAVEX, PUMPS) as an SVG fragment in a 420×122 box.
 * @param id unique prefix for ids inside the fragment
 */
export function logoLockup(c: LogoColours, id: string): { defs: string; svg: string } {
  const mark = logoMark(c, `${id}-m`);
  const word = wordmark(c.word, `${id}-w`);
  const svg =
    mark.svg +
    // KAVEX at 0.72 scale (cap height 72) next to the mark; PUMPS under it, right-aligned with tracking.
    `<g transform="translate(122 10) scale(0.72)">${word.svg}</g>` +
    `<rect x="124" y="99" width="190" height="3.5" fill="${palette.accent}"/>` +
    `<g transform="translate(332 92) scale(0.43)">${subWordmark(c.sub)}</g>`;
  return { defs: mark.defs + word.defs, svg };
}

/** A complete logo file (served as is): horizontal lockup, or the square icon with `icon`. */
export function logoSvg(variant: 'light-bg' | 'dark-bg' | 'icon'): string {
  if (variant === 'icon') {
    const mark = logoMark(logoOnDark, 'kx');
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img" aria-label="Kavex Pumps">` +
      `<title>Kavex Pumps</title><defs>${mark.defs}</defs>` +
      `<rect width="128" height="128" rx="24" fill="${palette.navy900}"/>` +
      `<g transform="translate(24 12) scale(0.8)">${mark.svg}</g></svg>\n`
    );
  }
  const colours = variant === 'light-bg' ? logoOnLight : logoOnDark;
  const lockup = logoLockup(colours, 'kx');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 122" width="420" height="122" role="img" aria-label="Kavex Pumps">` +
    `<title>Kavex Pumps</title><defs>${lockup.defs}</defs>${lockup.svg}</svg>\n`
  );
}
