import { logoLockup, logoOnDark } from './brand';
import { ghostProduct } from './banners';
import { backdrop } from './flow';
import { mentions, productsIn } from './hints';
import { palette } from './palette';
import { kitDefs, person, randomPerson, spotlight } from './scene-kit';
import { eventScene, photoDefs, photoFinish, sceneSize } from './scenes-events';
import { installation } from './scenes-gallery';
import {
  boreholeSection,
  buildingsScene,
  industrialScene,
  irrigationScene,
  pitchScene,
  plantRoom,
  residentialScene,
  solarScene,
  wasteWaterScene,
  type Scene,
} from './scenes-places';
import { drawProduct, type ProductKind } from './shapes';
import { circle, floorShadow, linearUser, n, path, polygon, radialUser, rect, rng, svgDocument, times } from './svg';

/**
 * Industry tiles (800×600), blog covers (1200×675) and page pictures (1920×1080 banners and posters,
 * 1200×800 section pictures). All are drawn in the 1200×800 scene space and cropped to the output
 * aspect around the centre, except the dark page banners which are drawn at their own size.
 */

const W = sceneSize.width;
const H = sceneSize.height;

/** Wraps a scene as a framed photo document. */
function photo(scene: Scene, seed: string, width: number, height: number): string {
  const random = rng(seed);
  return svgDocument({
    width,
    height,
    viewWidth: W,
    viewHeight: H,
    defs: kitDefs() + photoDefs() + scene.defs,
    body: photoFinish(scene.svg, random),
  });
}

/** The scene for an industry, from keywords in its slug or name. */
function industryScene(slug: string, random: () => number): Scene {
  if (/irrig|agri|farm/i.test(slug)) return irrigationScene(random);
  if (/solar/i.test(slug)) return solarScene(random);
  if (/waste|sewage|drain/i.test(slug)) return wasteWaterScene(random);
  if (/resid|home|domestic/i.test(slug)) return residentialScene(random);
  if (/indus|process|mining/i.test(slug)) return industrialScene(random);
  if (/build|commerc|tower|hotel/i.test(slug)) return buildingsScene(random);
  return irrigationScene(random);
}

/** `/images/industries/{slug}`: a landscape of the industry. */
export function industryPicture(slug: string, width: number, height: number): string {
  return photo(industryScene(slug, rng(`industry-${slug}`)), `industry-${slug}-frame`, width, height);
}

/** Four scenes in a 2×2 grid with white gutters (the "industries we serve" collage). */
function collage(random: () => number): Scene {
  const scenes = [irrigationScene(random), plantRoom(random), solarScene(random), wasteWaterScene(random)];
  // Scenes reuse gradient ids; each quadrant is a nested SVG so ids resolve within it.
  const svg = scenes
    .map((sc, i) => {
      const x = (i % 2) * (W / 2 + 6);
      const y = Math.floor(i / 2) * (H / 2 + 6);
      return `<svg x="${x}" y="${y}" width="${W / 2 - 6}" height="${H / 2 - 6}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice"><defs>${sc.defs}</defs>${sc.svg}</svg>`;
    })
    .join('');
  return { defs: '', svg: rect(0, 0, W, H, '#ffffff') + svg };
}

