import { ghostProduct } from './banners';
import { backdrop } from './flow';
import { kitDefs, person, randomPerson } from './scene-kit';
import { eventScene, photoDefs } from './scenes-events';
import { showroom } from './scenes-gallery';
import { circle, n, rect, rng, svgDocument } from './svg';

/**
 * Animated scenes for the local videos, as functions of time. The video script renders their frames
 * and encodes them; the image generator renders frame 0 as the matching poster, so a poster always
 * shows the video's first frame. Design space: 1280×720 for the hero, 1200×800 (cropped to 16:9) for
 * the gallery videos, whose scenes are the gallery's showroom and event stand.
 */

/** One video. */
export interface VideoScene {
  /** File name without extension under public/media/, also the poster's `{name}-poster`. */
  name: string;
  /** Length in seconds. */
  seconds: number;
  /** Whether the last frame must flow into the first (the hero loops). */
  loop: boolean;
  /**
   * The frame at time `t` (0 ≤ t < 1 of the length) as a complete SVG document of `width`×`height` px.
   */
  frame: (t: number, width: number, height: number) => string;
}

/**
 * The home hero: navy flow lines drifting over the gradient, a pale pump silhouette that floats,
 * and bubbles rising. Every motion completes whole cycles in the loop so that it is seamless.
 */
function heroFrame(t: number, width: number, height: number): string {
  const W = 1280;
  const H = 720;
  const phase = t * Math.PI * 2;
  const bd = backdrop({ width: W, height: H, seed: 'hero', phase, glow: { x: 0.74, y: 0.5 } });
  const bob = Math.sin(phase) * 6;
  const ghost = `<g transform="translate(0 ${n(bob)})">${ghostProduct('borehole-pump', { x: 760, y: 170, w: 470, h: 380 }, 0.22, 6)}</g>`;
  const random = rng('hero-bubbles');
  let bubbles = '';
  for (let i = 0; i < 34; i++) {
    const x0 = 640 + random() * 620;
    const cycles = 1 + Math.floor(random() * 2);
    const offset = random();
    const r = 2 + random() * 5;
    const y = H + 20 - ((t * cycles + offset) % 1) * (H + 40);
    const x = x0 + Math.sin(phase * 2 * cycles + offset * 6) * 8;
    bubbles += circle(x, y, r, 'none', `stroke="#ffffff" stroke-width="1.2" opacity="${n(0.12 + (r / 7) * 0.2)}"`);
  }
  return svgDocument({ width, height, viewWidth: W, viewHeight: H, defs: bd.defs, body: bd.svg + ghost + bubbles });
}

/** A camera move over a 1200×800 scene: zoom from `z0` to `z1`, focal point drifting from `f0` to `f1` (0..1). */
function camera(t: number, z0: number, z1: number, f0: [number, number], f1: [number, number]): string {
  const e = t * t * (3 - 2 * t);
  const zoom = z0 + (z1 - z0) * e;
  const fx = f0[0] + (f1[0] - f0[0]) * e;
  const fy = f0[1] + (f1[1] - f0[1]) * e;
  const tx = -fx * (zoom - 1) * 1200;
  const ty = -fy * (zoom - 1) * 800;
  return `translate(${n(tx)} ${n(ty)}) scale(${n(zoom)})`;
}

/** A showroom walk-through: the vanishing point moves (the camera trucks) while visitors stroll. */
function showroomFrame(
  seed: string,
  windows: 'arch' | 'square' | 'none',
  view0: number,
  view1: number,
  extra: { shelves?: boolean; zoom?: [number, number] } = {},
) {
  return (t: number, width: number, height: number): string => {
    const room = showroom({
      seed,
      windows,
      view: view0 + (view1 - view0) * t,
      visitors: 3,
      time: t,
      shelves: extra.shelves,
    });
    const [z0, z1] = extra.zoom ?? [1.04, 1.1];
    const body =
      `<g transform="${camera(t, z0, z1, [0.5, 0.5], [0.5, 0.45])}">${room.svg}</g>` +
      rect(0, 0, 1200, 800, 'url(#ph-vignette)');
    return svgDocument({ width, height, viewWidth: 1200, viewHeight: 800, defs: room.defs + photoDefs(), body });
  };
}

/** The Milan stand: a slow push-in while visitors walk past in the foreground. */
function milanoFrame(t: number, width: number, height: number): string {
  const scene = eventScene('milano2024', 1, {
    composition: 'stand-front',
    alt: 'Kavex exhibition booth in Milan with submersible pumps and motors',
  });
  const random = rng('milano-walkers');
  let walkers = '';
  for (let i = 0; i < 3; i++) {
    const st = randomPerson(random);
    const dir = i % 2 ? -1 : 1;
    const start = random() * 1200;
    const x = ((((start + dir * t * (260 + i * 80)) % 1400) + 1400) % 1400) - 100;
    const y = 800 + i * 25;
    walkers += person(x, y, 380 + i * 30, st, dir < 0);
  }
  const body =
    `<g transform="${camera(t, 1.0, 1.12, [0.5, 0.4], [0.55, 0.35])}">${scene.svg}${walkers}</g>` +
    rect(0, 0, 1200, 800, 'url(#ph-vignette)');
  return svgDocument({
    width,
    height,
    viewWidth: 1200,
    viewHeight: 800,
    defs: scene.defs + kitDefs() + photoDefs(),
    body,
  });
}

/** Every local video, by name. */
export const videoScenes: Record<string, VideoScene> = {
  hero: { name: 'hero', seconds: 7, loop: true, frame: heroFrame },
  'showroom-kenya': {
    name: 'showroom-kenya',
    seconds: 4,
    loop: false,
    frame: showroomFrame('showroom-kenya', 'none', -0.6, 0.3),
  },
  'milano-event': { name: 'milano-event', seconds: 4, loop: false, frame: milanoFrame },
  'showroom-morocco-1': {
    name: 'showroom-morocco-1',
    seconds: 4,
    loop: false,
    frame: showroomFrame('showroom-morocco-1', 'arch', 0.6, -0.3),
  },
  'showroom-morocco-2': {
    name: 'showroom-morocco-2',
    seconds: 4,
    loop: false,
    frame: showroomFrame('showroom-morocco-2', 'arch', 0, 0.1, { shelves: true, zoom: [1.0, 1.16] }),
  },
};

/** The poster of a video: its first frame. */
export function posterPicture(name: string, width: number, height: number): string | undefined {
  return videoScenes[name]?.frame(0, width, height);
}
