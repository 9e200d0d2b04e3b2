import { logoLockup, logoOnDark, logoOnLight } from './brand';
import { backdrop } from './flow';
import { condensedFamily, palette } from './palette';
import { drawProduct, tiltedKinds, type ProductKind } from './shapes';
import { circle, floorShadow, n, path, pick, polygon, rect, text, times, type Box } from './svg';

/**
 * Building blocks for the stylised scenes (events, showrooms, industries, page pictures): flat
 * people, display plinths carrying real product drawings, brand walls, spotlights, plants,
 * buildings. Flat shapes with a restrained palette keep the scenes illustrative rather than cartoonish.
 */

/** Clothing and look of one person. */
export interface PersonStyle {
  shirt: string;
  trousers: string;
  skin: string;
  hair: string;
  /** Jacket over the shirt (business attire). */
  jacket?: string;
  longHair?: boolean;
  /** Seen from behind (audience, visitors looking at a stand). */
  back?: boolean;
  /** One forearm raised, as when pointing or talking. */
  gesture?: boolean;
}

const shirts = ['#FFFFFF', '#DCE8F5', '#A9C7E8', '#F1EDE4', '#C9D3DC', '#E8D9C4'];
const jackets = [palette.navy800, palette.navy900, '#2E3A46', '#4A5563', '#5B6B7B', undefined, undefined];
const trousersList = [palette.navy900, '#2A3440', '#3D4650', '#7D6E58', '#1B232B'];
const skins = ['#8D5B3E', '#B07850', '#D7A47A', '#6B4430', '#E6BC96', '#A36A45'];
const hairs = ['#1E1A18', '#3A2A20', '#5A4030', '#1E1A18', '#8A8A8A'];

/** A random but plausible business-attire style. */
export function randomPerson(random: () => number, overrides: Partial<PersonStyle> = {}): PersonStyle {
  return {
    shirt: pick(random, shirts),
    trousers: pick(random, trousersList),
    skin: pick(random, skins),
    hair: pick(random, hairs),
    jacket: pick(random, jackets),
    longHair: random() < 0.35,
    gesture: random() < 0.25,
    ...overrides,
  };
}

/**
 * A standing person, feet at (x, footY), `height` px tall. Drawn at a 100-unit height and scaled,
 * facing the viewer unless `style.back`.
 */
export function person(x: number, footY: number, height: number, st: PersonStyle, mirror = false): string {
  const outer = st.jacket ?? st.shirt;
  let s = '';
  // Legs as one shape with a gap, then shoes.
  s += path('M-9 -50L-10 -2.5L-2 -2.5L-0.6 -42L0.6 -42L2 -2.5L10 -2.5L9 -50Z', st.trousers);
  s += rect(-11.5, -3.5, 10, 3.5, '#15191E', 'rx="1.5"') + rect(1.5, -3.5, 10, 3.5, '#15191E', 'rx="1.5"');
  // Arms behind the torso edges.
  s += path('M-14.5 -76L-18.5 -50L-13.5 -49L-10.5 -72Z', outer) + circle(-16, -48, 2.8, st.skin);
  if (st.gesture && !st.back) {
    s += path('M10.5 -77L24 -63L20.5 -59L9 -70Z', outer) + circle(23, -60, 2.8, st.skin);
  } else {
    s += path('M14.5 -76L18.5 -50L13.5 -49L10.5 -72Z', outer) + circle(16, -48, 2.8, st.skin);
  }
  // Torso, with a shirt V under a jacket.
  s += path('M-15 -74Q-15 -81 -9 -81.5L9 -81.5Q15 -81 15 -74L11.5 -46L-11.5 -46Z', outer);
  if (st.jacket && !st.back)
    s += polygon(
      [
        [-3.5, -81.5],
        [3.5, -81.5],
        [0, -69],
      ],
      st.shirt,
    );
  if (st.jacket && st.back) s += rect(-0.5, -80, 1, 33, '#000000', 'opacity="0.18"');
  s += rect(-2.6, -86, 5.2, 5.5, st.skin);
  // Head and hair (from behind the hair covers the head).
  if (st.back) {
    s += `<ellipse cx="0" cy="-91" rx="7.2" ry="8.2" fill="${st.hair}"/>`;
    if (st.longHair) s += path('M-7.5 -91L-8 -77L8 -77L7.5 -91Z', st.hair);
  } else {
    if (st.longHair)
      s += path(
        'M-7.8 -90Q-8.4 -101.5 0 -101.5Q8.4 -101.5 7.8 -90L8.4 -77.5L3.8 -79L3.8 -90L-3.8 -90L-3.8 -79L-8.4 -77.5Z',
        st.hair,
      );
    s += `<ellipse cx="0" cy="-91" rx="6.8" ry="7.9" fill="${st.skin}"/>`;
    s += path(
      st.longHair
        ? 'M-7.4 -91Q-7.6 -100.5 0 -100.5Q7.6 -100.5 7.4 -91Q4 -96.5 -1 -95.5Q-5 -95 -7.4 -91Z'
        : 'M-7.2 -92Q-7.2 -100 0 -100Q7.2 -100 7.2 -92Q4.5 -96.2 0 -96.2Q-4.5 -96.2 -7.2 -92Z',
      st.hair,
    );
  }
  const scale = height / 100;
  return `<g transform="translate(${n(x)} ${n(footY)}) scale(${n(mirror ? -scale : scale)} ${n(scale)})">${s}</g>`;
}