/** Products on a dark studio backdrop, optionally with solar panels behind (innovation story). */
function showcase(kinds: ProductKind[], seed: string, solar: boolean): Scene {
  const bd = backdrop({ width: W, height: H, seed, id: 'sc', glow: { x: 0.55, y: 0.45 } });
  let s = bd.svg;
  if (solar) {
    s += times(4, (i) =>
      polygon(
        [
          [620 + i * 140, 430],
          [740 + i * 140, 410],
          [760 + i * 140, 330],
          [640 + i * 140, 350],
        ],
        '#1D4F8C',
        `stroke="${palette.blue300}" stroke-width="1.5" opacity="0.8"`,
      ),
    );
  }
  s += rect(0, 600, W, 200, '#061427', 'opacity="0.55"');
  const slots = kinds.length;
  kinds.forEach((kind, i) => {
    const d = drawProduct(kind, { sizeInch: 6 });
    const boxW = 900 / slots;
    const sc = Math.min((boxW * 0.8) / d.width, 380 / d.height);
    const x = 150 + i * boxW + (boxW - d.width * sc) / 2;
    s += floorShadow(x + (d.width * sc) / 2, 640, (d.width * sc) / 2, 14, 0.6);
    s += `<g transform="translate(${n(x)} ${n(640 - d.height * sc)}) scale(${n(sc)})">${d.svg}</g>`;
  });
  return { defs: bd.defs, svg: s };
}

/** A workshop bench with a pump laid on it after service (inspection story). */
function workbench(random: () => number): Scene {
  const defs = linearUser(
    'wb-wall',
    [
      [0, '#C9D3DC'],
      [1, '#E4E9EE'],
    ],
    0,
    0,
    0,
    520,
  );
  let s = rect(0, 0, W, 520, 'url(#wb-wall)') + rect(0, 520, W, H - 520, '#8E9AA6');
  // Pegboard with tools.
  s +=
    rect(120, 70, 960, 300, '#D9C7A5') +
    times(300, (i) => circle(140 + (i % 30) * 32, 90 + Math.floor(i / 30) * 28, 2, '#A38B63'));
  s += times(6, (i) => rect(180 + i * 150, 120, 14, 110 + (i % 3) * 30, i % 2 ? '#5B6B7B' : palette.accent, 'rx="4"'));
  s += path('M900 140a40 40 0 1 0 60 0', 'none', 'stroke="#5B6B7B" stroke-width="10"');
  s += spotlight(600, 10, 600, 520, 260);
  // Bench top and legs.
  s +=
    rect(60, 470, 1080, 36, '#9B7B5B') +
    rect(60, 470, 1080, 8, '#B89A78') +
    rect(100, 506, 30, 260, '#5B6B7B') +
    rect(1070, 506, 30, 260, '#5B6B7B');
  const pump = drawProduct('borehole-pump', { sizeInch: 6 });
  const sc = 820 / pump.width;
  s += floorShadow(600, 470, 380, 10, 0.35);
  s += `<g transform="translate(${n(600 - (pump.width * sc) / 2)} ${n(468 - pump.height * sc)}) scale(${n(sc)})">${pump.svg}</g>`;
  s += person(1000, 800, 380, randomPerson(random, { shirt: palette.navy800, jacket: undefined, gesture: true }), true);
  return { defs, svg: s };
}

/**
 * `/images/blogs/{id}`: chosen from the post's image description (alt) and title.
 * @param alt the front matter's `imageAlt`, if any
 */
export function blogPicture(id: string, title: string, alt: string, width: number, height: number): string {
  const random = rng(`blog-${id}`);
  const cue = `${alt} ${title} ${id}`;
  let scene: Scene;
  if (mentions(cue, /collage/i)) scene = collage(random);
  else if (mentions(cue, /football|pitch|stadium|sport/i)) scene = pitchScene(random);
  else if (mentions(cue, /expo|exhibition|stand\b|fair/i)) {
    const ev = eventScene(/agri|zambia|farm/i.test(cue) ? 'zambia-blog' : 'hall-blog', 1, {
      alt,
      composition: /solar/i.test(cue) ? 'solar' : undefined,
    });
    scene = { defs: ev.defs, svg: ev.svg };
  } else if (mentions(cue, /workbench|bench|after .* service|inspection/i)) scene = workbench(random);
  else if (mentions(cue, /lowered|lowering|installing/i)) scene = installation(random);
  else if (mentions(cue, /borehole|well/i)) scene = boreholeSection(random);
  else if (mentions(cue, /cut-away|innovat|drive|solution/i)) {
    const named = productsIn(alt).map((p) => p.kind);
    scene = showcase(
      named.length ? named.slice(0, 3) : ['booster-vertical', 'control-panel', 'borehole-pump'],
      `blog-${id}`,
      /solar/i.test(cue),
    );
  } else if (mentions(cue, /solar/i)) scene = solarScene(random);
  else if (mentions(cue, /irrigat|farm|agri/i)) scene = irrigationScene(random);
  else if (mentions(cue, /industr/i)) scene = industrialScene(random);
  else scene = showcase(['borehole-pump', 'end-suction', 'booster-vertical'], `blog-${id}`, false);
  return photo(scene, `blog-${id}-frame`, width, height);
}

