import { fontFamily, palette } from './palette';

/**
 * Small helpers for building SVG strings by hand. Pictures are authored in a fixed design space
 * (the `viewBox`) and rasterised at the output size, so one recipe serves a 1920×1080 poster and its
 * 1280×720 video frame alike.
 */

/** Rounds to two decimals so that generated SVG stays short and diff-stable. */
export function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** Escapes text for use inside SVG text nodes and attribute values. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A vector fragment in its own coordinate system (origin top-left, `width`×`height` units). */
export interface Drawing {
  width: number;
  height: number;
  svg: string;
  /** For shafted machines drawn lying down: height of the centre line, so callers can align pipes to it. */
  axisY?: number;
}

/** A rectangle in design units. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Places a drawing inside a box, scaled to fit without distortion.
 * @param align where spare room goes: 'center' centres, 'bottom' stands the drawing on the box floor.
 * @param maxScale cap so small drawings are not blown up past their detail level.
 */
export function fit(drawing: Drawing, box: Box, align: 'center' | 'bottom' = 'center', maxScale = Infinity): string {
  const scale = Math.min(box.w / drawing.width, box.h / drawing.height, maxScale);
  const w = drawing.width * scale;
  const h = drawing.height * scale;
  const x = box.x + (box.w - w) / 2;
  const y = align === 'bottom' ? box.y + box.h - h : box.y + (box.h - h) / 2;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${Math.round(scale * 10000) / 10000})">${drawing.svg}</g>`;
}

/** Deterministic pseudo-random numbers from a string seed (mulberry32 over an FNV-1a hash). */
export function rng(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks one element with a random source. */
export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length) % items.length]!;
}

/** Linear interpolation. */
export function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

/** Mixes two #rrggbb colours; `t` = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (shift: number) => Math.round(lerp((pa >> shift) & 255, (pb >> shift) & 255, t));
  return `#${((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1)}`;
}

/** Gradient stop list: [offset 0..1, colour, opacity?]. */
export type Stops = readonly (readonly [number, string] | readonly [number, string, number])[];

function stopTags(stops: Stops): string {
  return stops
    .map(([o, c, a]) => `<stop offset="${n(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${n(a)}"`}/>`)
    .join('');
}

/** Linear gradient definition; direction in objectBoundingBox units (default top to bottom). */
export function linear(id: string, stops: Stops, dir: [number, number, number, number] = [0, 0, 0, 1]): string {
  const [x1, y1, x2, y2] = dir;
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopTags(stops)}</linearGradient>`;
}

/** Linear gradient in user space (for backgrounds whose shading must not follow each shape). */
export function linearUser(id: string, stops: Stops, x1: number, y1: number, x2: number, y2: number): string {
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stopTags(stops)}</linearGradient>`;
}

/** Radial gradient in user space. */
export function radialUser(id: string, stops: Stops, cx: number, cy: number, r: number): string {
  return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stopTags(stops)}</radialGradient>`;
}

/**
 * Materials shared by every drawing, as objectBoundingBox gradients so that any rectangle filled with
 * `url(#m-steel-h)` reads as a lit horizontal cylinder (highlight in the upper third, darker underside)
 * and `-v` as a vertical one (light from the upper left). One id scheme keeps drawings composable.
 */
const materialStops: Record<string, Stops> = {
  steel: [
    [0, '#7E8B97'],
    [0.22, '#EEF2F5'],
    [0.38, '#FFFFFF'],
    [0.55, '#C9D2DA'],
    [0.85, '#8D99A5'],
    [1, '#6E7B88'],
  ],
  steeldark: [
    [0, '#56626E'],
    [0.3, '#B7C1CA'],
    [0.5, '#98A4AF'],
    [1, '#4D5966'],
  ],
  paint: [
    [0, '#0E3A6B'],
    [0.25, '#4B8FD6'],
    [0.42, '#2F73BE'],
    [0.8, '#164B8A'],
    [1, '#0D325D'],
  ],
  navy: [
    [0, '#091B33'],
    [0.3, '#2B4D78'],
    [0.5, '#1A3A62'],
    [1, '#081830'],
  ],
  brass: [
    [0, '#7A5A1E'],
    [0.3, '#F0D68D'],
    [0.55, '#C49A45'],
    [1, '#6E5018'],
  ],
  rubber: [
    [0, '#0E1318'],
    [0.35, '#4A5560'],
    [0.6, '#222A32'],
    [1, '#0B0F13'],
  ],
  pvc: [
    [0, '#A9B7C4'],
    [0.3, '#F7F9FB'],
    [0.6, '#DCE3EA'],
    [1, '#9AA9B7'],
  ],
  pvcblue: [
    [0, '#0F4C8A'],
    [0.3, '#5FA6E6'],
    [0.6, '#2C7CC8'],
    [1, '#0E3F73'],
  ],
  accent: [
    [0, '#B35A0A'],
    [0.3, '#FFB060'],
    [0.6, '#F08A24'],
    [1, '#A84F06'],
  ],
  cabinet: [
    [0, '#E4E8EB'],
    [0.5, '#F4F6F7'],
    [1, '#CDD3D8'],
  ],
};