/** A small crowd between x0 and x1 standing on a floor line, sized by distance (further = smaller, higher). */
export function crowd(
  random: () => number,
  x0: number,
  x1: number,
  floorY: number,
  count: number,
  height: number,
  back = false,
): string {
  const people: { x: number; y: number; h: number; st: PersonStyle; m: boolean }[] = [];
  for (let i = 0; i < count; i++) {
    const depth = random();
    people.push({
      x: x0 + random() * (x1 - x0),
      y: floorY - depth * height * 0.25,
      h: height * (1 - depth * 0.28),
      st: randomPerson(random, back ? { back: random() < 0.7 } : {}),
      m: random() < 0.5,
    });
  }
  // Far people first.
  return people
    .sort((a, b) => a.y - b.y)
    .map((p) => floorShadow(p.x, p.y, p.h * 0.16, p.h * 0.025, 0.25) + person(p.x, p.y, p.h, p.st, p.m))
    .join('');
}

/**
 * A white display plinth with a product standing on it (tilted kinds are laid flat on top).
 * @param x centre of the plinth, floorY its base, w and h its size
 */
export function plinth(
  kind: ProductKind,
  x: number,
  floorY: number,
  w: number,
  h: number,
  productMaxH: number,
  sizeInch?: number,
): string {
  const d = drawProduct(kind, { sizeInch });
  const top = floorY - h;
  let s = floorShadow(x, floorY, w * 0.62, 8, 0.25);
  s += polygon(
    [
      [x - w / 2, top],
      [x + w / 2, top],
      [x + w / 2 - 10, top - 12],
      [x - w / 2 + 10, top - 12],
    ],
    '#F4F7FA',
  );
  s += rect(x - w / 2, top, w, h, 'url(#kit-plinth)');
  s += rect(x - w / 2, top + h - 6, w, 6, palette.navy800, 'opacity="0.85"');
  if (tiltedKinds.has(kind)) {
    // Borehole pumps and motors are shown standing, as on exhibition display stands.
    const sc = Math.min((productMaxH * 1.25) / d.width, (w * 0.7) / d.height);
    s += `<ellipse cx="${n(x)}" cy="${n(top - 4)}" rx="${n(d.height * sc * 0.4)}" ry="4" fill="${palette.navy950}" opacity="0.25" filter="url(#f-blur3)"/>`;
    return (
      s +
      `<g transform="translate(${n(x - (d.axisY ?? d.height / 2) * sc)} ${n(top - 4)}) rotate(-90) scale(${n(sc)})">${d.svg}</g>`
    );
  }
  const scale = Math.min((w * 1.05) / d.width, productMaxH / d.height);
  const pw = d.width * scale;
  const ph = d.height * scale;
  s += `<ellipse cx="${n(x)}" cy="${n(top - 4)}" rx="${n(pw * 0.45)}" ry="5" fill="${palette.navy950}" opacity="0.22" filter="url(#f-blur3)"/>`;
  s += `<g transform="translate(${n(x - pw / 2)} ${n(top - 4 - ph)}) scale(${n(scale)})">${d.svg}</g>`;
  return s;
}

/** Gradients used by the kit; include once per document that uses plinths, walls or spots. */
export function kitDefs(): string {
  return (
    `<linearGradient id="kit-plinth" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#E6ECF1"/><stop offset="0.5" stop-color="#FFFFFF"/><stop offset="1" stop-color="#D8E0E7"/></linearGradient>` +
    `<linearGradient id="kit-cone" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.35"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="kit-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#D9E1E8"/><stop offset="1" stop-color="#F3F6F8"/></linearGradient>` +
    `<linearGradient id="kit-wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#B88A5E"/><stop offset="1" stop-color="#96683F"/></linearGradient>`
  );
}