/** A palm tree silhouette (Coimbatore roadside), trunk base at (x, baseY). */
function palm(x: number, baseY: number, h: number, colour: string): string {
  let s = path(
    `M${n(x - 4)} ${n(baseY)}Q${n(x + h * 0.08)} ${n(baseY - h * 0.5)} ${n(x + h * 0.04)} ${n(baseY - h)}L${n(x + h * 0.04 + 6)} ${n(baseY - h)}Q${n(x + h * 0.08 + 8)} ${n(baseY - h * 0.5)} ${n(x + 4)} ${n(baseY)}Z`,
    colour,
  );
  const tx = x + h * 0.04 + 3;
  const ty = baseY - h;
  for (let i = 0; i < 7; i++) {
    const a = -170 + i * 27;
    const rad = (a * Math.PI) / 180;
    const ex = tx + Math.cos(rad) * h * 0.32;
    const ey = ty + Math.sin(rad) * h * 0.18 + h * 0.08;
    s += path(
      `M${n(tx)} ${n(ty)}Q${n((tx + ex) / 2)} ${n(Math.min(ty, ey) - h * 0.08)} ${n(ex)} ${n(ey)}`,
      'none',
      `stroke="${colour}" stroke-width="${n(h * 0.035)}" stroke-linecap="round"`,
    );
  }
  return s;
}

