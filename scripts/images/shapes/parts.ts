import { palette } from '../palette';
import { circle, edge, line, mat, n, part, path, rect, times } from '../svg';

/**
 * Machine parts shared by several product drawings (surface motors, flanges, threaded ports,
 * cables). All are drawn side-on in the drawing's own units; each function takes the top-left of
 * the part's main body so that callers can lay products out like an assembly drawing.
 */

/** Options of a totally enclosed fan-cooled (TEFC) surface motor. */
export interface TefcOptions {
  /** Top-left of the finned body (excluding fan cover and terminal box). */
  x: number;
  y: number;
  /** Overall length including the fan cover, in drawing units. */
  length: number;
  /** Frame diameter (body height). */
  diameter: number;
  /** Side the fan cover is on. */
  fan: 'left' | 'right';
  /** Draw mounting feet under the body. */
  feet?: boolean;
}

/**
 * Horizontal TEFC motor: axial cooling fins, ventilated fan cover, terminal box on top, optional feet.
 * Returns the SVG; the shaft end is the side opposite the fan, at the body's centre line.
 */
export function tefcMotorH(o: TefcOptions): string {
  const { x, y, length: L, diameter: D } = o;
  const fanLen = Math.min(L * 0.2, D * 0.55);
  const bodyX = o.fan === 'left' ? x + fanLen : x;
  const bodyLen = L - fanLen;
  const fanX = o.fan === 'left' ? x : x + bodyLen;
  let s = '';
  if (o.feet !== false) {
    // Feet first so the body overlaps their top edge.
    const footW = bodyLen * 0.16;
    for (const t of [0.2, 0.8]) {
      const fx = bodyX + bodyLen * t - footW / 2;
      s += path(
        `M${n(fx)} ${n(y + D * 0.8)} L${n(fx + footW)} ${n(y + D * 0.8)} L${n(fx + footW + 8)} ${n(y + D * 1.12)} L${n(fx - 8)} ${n(y + D * 1.12)} Z`,
        mat('navy', 'h'),
        edge,
      );
    }
  }
  // Fan cover: rounded at the free end, with rows of ventilation slots.
  const coverH = D * 0.9;
  const coverY = y + (D - coverH) / 2;
  s += part(fanX - (o.fan === 'left' ? 0 : 4), coverY, fanLen + 4, coverH, mat('paint', 'h'), Math.min(14, fanLen / 3));
  const slotX0 = o.fan === 'left' ? fanX + 6 : fanX + fanLen - 16;
  s += times(5, (i) =>
    rect(slotX0, coverY + coverH * (0.18 + i * 0.15), 10, coverH * 0.07, palette.navy950, 'rx="2" opacity="0.75"'),
  );
  // Finned body.
  s += part(bodyX, y, bodyLen, D, mat('paint', 'h'), 5);
  const fins = Math.max(6, Math.round(D / 14));
  s += times(fins - 1, (i) => {
    const fy = y + (D * (i + 1)) / fins;
    return (
      line(bodyX + 10, fy, bodyX + bodyLen - 10, fy, palette.navy950, 1.4, 'opacity="0.35"') +
      line(bodyX + 10, fy + 1.6, bodyX + bodyLen - 10, fy + 1.6, '#ffffff', 1, 'opacity="0.18"')
    );
  });
  // End shields: slightly shorter bands at both ends of the body.
  const shieldW = Math.max(8, bodyLen * 0.05);
  s += part(bodyX - 2, y + D * 0.05, shieldW, D * 0.9, mat('paint', 'h'), 3);
  s += part(bodyX + bodyLen - shieldW + 2, y + D * 0.05, shieldW, D * 0.9, mat('paint', 'h'), 3);
  // Terminal box on top, just off centre, with a cable gland.
  const tbW = bodyLen * 0.26;
  const tbX = bodyX + bodyLen * 0.42;
  s += part(tbX, y - D * 0.2, tbW, D * 0.24, mat('paint', 'h'), 3);
  s += part(tbX - 3, y - D * 0.24, tbW + 6, D * 0.06, mat('navy', 'h'), 2);
  s += part(tbX + tbW, y - D * 0.12, 10, D * 0.09, mat('steeldark', 'h'), 2);
  // Rating plate.
  s += rect(tbX + tbW * 0.05, y + D * 0.3, tbW * 0.9, D * 0.22, '#E9EEF2', `rx="2" opacity="0.9" ${edge}`);
  s += times(3, (i) =>
    line(
      tbX + tbW * 0.15,
      y + D * (0.36 + i * 0.05),
      tbX + tbW * 0.85,
      y + D * (0.36 + i * 0.05),
      palette.slate500,
      1,
      'opacity="0.6"',
    ),
  );
  return s;
}