/** A ceiling spotlight with a soft cone of light towards (tx, ty). */
export function spotlight(x: number, y: number, tx: number, ty: number, spread = 60): string {
  return (
    polygon(
      [
        [x - 6, y + 8],
        [x + 6, y + 8],
        [tx + spread, ty],
        [tx - spread, ty],
      ],
      'url(#kit-cone)',
    ) +
    rect(x - 9, y - 4, 18, 14, '#1B232B', 'rx="3"') +
    circle(x, y + 9, 4, '#FFF6DA')
  );
}

/** A potted plant (a touch of life that keeps rooms from looking empty). */
export function plant(x: number, floorY: number, h: number, random: () => number): string {
  const potH = h * 0.28;
  let s = floorShadow(x, floorY, h * 0.22, 5, 0.2);
  const leaves = 9;
  for (let i = 0; i < leaves; i++) {
    const a = -160 + (140 * i) / (leaves - 1) + (random() - 0.5) * 10;
    const len = h * (0.5 + random() * 0.25);
    const colour = i % 3 === 0 ? palette.leafDark : i % 3 === 1 ? palette.leaf : palette.leafLight;
    s += `<ellipse cx="0" cy="${n(-len / 2)}" rx="${n(h * 0.07)}" ry="${n(len / 2)}" fill="${colour}" transform="translate(${n(x)} ${n(floorY - potH)}) rotate(${n(a + 90)})"/>`;
  }
  s += polygon(
    [
      [x - h * 0.14, floorY - potH],
      [x + h * 0.14, floorY - potH],
      [x + h * 0.1, floorY],
      [x - h * 0.1, floorY],
    ],
    '#E9EEF2',
  );
  s += rect(x - h * 0.15, floorY - potH - 4, h * 0.3, 6, '#D5DDE4', 'rx="2"');
  return s;
}

/** Options of a brand wall. */
export interface BrandWallOptions {
  /** Line under the logo; empty for none. */
  tagline?: string;
  /** Logo size relative to the default. */
  logoScale?: number;
  /** Where the logo sits: centred, or in the left third (leaving room for a screen). */
  align?: 'center' | 'left';
  /** The navy flow backdrop (default), or a white printed wall with the logo for light backgrounds. */
  tone?: 'dark' | 'light';
}

/**
 * A brand wall: the navy flow backdrop with the logo and an optional line of text, as a nested SVG
 * so its own gradients stay scoped.
 * @param id unique prefix (several walls may share one picture)
 */
export function brandWall(box: Box, id: string, o: BrandWallOptions = {}): string {
  const tagline = o.tagline ?? 'Pumping solutions · 50 Hz & 60 Hz';
  const light = o.tone === 'light';
  const bd = light
    ? {
        defs: `<linearGradient id="${id}-paper" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFFFFF"/><stop offset="1" stop-color="${palette.blue50}"/></linearGradient>`,
        svg:
          rect(0, 0, box.w, box.h, `url(#${id}-paper)`) +
          // A printed water band along the foot of the wall, the light wall's one graphic.
          path(
            `M0 ${n(box.h * 0.78)} C ${n(box.w * 0.3)} ${n(box.h * 0.7)}, ${n(box.w * 0.6)} ${n(box.h * 0.88)}, ${n(box.w)} ${n(box.h * 0.76)} L${n(box.w)} ${n(box.h)} L0 ${n(box.h)} Z`,
            palette.blue500,
            'opacity="0.9"',
          ) +
          path(
            `M0 ${n(box.h * 0.86)} C ${n(box.w * 0.35)} ${n(box.h * 0.8)}, ${n(box.w * 0.65)} ${n(box.h * 0.95)}, ${n(box.w)} ${n(box.h * 0.84)} L${n(box.w)} ${n(box.h)} L0 ${n(box.h)} Z`,
            palette.navy800,
          ),
      }
    : backdrop({ width: box.w, height: box.h, seed: id, id, glow: { x: 0.7, y: 0.4 }, lines: 18 });
  const logo = logoLockup(light ? logoOnLight : logoOnDark, `${id}-logo`);
  const lw = Math.min(box.w * (o.align === 'left' ? 0.34 : 0.62), 420 * (o.logoScale ?? 1) * (box.w / 900));
  const ls = lw / 420;
  const lx = o.align === 'left' ? box.w * 0.06 : (box.w - lw) / 2;
  const ly = box.h * 0.2;
  const tx = lx + lw / 2;
  return (
    `<svg x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" viewBox="0 0 ${n(box.w)} ${n(box.h)}"><defs>${bd.defs}${logo.defs}</defs>${bd.svg}` +
    `<g transform="translate(${n(lx)} ${n(ly)}) scale(${n(ls)})">${logo.svg}</g>` +
    (tagline
      ? text(tx, ly + 122 * ls + box.h * 0.1, tagline, {
          size: Math.max(10, box.h * 0.05),
          fill: light ? palette.slate700 : palette.blue200,
          anchor: 'middle',
          spacing: 1.5,
          family: condensedFamily,
        })
      : '') +
    `</svg>`
  );
}