/** Factory exterior at dusk with the Kavex sign (company page parallax). */
function factoryExterior(random: () => number): Scene {
  const horizon = 560;
  const defs =
    linearUser(
      'fx-sky',
      [
        [0, '#0A1F3C'],
        [0.5, '#1D4A7C'],
        [0.85, '#5C7FA6'],
        [1, '#E6A774'],
      ],
      0,
      0,
      0,
      horizon,
    ) +
    radialUser(
      'fx-sun',
      [
        [0, '#FFD9A0', 0.7],
        [1, '#FFD9A0', 0],
      ],
      980,
      horizon - 20,
      420,
    ) +
    linearUser(
      'fx-hall',
      [
        [0, '#8FA7C0'],
        [1, '#5D7894'],
      ],
      0,
      300,
      0,
      horizon,
    ) +
    linearUser(
      'fx-glass',
      [
        [0, '#2B5C8F'],
        [0.5, '#4F86BF'],
        [1, '#1E446F'],
      ],
      0,
      0,
      1,
      1,
    ) +
    linearUser(
      'fx-ground',
      [
        [0, '#243447'],
        [1, '#142131'],
      ],
      0,
      horizon,
      0,
      H,
    );
  let s = rect(0, 0, W, horizon, 'url(#fx-sky)') + rect(0, 0, W, horizon, 'url(#fx-sun)');
  s += times(30, () =>
    circle(random() * W, random() * 160, 0.8 + random(), '#ffffff', `opacity="${n(0.25 + random() * 0.5)}"`),
  );
  // The hills west of Coimbatore on the horizon.
  s += path(
    `M0 ${horizon - 70}Q160 ${horizon - 150} 320 ${horizon - 90}T640 ${horizon - 110}T960 ${horizon - 80}T1200 ${horizon - 120}V${horizon}H0Z`,
    '#2E4C6E',
    'opacity="0.85"',
  );
  // Main hall: cladded facade with ribs, a band of warm clerestory windows, two loading doors, the sign.
  s += rect(60, 330, 760, 230, 'url(#fx-hall)');
  s += times(38, (i) => rect(64 + i * 20, 336, 2, 220, '#ffffff', 'opacity="0.12"'));
  s += rect(50, 318, 780, 16, '#3B536E');
  s += rect(80, 350, 720, 34, '#FFD98A', 'opacity="0.85"') + times(12, (i) => rect(80 + i * 60, 350, 4, 34, '#5D7894'));
  s += rect(140, 450, 120, 110, '#3B536E') + rect(560, 450, 120, 110, '#3B536E');
  s +=
    times(6, (i) => rect(140, 456 + i * 17, 120, 2, '#5D7894')) +
    times(6, (i) => rect(560, 456 + i * 17, 120, 2, '#5D7894'));
  s += rect(300, 400, 220, 60, palette.navy950, 'rx="4"');
  const logo = logoLockup(logoOnDark, 'fx-logo');
  s += `<g transform="translate(318 410) scale(0.44)">${logo.svg}</g>`;
  // Office block: glass curtain wall with lit floors.
  s += rect(820, 250, 300, 310, 'url(#fx-glass)');
  s += times(8, (row) =>
    times(6, (col) =>
      rect(832 + col * 48, 262 + row * 36, 40, 26, random() < 0.4 ? '#FFE3A3' : '#3E6E9E', 'opacity="0.8"'),
    ),
  );
  s += rect(810, 240, 320, 12, '#1B3556');
  // Water tower with the drop mark.
  s +=
    rect(1150, 300, 8, 260, '#3B536E') +
    rect(1182, 300, 8, 260, '#3B536E') +
    rect(1136, 240, 68, 66, palette.blue600, 'rx="8"');
  // Forecourt: lawn strip, drive, street lamps and palms in silhouette.
  s += rect(0, horizon, W, H - horizon, 'url(#fx-ground)') + rect(0, horizon, W, 16, '#2F4A3A');
  s += rect(0, horizon + 120, W, 6, '#F2C12E', 'opacity="0.35"');
  s += times(6, (i) => {
    const x = 40 + i * 230;
    return (
      rect(x - 2, horizon - 90, 4, 100, '#1B2A3C') +
      circle(x, horizon - 92, 6, '#FFE6B0') +
      `<ellipse cx="${x}" cy="${horizon + 30}" rx="60" ry="12" fill="#FFE6B0" opacity="0.1" filter="url(#f-blur8)"/>`
    );
  });
  s +=
    palm(110, horizon + 10, 200, '#0B1A2C') +
    palm(1090, horizon + 10, 190, '#0B1A2C') +
    palm(760, horizon + 14, 170, '#0F2236');
  return { defs: defs + logo.defs, svg: s };
}

