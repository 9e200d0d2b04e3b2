import { palette } from './palette';
import { linearUser, n, radialUser, rect, rng } from './svg';

/**
 * The house backdrop: a deep navy-to-blue gradient crossed by slow, layered water/flow lines.
 * Banners, dark page pictures, video posters and the hero video all use it, so the site's dark
 * surfaces share one texture. `phase` (radians) moves the waves; every line advances by a whole
 * number of periods per 2π, so frames at phase 0 and 2π are identical and a video loops seamlessly.
 */

/** Options of the backdrop. */
export interface BackdropOptions {
  width: number;
  height: number;
  /** Seed so that each banner gets its own arrangement of lines. */
  seed: string;
  /** Wave phase in radians (0 for stills). */
  phase?: number;
  /** Line count; defaults scale with the height. */
  lines?: number;
  /** Where the lighter glow sits, as fractions of width and height. */
  glow?: { x: number; y: number };
  /** Prefix for gradient ids when several backdrops share a document. */
  id?: string;
}

/** Backdrop defs and body. */
export function backdrop(o: BackdropOptions): { defs: string; svg: string } {
  const id = o.id ?? 'bd';
  const { width: W, height: H } = o;
  const random = rng(o.seed);
  const phase = o.phase ?? 0;
  const glow = o.glow ?? { x: 0.78, y: 0.45 };
  const defs =
    linearUser(
      `${id}-bg`,
      [
        [0, palette.navy950],
        [0.45, palette.navy900],
        [1, '#134A86'],
      ],
      0,
      0,
      W,
      H * 0.6,
    ) +
    radialUser(
      `${id}-glow`,
      [
        [0, palette.blue500, 0.45],
        [0.55, palette.blue600, 0.12],
        [1, palette.blue600, 0],
      ],
      W * glow.x,
      H * glow.y,
      Math.max(W, H) * 0.55,
    ) +
    linearUser(
      `${id}-shade`,
      [
        [0, palette.navy950, 0.55],
        [0.5, palette.navy950, 0],
      ],
      0,
      0,
      W * 0.6,
      0,
    );
  let svg = rect(0, 0, W, H, `url(#${id}-bg)`) + rect(0, 0, W, H, `url(#${id}-glow)`);

  // Broad translucent ribbons give depth behind the fine lines.
  for (let r = 0; r < 3; r++) {
    const base = H * (0.35 + r * 0.2 + random() * 0.08);
    const amp = H * (0.05 + random() * 0.06);
    const len = W * (0.7 + random() * 0.5);
    const k = 1 + (r % 2);
    const off = random() * Math.PI * 2;
    const top: string[] = [];
    const bottom: string[] = [];
    for (let x = -40; x <= W + 40; x += 40) {
      const y = base + amp * Math.sin((2 * Math.PI * x) / len + off - k * phase);
      top.push(`${n(x)},${n(y)}`);
      bottom.unshift(
        `${n(x)},${n(y + H * (0.08 + 0.04 * Math.sin((2 * Math.PI * x) / (len * 0.7) + off + k * phase)))}`,
      );
    }
    svg += `<polygon points="${top.join(' ')} ${bottom.join(' ')}" fill="${palette.blue400}" opacity="${n(0.05 + r * 0.015)}"/>`;
  }

  // Fine flow lines gathered in a bundle that rises gently and fans out to the right, like a stream
  // leaving a nozzle; each line adds its own two harmonics so the bundle never looks combed.
  const count = o.lines ?? Math.round(14 + H / 50);
  const rise = 0.16 + random() * 0.1;
  for (let i = 0; i < count; i++) {
    const t = i / Math.max(1, count - 1);
    const a1 = H * (0.01 + random() * 0.025);
    const a2 = H * (0.005 + random() * 0.012);
    const l1 = W * (0.45 + random() * 0.5);
    const l2 = W * (0.16 + random() * 0.18);
    const o1 = random() * Math.PI * 2;
    const o2 = random() * Math.PI * 2;
    const k1 = 1 + Math.floor(random() * 2);
    const k2 = 2 + Math.floor(random() * 2);
    const pts: string[] = [];
    for (let x = -20; x <= W + 20; x += 24) {
      const u = Math.min(1, Math.max(0, x / W));
      const ease = u * u * (3 - 2 * u);
      const centre = H * (0.66 - rise * ease * 2) + H * 0.04 * Math.sin(2 * Math.PI * u + o1 * 0.1 - phase);
      const spread = H * (0.16 + 0.5 * ease);
      const y =
        centre +
        (t - 0.5) * spread +
        a1 * Math.sin((2 * Math.PI * x) / l1 + o1 - k1 * phase) +
        a2 * Math.sin((2 * Math.PI * x) / l2 + o2 - k2 * phase);
      pts.push(`${n(x)},${n(y)}`);
    }
    const centreWeight = 1 - Math.abs(t - 0.5) * 1.5;
    const opacity = 0.06 + 0.22 * Math.max(0, centreWeight) * (0.45 + random() * 0.55);
    const colour = random() < 0.35 ? palette.blue300 : '#ffffff';
    svg += `<polyline points="${pts.join(' ')}" fill="none" stroke="${colour}" stroke-width="${n(0.8 + random() * 1.6)}" opacity="${n(opacity)}"/>`;
  }
  // A few stray lines above and below keep the edges from looking empty.
  for (let i = 0; i < 4; i++) {
    const base = i < 2 ? H * (0.1 + random() * 0.15) : H * (0.85 + random() * 0.1);
    const amp = H * (0.015 + random() * 0.02);
    const len = W * (0.4 + random() * 0.4);
    const off = random() * Math.PI * 2;
    const pts: string[] = [];
    for (let x = -20; x <= W + 20; x += 32)
      pts.push(`${n(x)},${n(base + amp * Math.sin((2 * Math.PI * x) / len + off - phase))}`);
    svg += `<polyline points="${pts.join(' ')}" fill="none" stroke="#ffffff" stroke-width="1" opacity="0.07"/>`;
  }
  // Darken the left so overlaid titles stay readable.
  svg += rect(0, 0, W, H, `url(#${id}-shade)`);
  return { defs, svg };
}