/** `<defs>` content every document gets: material gradients and the soft-shadow filter. */
export function materialDefs(): string {
  const grads = Object.entries(materialStops)
    .map(([name, stops]) => linear(`m-${name}-h`, stops, [0, 0, 0, 1]) + linear(`m-${name}-v`, stops, [0, 0, 1, 0]))
    .join('');
  // Shadows are blurred ellipses; the generous filter region stops the blur being clipped square.
  const filters =
    '<filter id="f-blur8" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="8"/></filter>' +
    '<filter id="f-blur3" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="3"/></filter>' +
    '<filter id="f-blur24" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="24"/></filter>' +
    // Turns any drawing into a pale-blue ghost with its shading kept (banner silhouettes).
    '<filter id="f-ghost" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="0.25 0.25 0.25 0 0.45  0.3 0.3 0.3 0 0.55  0.3 0.3 0.3 0 0.7  0 0 0 1 0"/></filter>';
  return grads + filters;
}

/** A material fill reference, e.g. `mat('steel','h')`. */
export function mat(name: keyof typeof materialStops | string, dir: 'h' | 'v'): string {
  return `url(#m-${name}-${dir})`;
}

/** Thin outline shared by all machine parts so that flat shapes keep a crisp technical edge. */
export const edge = `stroke="${palette.slate700}" stroke-opacity="0.45" stroke-width="1.2"`;

/** Rectangle filled with a material (a cylinder seen side-on when the material runs across it). */
export function part(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}" ${edge}${extra ? ' ' + extra : ''}/>`;
}

/** Plain rectangle without outline. */
export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

/** Circle. */
export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

/** Straight line. */
export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 1, extra = ''): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${extra ? ' ' + extra : ''}/>`;
}

/** Path from a `d` string. */
export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

/** Polygon from points. */
export function polygon(points: readonly (readonly [number, number])[], fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

/** Text options. */
export interface TextOptions {
  size: number;
  fill?: string;
  weight?: number | 'bold' | 'normal';
  anchor?: 'start' | 'middle' | 'end';
  family?: string;
  spacing?: number;
  opacity?: number;
  extra?: string;
}

/** Text node with the house font stack. */
export function text(x: number, y: number, content: string, o: TextOptions): string {
  const attrs = [
    `x="${n(x)}"`,
    `y="${n(y)}"`,
    `font-family="${esc(o.family ?? fontFamily)}"`,
    `font-size="${n(o.size)}"`,
    `fill="${o.fill ?? palette.ink}"`,
    o.weight !== undefined ? `font-weight="${o.weight}"` : '',
    o.anchor && o.anchor !== 'start' ? `text-anchor="${o.anchor}"` : '',
    o.spacing ? `letter-spacing="${n(o.spacing)}"` : '',
    o.opacity !== undefined ? `opacity="${n(o.opacity)}"` : '',
    o.extra ?? '',
  ].filter(Boolean);
  return `<text ${attrs.join(' ')}>${esc(content)}</text>`;
}

/** Repeats `fn(i)` for i in [0, count). */
export function times(count: number, fn: (i: number) => string): string {
  let out = '';
  for (let i = 0; i < count; i++) out += fn(i);
  return out;
}

/** Soft elliptical floor shadow under an object. */
export function floorShadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.22): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${palette.navy900}" opacity="${n(opacity)}" filter="url(#f-blur8)"/>`;
}

/** Options of a whole SVG document. */
export interface DocumentOptions {
  /** Output size in px. */
  width: number;
  height: number;
  /** Design space; defaults to the output size. */
  viewWidth?: number;
  viewHeight?: number;
  /** Extra `<defs>` content (gradients specific to the picture). */
  defs?: string;
  /**
   * When the output aspect differs from the design space: 'slice' fills and crops the edges
   * (scenes designed at 3:2 reused at 16:9 or 4:3), 'meet' letterboxes. Default 'slice'.
   */
  aspect?: 'slice' | 'meet';
  body: string;
}

/** Wraps a body into a complete SVG document with the shared material defs. */
export function svgDocument(o: DocumentOptions): string {
  const vw = o.viewWidth ?? o.width;
  const vh = o.viewHeight ?? o.height;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${o.width}" height="${o.height}" viewBox="0 0 ${vw} ${vh}" preserveAspectRatio="xMidYMid ${o.aspect ?? 'slice'}">` +
    `<defs>${materialDefs()}${o.defs ?? ''}</defs>${o.body}</svg>`
  );
}

/** Wraps words of `content` into lines of at most `maxChars` characters. */
export function wrapText(content: string, maxChars: number, maxLines = 4): string[] {
  const words = content.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    if (current && (current + ' ' + word).length > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = current ? current + ' ' + word : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = kept[maxLines - 1]!.replace(/\s*\S*$/, '') + '…';
    return kept;
  }
  return lines;
}