/** Factory floor: assembly line of pumps, overhead crane, high windows (corporate video poster). */
function factoryInterior(random: () => number): Scene {
  const defs =
    linearUser(
      'fi-wall',
      [
        [0, '#1B2A3C'],
        [1, '#2E4159'],
      ],
      0,
      0,
      0,
      520,
    ) +
    linearUser(
      'fi-floor',
      [
        [0, '#3B4A5A'],
        [1, '#596877'],
      ],
      0,
      520,
      0,
      H,
    );
  let s = rect(0, 0, W, 520, 'url(#fi-wall)') + rect(0, 520, W, H - 520, 'url(#fi-floor)');
  s += times(
    6,
    (i) => rect(40 + i * 200, 60, 150, 200, '#7FB1DD', 'opacity="0.35"') + rect(113 + i * 200, 60, 4, 200, '#1B2A3C'),
  );
  // Overhead crane girder and hook.
  s +=
    rect(0, 290, W, 26, palette.accent) +
    rect(0, 316, W, 6, palette.accentDark) +
    rect(560, 316, 60, 30, '#3B4B5B') +
    path('M590 346V420', 'none', 'stroke="#8794A2" stroke-width="3"');
  // Conveyor with pumps at stations and workers.
  s +=
    rect(0, 560, W, 40, '#8794A2') +
    rect(0, 600, W, 14, '#5B6B7B') +
    times(24, (i) => circle(25 + i * 50, 607, 6, '#3B4B5B'));
  const kinds: ProductKind[] = ['booster-vertical', 'monoblock', 'booster-vertical', 'end-suction'];
  kinds.forEach((k, i) => {
    const d = drawProduct(k);
    const sc = Math.min(200 / d.width, 200 / d.height);
    const x = 80 + i * 290;
    s += `<g transform="translate(${n(x)} ${n(562 - d.height * sc)}) scale(${n(sc)})">${d.svg}</g>`;
  });
  s +=
    person(300, 740, 300, randomPerson(random, { jacket: undefined, shirt: palette.navy700 }), true) +
    person(860, 760, 310, randomPerson(random, { jacket: undefined, shirt: palette.navy700, gesture: true }));
  s += rect(0, 0, W, H, palette.navy950, 'opacity="0.25"');
  return { defs, svg: s };
}

/** The dark motif banners of the contact, dealers and resources pages, drawn at output size. */
function motifBanner(name: string, width: number, height: number): string {
  const bd = backdrop({ width, height, seed: `page-${name}`, glow: { x: 0.75, y: 0.5 } });
  let motif = '';
  const cx = width * 0.76;
  const cy = height * 0.5;
  const r = height * 0.32;
  if (/contact/i.test(name)) {
    // Globe of meridians and parallels with a location pin over India.
    motif += circle(cx, cy, r, 'none', `stroke="${palette.blue300}" stroke-width="2" opacity="0.35"`);
    motif += times(
      6,
      (i) =>
        `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * Math.cos((i * Math.PI) / 12))}" ry="${n(r)}" fill="none" stroke="${palette.blue300}" stroke-width="1.2" opacity="0.25"/>`,
    );
    motif += times(5, (i) => {
      const y = cy - r + ((i + 1) * 2 * r) / 6;
      const half = Math.sqrt(r * r - (y - cy) * (y - cy));
      return `<ellipse cx="${n(cx)}" cy="${n(y)}" rx="${n(half)}" ry="${n(half * 0.12)}" fill="none" stroke="${palette.blue300}" stroke-width="1.2" opacity="0.25"/>`;
    });
    const px = cx + r * 0.32;
    const py = cy - r * 0.1;
    motif +=
      path(`M${n(px)} ${n(py)}c-18 -26 -30 -40 -30 -58a30 30 0 0 1 60 0c0 18 -12 32 -30 58z`, palette.accent) +
      circle(px, py - 58, 11, palette.navy900);
    motif += `<ellipse cx="${n(px)}" cy="${n(py + 4)}" rx="26" ry="7" fill="${palette.accent}" opacity="0.35"/>`;
  } else if (/dealer|distributor|partner/i.test(name)) {
    // A network of partner nodes around a hub.
    const random = rng(name);
    const nodes = Array.from({ length: 14 }, (_, i) => {
      const a = (i / 14) * Math.PI * 2 + random() * 0.3;
      const d = r * (0.55 + random() * 0.6);
      return [cx + Math.cos(a) * d * 1.4, cy + Math.sin(a) * d] as const;
    });
    motif += nodes
      .map(
        ([x, y]) =>
          `<line x1="${n(cx)}" y1="${n(cy)}" x2="${n(x)}" y2="${n(y)}" stroke="${palette.blue300}" stroke-width="1.5" opacity="0.35"/>`,
      )
      .join('');
    motif += nodes
      .map(([x, y], i) =>
        circle(x, y, 7 + (i % 3) * 3, i % 5 === 0 ? palette.accent : palette.blue300, 'opacity="0.8"'),
      )
      .join('');
    motif +=
      circle(cx, cy, 26, palette.blue400) +
      circle(cx, cy, 44, 'none', `stroke="${palette.blue300}" stroke-width="2" opacity="0.5"`);
    motif += ghostProduct('booster-vertical', { x: cx - r * 2.1, y: cy - r * 0.9, w: r * 0.9, h: r * 1.8 }, 0.14);
  } else {
    // Resources: fanned brochure covers and a curve sheet.
    for (let i = 0; i < 3; i++) {
      const angle = -14 + i * 14;
      const w = r * 0.95;
      const h = r * 1.3;
      motif += `<g transform="translate(${n(cx + (i - 1) * r * 0.55)} ${n(cy)}) rotate(${angle})" opacity="0.9"><rect x="${n(-w / 2)}" y="${n(-h / 2)}" width="${n(w)}" height="${n(h)}" rx="6" fill="${i === 1 ? '#FFFFFF' : palette.blue100}" opacity="${i === 1 ? 0.22 : 0.14}"/><rect x="${n(-w / 2)}" y="${n(-h / 2)}" width="${n(w)}" height="${n(h * 0.18)}" fill="${palette.blue400}" opacity="0.35"/>${i === 1 ? `<path d="M${n(-w * 0.38)} ${n(h * 0.05)}Q${n(0)} ${n(-h * 0.02)} ${n(w * 0.36)} ${n(h * 0.38)}" fill="none" stroke="${palette.accent}" stroke-width="3" opacity="0.9"/>` : ''}</g>`;
    }
  }
  return svgDocument({ width, height, defs: bd.defs, body: bd.svg + motif });
}