/**
 * Vertical TEFC motor standing on its flange: fins run vertically, fan cover on top.
 * (x, y) is the top-left of the finned body; `length` is the body height plus the cover.
 */
export function tefcMotorV(x: number, y: number, length: number, diameter: number): string {
  const D = diameter;
  const coverLen = Math.min(length * 0.22, D * 0.5);
  const bodyLen = length - coverLen;
  const bodyY = y + coverLen;
  let s = '';
  s += part(x + D * 0.05, y, D * 0.9, coverLen + 6, mat('paint', 'v'), Math.min(16, coverLen / 2.5));
  s += times(4, (i) =>
    rect(
      x + D * (0.2 + i * 0.17),
      y + coverLen * 0.25,
      D * 0.08,
      coverLen * 0.45,
      palette.navy950,
      'rx="2" opacity="0.7"',
    ),
  );
  s += part(x, bodyY, D, bodyLen, mat('paint', 'v'), 5);
  const fins = Math.max(6, Math.round(D / 14));
  s += times(fins - 1, (i) => {
    const fx = x + (D * (i + 1)) / fins;
    return (
      line(fx, bodyY + 10, fx, bodyY + bodyLen - 10, palette.navy950, 1.4, 'opacity="0.35"') +
      line(fx + 1.6, bodyY + 10, fx + 1.6, bodyY + bodyLen - 10, '#ffffff', 1, 'opacity="0.18"')
    );
  });
  // Mounting flange at the bottom.
  s += part(x - D * 0.06, bodyY + bodyLen - 4, D * 1.12, D * 0.1, mat('paint', 'h'), 3);
  // Terminal box on the right side.
  s += part(x + D - 2, bodyY + bodyLen * 0.3, D * 0.26, bodyLen * 0.3, mat('paint', 'v'), 3);
  s += part(x + D + D * 0.22, bodyY + bodyLen * 0.5, 8, D * 0.1, mat('steeldark', 'v'), 2);
  s += rect(x + D * 0.22, bodyY + bodyLen * 0.32, D * 0.5, bodyLen * 0.2, '#E9EEF2', `rx="2" opacity="0.9" ${edge}`);
  return s;
}

/** Flange seen edge-on (a bolted pipe end): vertical when `orient` is 'v' (pipe runs horizontally). */
export function flangeEdge(
  cx: number,
  cy: number,
  span: number,
  thick: number,
  orient: 'v' | 'h',
  material = 'paint',
): string {
  if (orient === 'v') {
    return (
      part(cx - thick / 2, cy - span / 2, thick, span, mat(material, 'v'), 2) +
      part(cx + thick / 2, cy - span * 0.42, 4, span * 0.1, mat('steeldark', 'v'), 1) +
      part(cx + thick / 2, cy + span * 0.32, 4, span * 0.1, mat('steeldark', 'v'), 1)
    );
  }
  return (
    part(cx - span / 2, cy - thick / 2, span, thick, mat(material, 'h'), 2) +
    part(cx - span * 0.42, cy - thick / 2 - 4, span * 0.1, 4, mat('steeldark', 'h'), 1) +
    part(cx + span * 0.32, cy - thick / 2 - 4, span * 0.1, 4, mat('steeldark', 'h'), 1)
  );
}

/** Flange seen face-on: ring, bolt circle and dark bore. */
export function flangeFace(cx: number, cy: number, r: number, bolts = 8): string {
  let s = circle(cx, cy, r, mat('paint', 'v'), edge);
  s += circle(cx, cy, r * 0.62, palette.navy950, `${edge}`);
  s += circle(
    cx,
    cy,
    r * 0.62,
    'none',
    `stroke="${palette.slate300}" stroke-opacity="0.35" stroke-width="${n(r * 0.06)}"`,
  );
  s += times(bolts, (i) => {
    const a = (i / bolts) * Math.PI * 2 + Math.PI / bolts;
    return circle(cx + Math.cos(a) * r * 0.81, cy + Math.sin(a) * r * 0.81, r * 0.07, mat('steel', 'v'), edge);
  });
  return s;
}