/** An office or factory building with a grid of windows. */
export function building(
  x: number,
  baseY: number,
  w: number,
  h: number,
  body: string,
  glass: string,
  random: () => number,
  lit = 0.2,
): string {
  let s = rect(x, baseY - h, w, h, body);
  const cols = Math.max(2, Math.round(w / 26));
  const rows = Math.max(2, Math.round(h / 30));
  const cw = w / cols;
  const rh = h / rows;
  for (let r = 0; r < rows - 0.5; r++) {
    for (let c = 0; c < cols; c++) {
      const on = random() < lit;
      s += rect(
        x + c * cw + cw * 0.2,
        baseY - h + r * rh + rh * 0.25,
        cw * 0.6,
        rh * 0.5,
        on ? '#FFE6A8' : glass,
        on ? 'opacity="0.9"' : '',
      );
    }
  }
  return s;
}

/** A simple tree: trunk and layered crown. */
export function tree(x: number, baseY: number, h: number, tone = 0): string {
  const crown = [palette.leafDark, palette.leaf, palette.leafLight];
  return (
    rect(x - h * 0.04, baseY - h * 0.45, h * 0.08, h * 0.45, '#6E5034') +
    circle(x, baseY - h * 0.62, h * 0.3, crown[(0 + tone) % 3]!) +
    circle(x - h * 0.16, baseY - h * 0.52, h * 0.2, crown[(1 + tone) % 3]!) +
    circle(x + h * 0.17, baseY - h * 0.5, h * 0.19, crown[(2 + tone) % 3]!)
  );
}

/** A horizontal band of distant hills. */
export function hills(y: number, w: number, amp: number, colour: string, seed: () => number, opacity = 1): string {
  const pts: string[] = [];
  const o1 = seed() * 6;
  const o2 = seed() * 6;
  for (let x = 0; x <= w; x += 30)
    pts.push(`${n(x)},${n(y - amp * (0.6 + 0.4 * Math.sin(x / 170 + o1)) - amp * 0.3 * Math.sin(x / 61 + o2))}`);
  return `<polygon points="0,${n(y + 2)} ${pts.join(' ')} ${n(w)},${n(y + 2)}" fill="${colour}" opacity="${n(opacity)}"/>`;
}

/** Exhibition-hall roof truss across the top of a picture. */
export function truss(y: number, w: number, colour = '#3A4654'): string {
  let s = rect(0, y, w, 4, colour) + rect(0, y + 26, w, 4, colour);
  s += times(Math.ceil(w / 30), (i) =>
    path(
      `M${i * 30} ${y + 2}L${i * 30 + 15} ${y + 28}L${i * 30 + 30} ${y + 2}`,
      'none',
      `stroke="${colour}" stroke-width="2"`,
    ),
  );
  return s;
}

/** A flat-screen display on a wall or stand showing a miniature curve chart. */
export function screen(x: number, y: number, w: number, h: number): string {
  let s = rect(x - 6, y - 6, w + 12, h + 12, '#11161C', 'rx="6"');
  s += rect(x, y, w, h, palette.navy800);
  s += rect(x, y, w, h * 0.22, palette.navy700);
  s += rect(x + w * 0.06, y + h * 0.07, w * 0.3, h * 0.08, '#ffffff', 'opacity="0.8" rx="2"');
  for (let i = 0; i < 3; i++) {
    const h0 = h * (0.35 + i * 0.12);
    s += path(
      `M${n(x + w * 0.08)} ${n(y + h0)} Q ${n(x + w * (0.45 + i * 0.12))} ${n(y + h0 - h * 0.05)} ${n(x + w * (0.6 + i * 0.12))} ${n(y + h * 0.88)}`,
      'none',
      `stroke="${[palette.blue300, palette.blue400, palette.accent][i]}" stroke-width="${n(Math.max(1.5, w * 0.012))}"`,
    );
  }
  return s;
}