/** A generic dark page picture (unknown banner, poster, parallax or hero name). */
function darkPicture(name: string, width: number, height: number): string {
  const bd = backdrop({ width, height, seed: `page-${name}` });
  const ghost = ghostProduct(
    'borehole-pump',
    { x: width * 0.55, y: height * 0.2, w: width * 0.4, h: height * 0.6 },
    0.16,
    8,
  );
  return svgDocument({ width, height, defs: bd.defs, body: bd.svg + ghost });
}

/**
 * `/images/pages/{name}`: page banners, posters and section pictures.
 * @param alt alt text from the content, used to pick the subject where the name alone is vague
 */
export function pagePicture(name: string, width: number, height: number, alt: string): string {
  const random = rng(`page-${name}`);
  const scenePhoto = (scene: Scene) => photo(scene, `page-${name}-frame`, width, height);
  if (/popup/i.test(name)) {
    // The event pop-up: the stand at the latest event, with the products its alt text names.
    const ev = eventScene(/kenya/i.test(alt) || !alt ? 'kenya2025' : 'popup', 1, {
      alt: alt || 'Kavex stage with submersible pumps on display',
      composition: 'stand-front',
    });
    return scenePhoto({ defs: ev.defs, svg: ev.svg });
  }
  if (/award/i.test(name)) {
    const ev = eventScene('launch-award', 1, { alt, composition: 'award' });
    return scenePhoto({ defs: ev.defs, svg: ev.svg });
  }
  if (/parallax|company|factory/i.test(name)) return scenePhoto(factoryExterior(random));
  if (/corporate|plant-tour/i.test(name)) return scenePhoto(factoryInterior(random));
  if (/borehole/i.test(name)) return scenePhoto(boreholeSection(random));
  if (/industrial/i.test(name))
    return scenePhoto(plantRoom(random, /split/i.test(alt) || !alt ? 'split-case' : 'end-suction'));
  if (/contact|dealer|resource|download/i.test(name)) return motifBanner(name, width, height);
  return darkPicture(name, width, height);
}

/** Section pictures ("as named") are 1200×800; banners, posters and parallax backgrounds are 1920×1080. */
export function pageSize(name: string): { width: number; height: number } {
  return /banner|poster|parallax|hero/i.test(name) ? { width: 1920, height: 1080 } : { width: 1200, height: 800 };
}