/** Threaded port stub (e.g. a booster outlet), horizontal or vertical, with thread lines. */
export function threadedPort(x: number, y: number, w: number, h: number, dir: 'h' | 'v', material = 'steel'): string {
  let s = part(x, y, w, h, mat(material, dir === 'h' ? 'h' : 'v'), 2);
  if (dir === 'h') {
    const count = Math.floor(w / 5);
    s += times(count, (i) =>
      line(x + 3 + i * 5, y + 1, x + 3 + i * 5 + 2, y + h - 1, palette.slate700, 0.8, 'opacity="0.45"'),
    );
  } else {
    const count = Math.floor(h / 5);
    s += times(count, (i) =>
      line(x + 1, y + 3 + i * 5, x + w - 1, y + 3 + i * 5 + 2, palette.slate700, 0.8, 'opacity="0.45"'),
    );
  }
  return s;
}

/** Rubber-sheathed cable along a path: a dark stroke with a thin highlight for a glossy look. */
export function cable(d: string, width: number): string {
  return (
    path(d, 'none', `stroke="#141B22" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"`) +
    path(
      d,
      'none',
      `stroke="#5C6873" stroke-width="${n(Math.max(1, width * 0.22))}" stroke-linecap="round" opacity="0.7" transform="translate(0 ${n(-width * 0.22)})"`,
    )
  );
}

/** Coupling guard between a motor and a pump (safety-orange, the picture's one warm accent). */
export function couplingGuard(x: number, y: number, w: number, h: number): string {
  return (
    part(x, y, w, h, mat('accent', 'h'), Math.min(10, h / 4)) +
    times(Math.max(2, Math.floor(w / 14)), (i) =>
      rect(x + 6 + i * 14, y + h * 0.25, 6, h * 0.5, palette.accentDark, 'rx="2" opacity="0.55"'),
    )
  );
}

/** Flat steel baseplate (channel section) under a pump set. */
export function baseplate(x: number, y: number, w: number, h: number): string {
  return (
    part(x, y, w, h, mat('navy', 'h'), 3) +
    rect(x + 4, y + h * 0.22, w - 8, 2, '#ffffff', 'opacity="0.16"') +
    times(4, (i) => circle(x + w * (0.08 + i * 0.28), y + h * 0.62, h * 0.14, mat('steel', 'v'), edge))
  );
}

/**
 * A rating plate with the brand's drop mark and two bars standing for its print, in the box
 * (x, y, w, h). Pictures carry no words (issue 15, item 12): a label baked into a picture cannot be
 * read at card size, translated or corrected, so the plate only shows where the real one sits.
 * @param plate plate colour; light plates get navy print, dark plates white print
 */
export function nameplate(x: number, y: number, w: number, h: number, plate: string = palette.navy800): string {
  const light = /^#(?:E|F)/i.test(plate);
  const ink = light ? palette.navy800 : '#ffffff';
  const mark = h * 0.62;
  const scale = mark / 120;
  const mx = x + h * 0.22;
  const my = y + (h - mark) / 2;
  const drop = `<path d="M50 2C62 20 96 42 96 72A46 46 0 0 1 4 72C4 42 38 20 50 2Z" fill="${light ? palette.blue500 : ink}" transform="translate(${n(mx)} ${n(my)}) scale(${n(scale)})"/>`;
  const barX = mx + mark * 0.95 + h * 0.12;
  const barW = Math.max(0, x + w - barX - h * 0.2);
  return (
    rect(x, y, w, h, plate, `rx="${n(Math.min(3, h * 0.12))}" ${edge}`) +
    drop +
    rect(barX, y + h * 0.3, barW, h * 0.13, ink, 'rx="1" opacity="0.85"') +
    rect(barX, y + h * 0.57, barW * 0.7, h * 0.1, ink, 'rx="1" opacity="0.5"')
  );
}
