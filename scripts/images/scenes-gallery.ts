import { condensedFamily, palette } from './palette';
import { brandWall, crowd, kitDefs, person, plant, plinth, randomPerson, screen, type PersonStyle } from './scene-kit';
import { eventScene, photoDefs, photoFinish, sceneSize, type EventComposition } from './scenes-events';
import { productsIn } from './hints';
import { boreholeSection, irrigationScene, plantRoom, solarScene } from './scenes-places';
import { drawProduct, type ProductKind } from './shapes';
import { circle, floorShadow, linearUser, n, path, pick, polygon, rect, rng, svgDocument, text, times } from './svg';

/**
 * Gallery photographs (1200×800 design space): showroom interiors, business meetings and field
 * work in East Africa. The showroom is also the set of the gallery videos, so it is exported with a
 * camera offset that the video script animates.
 */

const W = sceneSize.width;
const H = sceneSize.height;

/** Window style of a showroom: arches for the Moroccan showroom, plain elsewhere. */
export type WindowStyle = 'arch' | 'square' | 'none';

/** Options of a showroom interior. */
export interface ShowroomOptions {
  seed: string;
  windows: WindowStyle;
  /** Horizontal shift of the vanishing point (-1..1), i.e. where the camera stands. */
  view?: number;
  /** Visitors in the room. */
  visitors?: number;
  /** Phase 0..1 for video: visitors stroll across. */
  time?: number;
  /** Products to feature first (from the alt text). */
  products?: ProductKind[];
  /** Shelves of products on the back wall instead of windows. */
  shelves?: boolean;
  /** Staff behind the desk serving a customer. */
  counter?: boolean;
}

const showroomProducts: ProductKind[] = [
  'borehole-pump',
  'booster-vertical',
  'end-suction',
  'submersible-motor',
  'sewage-pump',
  'control-panel',
  'monoblock',
  'openwell-vertical',
  'booster-horizontal',
  'peripheral',
  'split-case',
  'mixer',
];

/** A showroom interior in one-point perspective with product plinths along both sides. */
export function showroom(o: ShowroomOptions): { defs: string; svg: string } {
  const random = rng(o.seed);
  const vx = W / 2 + (o.view ?? 0) * 160;
  const back = { x0: vx - 330, x1: vx + 330, y0: 150, y1: 500 };
  const defs =
    kitDefs() +
    linearUser(
      'sr-wall',
      [
        [0, '#EEF1F4'],
        [1, '#DCE3E9'],
      ],
      0,
      0,
      0,
      back.y1,
    ) +
    linearUser(
      'sr-side',
      [
        [0, '#E2E8ED'],
        [1, '#F5F7F9'],
      ],
      0,
      0,
      W,
      0,
    ) +
    linearUser(
      'sr-floor',
      [
        [0, '#C9D1D8'],
        [1, '#EEF1F4'],
      ],
      0,
      back.y1,
      0,
      H,
    );
  let s = '';
  // Ceiling, side walls, back wall and floor.
  s += polygon(
    [
      [0, 0],
      [W, 0],
      [back.x1, back.y0],
      [back.x0, back.y0],
    ],
    '#F7F9FA',
  );
  s += polygon(
    [
      [0, 0],
      [back.x0, back.y0],
      [back.x0, back.y1],
      [0, H],
    ],
    'url(#sr-side)',
  );
  s += polygon(
    [
      [W, 0],
      [back.x1, back.y0],
      [back.x1, back.y1],
      [W, H],
    ],
    '#E6EBEF',
  );
  s += rect(back.x0, back.y0, back.x1 - back.x0, back.y1 - back.y0, 'url(#sr-wall)');
  s += polygon(
    [
      [back.x0, back.y1],
      [back.x1, back.y1],
      [W, H],
      [0, H],
    ],
    'url(#sr-floor)',
  );
  // Floor tiles: lines to the vanishing point and rows spaced by perspective.
  for (let i = -8; i <= 8; i++)
    s += path(
      `M${n(vx + i * 41)} ${back.y1}L${n(vx + i * 190)} ${H}`,
      'none',
      'stroke="#ffffff" stroke-width="1.2" opacity="0.5"',
    );
  for (let k = 1; k < 7; k++) {
    const t = Math.pow(k / 7, 1.8);
    s += rect(0, back.y1 + t * (H - back.y1), W, 1.2, '#ffffff', 'opacity="0.5"');
  }
  // Ceiling light rows.
  for (let k = 0; k < 4; k++) {
    const t = k / 4;
    const y = back.y0 * (1 - t) + 8;
    for (const side of [-1, 1]) {
      const x = vx + side * (90 + (1 - t) * 260);
      s += `<ellipse cx="${n(x)}" cy="${n(y + 10)}" rx="${n(26 - t * 14)}" ry="${n(5 - t * 2)}" fill="#FFF8E6"/>`;
    }
  }
  // Windows on the back wall either side of the brand panel.
  const winY = back.y0 + 60;
  for (const wx of [back.x0 + 40, back.x1 - 120]) {
    if (o.shelves) {
      // Three shelves of small products where the windows would be.
      const stock: ProductKind[] = o.products?.length ? o.products : ['borehole-pump', 'submersible-motor'];
      for (let r = 0; r < 3; r++) {
        const sy = winY + 20 + r * 80;
        s += rect(wx - 20, sy + 60, 120, 6, '#B4C0CB');
        const d = drawProduct(stock[r % stock.length]!, { sizeInch: 4 + r * 2 });
        const sc = Math.min(110 / d.width, 56 / d.height);
        s += `<g transform="translate(${n(wx + 40 - (d.width * sc) / 2)} ${n(sy + 60 - d.height * sc)}) scale(${n(sc)})">${d.svg}</g>`;
      }
    } else if (o.windows === 'arch') {
      s += path(
        `M${wx} ${winY + 220}V${winY + 50}A40 50 0 0 1 ${wx + 80} ${winY + 50}V${winY + 220}Z`,
        '#BFDDF6',
        `stroke="#C9B38F" stroke-width="6"`,
      );
      s += path(
        `M${wx + 40} ${winY}V${winY + 220}M${wx} ${winY + 110}H${wx + 80}`,
        'none',
        'stroke="#C9B38F" stroke-width="3"',
      );
    } else if (o.windows === 'square') {
      s +=
        rect(wx, winY + 20, 80, 200, '#BFDDF6', 'stroke="#9AA7B3" stroke-width="5"') +
        path(`M${wx + 40} ${winY + 20}V${winY + 220}`, 'none', 'stroke="#9AA7B3" stroke-width="3"');
    }
  }
  s += brandWall({ x: back.x0 + 150, y: back.y0 + 40, w: back.x1 - back.x0 - 300, h: 200 }, `${o.seed}-wall`, {
    tagline: 'Showroom',
  });
  // Reception desk under the brand panel, staffed when the picture is about service.
  if (o.counter)
    s += person(vx - 40, back.y1 - 20, 150, randomPerson(random, { jacket: palette.navy900, gesture: true }));
  s +=
    rect(vx - 120, back.y1 - 70, 240, 70, palette.navy900) +
    rect(vx - 126, back.y1 - 78, 252, 10, '#ffffff') +
    rect(vx - 120, back.y1 - 40, 240, 4, palette.accent);
  if (o.counter) s += person(vx + 60, back.y1 + 20, 190, randomPerson(random, { back: true }));
  // Eye level sits mid-wall; anything standing on the floor at y is (y − eye) × its height / 1.6 m
  // tall, so plinths, products and visitors share one perspective.
  const eye = (back.y0 + back.y1) / 2 + 10;
  const tall = (y: number, metres: number) => ((y - eye) * metres) / 1.6;
  const picks = [...(o.products ?? []), ...[...showroomProducts].sort(() => random() - 0.5)];
  const rows = [back.y1 + 40, back.y1 + 110, back.y1 + 215];
  // Visitors stand between the rows; with `time` they stroll across (the video animates this).
  const visitors = o.visitors ?? 2;
  const people: { y: number; svg: string }[] = [];
  for (let i = 0; i < visitors; i++) {
    const st = randomPerson(random);
    const y = back.y1 + 60 + random() * 110;
    const dir = random() < 0.5 ? -1 : 1;
    const x = vx + (random() - 0.5) * 360 + dir * (o.time ?? 0) * 120;
    const h = tall(y, 1.72);
    people.push({ y, svg: floorShadow(x, y, h * 0.16, h * 0.025, 0.25) + person(x, y, h, st, dir < 0) });
  }
  let p = 0;
  const items: { y: number; svg: string }[] = [...people];
  for (const y of rows) {
    const spread = (y - back.y1) / (H - back.y1);
    for (const side of [-1, 1]) {
      const x = vx + side * (250 + spread * 420);
      const ph = tall(y, 0.7);
      items.push({ y, svg: plinth(picks[p++ % picks.length]!, x, y, ph * 1.7, ph, ph * 1.6, 6) });
    }
  }
  s += plant(back.x0 + 20, back.y1 + 10, 120, random) + plant(back.x1 - 20, back.y1 + 10, 120, random);
  // Painter's order: further (higher on the floor) first.
  s += items
    .sort((a, b) => a.y - b.y)
    .map((it) => it.svg)
    .join('');
  return { defs, svg: s };
}

/** A meeting: people around a table facing a wall screen, product model and papers on the table. */
function meeting(random: () => number): string {
  let s = rect(0, 0, W, 560, '#E4E9EE') + rect(0, 560, W, H - 560, '#B9A58C');
  s += times(6, (i) => rect(i * 220, 0, 3, 560, '#D5DDE4'));
  s += screen(380, 110, 440, 250);
  s +=
    rect(90, 150, 180, 220, '#ffffff', 'opacity="0.7"') +
    rect(110, 170, 140, 16, palette.navy800) +
    times(5, (i) => rect(110, 200 + i * 26, 120 - (i % 2) * 30, 8, palette.slate300));
  s += brandWallStrip(900, 150, 220, 200);
  // People behind the table (their legs hidden by it), chair backs behind them.
  const seats = 5;
  for (let i = 0; i < seats; i++) {
    const x = 200 + i * 200 + (random() - 0.5) * 30;
    s += rect(x - 34, 470, 68, 120, '#2A3440', 'rx="10"');
    s += person(x, 720, 330, randomPerson(random, { gesture: random() < 0.3 }), random() < 0.5);
  }
  s +=
    polygon(
      [
        [60, 600],
        [1140, 600],
        [1200, 720],
        [0, 720],
      ],
      '#F4F1EC',
    ) + rect(0, 720, W, 18, '#CFC6B8');
  // Laptops, papers and a small pump model on the table.
  s += times(
    4,
    (i) =>
      polygon(
        [
          [250 + i * 230, 640],
          [330 + i * 230, 640],
          [320 + i * 230, 600],
          [260 + i * 230, 600],
        ],
        '#2E3A46',
      ) + rect(245 + i * 230, 640, 90, 5, '#5B6B7B'),
  );
  s += times(3, (i) =>
    polygon(
      [
        [360 + i * 260, 690],
        [420 + i * 260, 690],
        [428 + i * 260, 660],
        [368 + i * 260, 660],
      ],
      '#ffffff',
    ),
  );
  const model = drawProduct('booster-vertical');
  const sc = 110 / model.height;
  s += `<g transform="translate(${n(560 - (model.width * sc) / 2)} ${n(672 - model.height * sc)}) scale(${n(sc)})">${model.svg}</g>`;
  return s;
}

/** A compact brand panel (logo on navy) for walls in meeting rooms. */
function brandWallStrip(x: number, y: number, w: number, h: number): string {
  return brandWall({ x, y, w, h }, `strip-${x}-${y}`, { tagline: '', logoScale: 1.4 });
}

/** Two people shaking hands in front of the brand wall, with colleagues around. */
function handshake(random: () => number): string {
  let s = rect(0, 0, W, 600, '#D9E0E7') + rect(0, 600, W, H - 600, '#C3CCD4');
  s += brandWall({ x: 140, y: 90, w: 920, h: 470 }, 'hs-wall', { tagline: 'Distributor partnership' });
  s += plant(90, 640, 200, random) + plant(1110, 640, 200, random);
  s += crowd(random, 250, 950, 700, 3, 280);
  const h = 420;
  const left = randomPerson(random, { gesture: true, jacket: palette.navy900, shirt: '#FFFFFF' });
  const right = randomPerson(random, { gesture: true, jacket: '#4A5563', shirt: '#DCE8F5' });
  // Hands meet in the middle: each figure's raised hand reaches 23 units (of 100) from its centre.
  const reach = (23 * h) / 100;
  s += floorShadow(600 - reach, 790, 70, 10, 0.3) + floorShadow(600 + reach, 790, 70, 10, 0.3);
  s += person(600 - reach - 4, 790, h, left) + person(600 + reach + 4, 790, h, right, true);
  return s;
}

/** The team lined up for a group photograph in the office. */
function groupPhoto(random: () => number): string {
  let s = rect(0, 0, W, 600, '#E4E9EE') + rect(0, 600, W, H - 600, '#A9B3BD');
  s += brandWall({ x: 200, y: 80, w: 800, h: 400 }, 'gp-wall', { tagline: 'Kavex Pumps · Coimbatore' });
  const count = 7;
  for (let row = 0; row < 2; row++) {
    for (let i = 0; i < count - row; i++) {
      const x = 600 + (i - (count - row - 1) / 2) * 140;
      const y = row ? 770 : 690;
      s += person(x, y, row ? 360 : 330, randomPerson(random, { gesture: false }), random() < 0.5);
    }
  }
  return s;
}

/** What the crew at a borehole is doing. */
export type InstallStep = 'lowering' | 'connecting' | 'handover';

/**
 * A borehole installation in the bush: the service truck, and either the pump set hanging from a
 * tripod over the well ('lowering'), lying on trestles while the cable is joined ('connecting'), or
 * the finished wellhead with the crew ('handover'). Seeded positions keep several photos different.
 */
export function installation(random: () => number, step: InstallStep = 'lowering'): { defs: string; svg: string } {
  const defs =
    linearUser(
      'in-sky',
      [
        [0, '#7DB6E6'],
        [1, '#E8F3FB'],
      ],
      0,
      0,
      0,
      460,
    ) +
    linearUser(
      'in-ground',
      [
        [0, '#C9A77E'],
        [1, '#A7825B'],
      ],
      0,
      460,
      0,
      H,
    );
  let s = rect(0, 0, W, 462, 'url(#in-sky)') + rect(0, 460, W, H - 460, 'url(#in-ground)');
  s += times(5, (i) => `<ellipse cx="${i * 300 + 80}" cy="460" rx="${120 + i * 10}" ry="40" fill="#7FA37A"/>`);
  s += times(
    4,
    (i) =>
      `<g transform="translate(${n(120 + i * 320 + random() * 60)} 470) scale(${n(0.8 + random() * 0.4)})">${acacia()}</g>`,
  );
  // Service truck, on the side away from the well.
  const truckLeft = random() < 0.5;
  const tx = truckLeft ? 30 : 760;
  s +=
    rect(tx, 360, 300, 140, '#E9EEF2', 'rx="6"') +
    rect(tx + 300, 400, 110, 100, palette.navy800, 'rx="8"') +
    rect(tx + 320, 414, 70, 40, '#9CC8EC');
  s += text(tx + 150, 440, 'KAVEX SERVICE', {
    size: 24,
    weight: 'bold',
    fill: palette.navy800,
    anchor: 'middle',
    spacing: 2,
    family: condensedFamily,
  });
  s += rect(tx, 470, 410, 10, palette.accent);
  s +=
    circle(tx + 80, 505, 30, '#1B232B') +
    circle(tx + 340, 505, 30, '#1B232B') +
    circle(tx + 80, 505, 12, '#8794A2') +
    circle(tx + 340, 505, 12, '#8794A2');
  const bx = truckLeft ? 700 + random() * 120 : 300 + random() * 120;
  const pump = drawProduct('borehole-pump', { sizeInch: 6 });
  const crew: { x: number; y: number; h: number; st: PersonStyle; m: boolean }[] = [];
  if (step === 'lowering') {
    // Tripod over the borehole and the pump set hanging from the chain block.
    s += path(
      `M${n(bx - 160)} 640L${n(bx)} 170L${n(bx + 150)} 640M${n(bx)} 170L${n(bx + 30)} 680`,
      'none',
      'stroke="#5B6B7B" stroke-width="12" stroke-linecap="round"',
    );
    s +=
      rect(bx - 14, 190, 28, 40, palette.accent, 'rx="4"') +
      path(`M${n(bx)} 230V300`, 'none', 'stroke="#3B4B5B" stroke-width="3" stroke-dasharray="6 3"');
    const sc = 330 / pump.width;
    s += `<g transform="translate(${n(bx - (pump.axisY ?? 0) * sc)} 630) rotate(-90) scale(${n(sc)})">${pump.svg}</g>`;
    s +=
      `<ellipse cx="${n(bx)}" cy="660" rx="60" ry="14" fill="#5B4A3A"/>` +
      rect(bx - 30, 640, 60, 20, 'url(#m-steel-h)');
    crew.push({
      x: bx - 200,
      y: 740,
      h: 300,
      st: randomPerson(random, { shirt: palette.accent, jacket: undefined, gesture: true }),
      m: false,
    });
    crew.push({
      x: bx + 230,
      y: 760,
      h: 320,
      st: randomPerson(random, { shirt: '#F2C12E', jacket: undefined }),
      m: true,
    });
  } else if (step === 'connecting') {
    // Pump set on trestles beside the well; the installer joins the drop cable, a cable drum behind.
    const sc = 560 / pump.width;
    const py = 610;
    s +=
      rect(bx - 230, py, 12, 90, '#6E5034') +
      rect(bx + 200, py, 12, 90, '#6E5034') +
      rect(bx - 250, py - 6, 480, 10, '#8C6B4B');
    s += floorShadow(bx, 700, 280, 14, 0.3);
    s += `<g transform="translate(${n(bx - 280)} ${n(py - 6 - pump.height * sc)}) scale(${n(sc)})">${pump.svg}</g>`;
    // Cable drum: wooden flanges with black cable wound between them.
    const dx = bx + 320;
    s +=
      `<ellipse cx="${n(dx + 30)}" cy="640" rx="26" ry="62" fill="#8A6A45"/>` +
      rect(dx, 594, 30, 92, '#1B232B') +
      `<ellipse cx="${n(dx)}" cy="640" rx="26" ry="62" fill="#C9A16E"/><ellipse cx="${n(dx)}" cy="640" rx="6" ry="14" fill="#3B2A1A"/>`;
    s += path(
      `M${n(dx + 10)} 690Q${n(dx - 120)} 740 ${n(bx + 150)} ${n(py - 20)}`,
      'none',
      'stroke="#141B22" stroke-width="6"',
    );
    s +=
      `<ellipse cx="${n(bx - 330)}" cy="690" rx="50" ry="12" fill="#5B4A3A"/>` +
      rect(bx - 360, 660, 60, 30, 'url(#m-steel-h)');
    crew.push({
      x: bx - 60,
      y: 780,
      h: 330,
      st: randomPerson(random, { shirt: '#F2C12E', jacket: undefined, gesture: true }),
      m: false,
    });
    crew.push({
      x: bx + 140,
      y: 790,
      h: 340,
      st: randomPerson(random, { shirt: palette.accent, jacket: undefined }),
      m: true,
    });
  } else {
    // The finished wellhead: discharge bend, pipe to a tap stand, the crew and the client.
    s +=
      rect(bx - 30, 600, 60, 40, 'url(#m-steel-h)') +
      rect(bx - 10, 560, 20, 44, 'url(#m-steel-v)') +
      rect(bx - 10, 556, 200, 18, palette.blue600);
    s += rect(bx + 180, 556, 18, 110, palette.blue600) + rect(bx + 150, 640, 80, 12, '#8794A2');
    s += `<ellipse cx="${n(bx)}" cy="645" rx="70" ry="14" fill="#5B4A3A"/>` + rect(bx - 60, 632, 120, 12, '#9AA7B3');
    for (let i = 0; i < 4; i++) {
      crew.push({
        x: bx - 320 + i * 150 + random() * 30,
        y: 760 + (i % 2) * 20,
        h: 310 + random() * 30,
        st: randomPerson(random, {
          jacket: i === 1 ? palette.navy900 : undefined,
          shirt: pick(random, [palette.accent, '#F2C12E', '#FFFFFF', '#A9C7E8']),
        }),
        m: i > 1,
      });
    }
  }
  crew.push({
    x: truckLeft ? 120 : 1080,
    y: 720,
    h: 270,
    st: randomPerson(random, { shirt: '#FFFFFF', jacket: undefined }),
    m: !truckLeft,
  });
  s += crew
    .sort((a, b) => a.y - b.y)
    .map((c) => floorShadow(c.x, c.y, c.h * 0.16, c.h * 0.025, 0.25) + person(c.x, c.y, c.h, c.st, c.m))
    .join('');
  return { defs, svg: s };
}

/** Flat-topped acacia tree (East African landscape). */
function acacia(): string {
  return (
    rect(-4, -90, 8, 90, '#6E5034') +
    path('M0 -60L-40 -100M0 -70L35 -105', 'none', 'stroke="#6E5034" stroke-width="6"') +
    `<ellipse cx="0" cy="-110" rx="90" ry="22" fill="${palette.leafDark}"/><ellipse cx="-20" cy="-118" rx="50" ry="14" fill="${palette.leaf}"/>`
  );
}

/** A dealer's or showroom's street front with the Kavex sign and products in the windows. */
function dealerShop(
  random: () => number,
  sign = 'KAVEX PUMPS  ·  AUTHORISED DEALER',
  arches = false,
): { defs: string; svg: string } {
  const defs =
    linearUser(
      'ds-sky',
      [
        [0, '#8CC4EE'],
        [1, '#E6F2FB'],
      ],
      0,
      0,
      0,
      300,
    ) + kitDefs();
  let s = rect(0, 0, W, 300, 'url(#ds-sky)') + rect(0, 620, W, H - 620, '#C9B79C');
  s += rect(0, 140, W, 480, '#EDE6DA');
  s += rect(100, 160, 1000, 90, palette.navy900) + rect(100, 244, 1000, 8, palette.accent);
  s += text(600, 222, sign, {
    size: 40,
    weight: 'bold',
    fill: '#FFFFFF',
    anchor: 'middle',
    spacing: 3,
    family: condensedFamily,
  });
  for (const x of [140, 640]) {
    // Moroccan fronts get horseshoe-like arched windows; others plain shop windows.
    const shape = arches ? `M${x} 620V380A210 90 0 0 1 ${x + 420} 380V620Z` : `M${x} 620V290H${x + 420}V620Z`;
    s += path(shape, x === 140 ? '#BFDDF6' : '#9CC8EC', `stroke="${arches ? '#C9B38F' : '#8794A2'}" stroke-width="8"`);
  }
  // Products visible through the windows and on the pavement.
  const kinds: ProductKind[] = ['control-panel', 'booster-vertical', 'monoblock', 'sewage-pump', 'pipes'];
  kinds.forEach((k, i) => {
    const d = drawProduct(k);
    const sc = Math.min(150 / d.width, 190 / d.height);
    const x = 180 + i * 180;
    s += `<g transform="translate(${n(x)} ${n(600 - d.height * sc)}) scale(${n(sc)})">${d.svg}</g>`;
  });
  s += plinth('borehole-pump', 300, 720, 180, 50, 120, 6) + plinth('openwell-horizontal', 900, 720, 180, 50, 120);
  s += crowd(random, 420, 800, 780, 3, 300);
  return { defs, svg: s };
}

/** A village water kiosk: tank on a tower, taps, people with jerrycans. */
function waterKiosk(random: () => number): { defs: string; svg: string } {
  const defs =
    linearUser(
      'wk-sky',
      [
        [0, '#7DB6E6'],
        [1, '#EAF4FB'],
      ],
      0,
      0,
      0,
      470,
    ) +
    linearUser(
      'wk-ground',
      [
        [0, '#C9A77E'],
        [1, '#AD8A62'],
      ],
      0,
      470,
      0,
      H,
    );
  let s = rect(0, 0, W, 472, 'url(#wk-sky)') + rect(0, 470, W, H - 470, 'url(#wk-ground)');
  s += times(3, (i) => `<g transform="translate(${160 + i * 420} 480)">${acacia()}</g>`);
  // Tank tower behind the kiosk.
  s +=
    times(2, (i) => rect(520 + i * 150, 150, 12, 240, '#5B6B7B')) +
    path('M526 170L676 380M676 170L526 380', 'none', 'stroke="#5B6B7B" stroke-width="4"');
  s += rect(480, 60, 240, 110, palette.blue600, 'rx="10"') + rect(480, 60, 240, 18, palette.navy800, 'rx="8"');
  s += text(600, 135, 'KAVEX', { size: 30, weight: 'bold', fill: '#FFFFFF', anchor: 'middle', spacing: 5 });
  // Kiosk with taps and water streams.
  s += rect(400, 380, 400, 200, '#E9EEF2') + rect(390, 366, 420, 20, palette.navy800);
  s += rect(400, 520, 400, 12, palette.blue500);
  s += times(
    4,
    (i) =>
      rect(440 + i * 95, 470, 16, 50, '#8794A2') + rect(445 + i * 95, 520, 6, 40, palette.blue300, 'opacity="0.8"'),
  );
  s += times(4, (i) => (i % 2 ? '' : rect(430 + i * 95, 560, 40, 46, '#F2C12E', 'rx="6"')));
  // People queueing with yellow jerrycans.
  const spots = [200, 300, 880, 980, 1080];
  spots.forEach((x, i) => {
    const y = 720 + (i % 2) * 40;
    s +=
      floorShadow(x, y, 40, 6, 0.25) +
      person(
        x,
        y,
        300 + random() * 30,
        randomPerson(random, {
          jacket: undefined,
          shirt: pick(random, ['#C8372D', '#F2C12E', '#FFFFFF', '#3F7D6E', '#A9C7E8']),
        }),
        i > 1,
      );
    s += rect(x + 24, y - 46, 34, 44, '#F2C12E', 'rx="6"');
  });
  return { defs, svg: s };
}

/** A scene with its own defs. */
interface SceneParts {
  defs: string;
  svg: string;
}

/** Wraps a plain body (no extra defs) as scene parts. */
function bare(svg: string): SceneParts {
  return { defs: '', svg };
}

/** The scene for one gallery photo, chosen from its alt text and set name. */
function galleryScene(set: string, index: number, alt: string, random: () => number): SceneParts {
  const named = productsIn(alt).map((p) => p.kind);
  const morocco = /morocco|casablanca/i.test(`${set} ${alt}`);
  const windows: WindowStyle = morocco ? 'arch' : /libya/i.test(set) ? 'square' : 'none';
  const room = (extra: Partial<ShowroomOptions> = {}) =>
    showroom({
      seed: `${set}-${index}`,
      windows,
      view: (random() - 0.5) * 1.6,
      visitors: 1 + Math.floor(random() * 3),
      products: named,
      ...extra,
    });
  const fromEvent = (venueSet: string, composition: EventComposition) =>
    eventScene(venueSet, index, { alt, composition });
  if (/front of|entrance|brand sign|shop front/i.test(alt))
    return dealerShop(
      random,
      /showroom/i.test(`${set} ${alt}`) ? 'KAVEX PUMPS  ·  SHOWROOM' : 'KAVEX PUMPS  ·  AUTHORISED DEALER',
      morocco,
    );
  if (/solar/i.test(alt)) {
    const sc = solarScene(random);
    return {
      defs: sc.defs,
      svg:
        sc.svg +
        person(760, 740, 300, randomPerson(random, { jacket: undefined, shirt: '#FFFFFF' })) +
        person(620, 760, 320, randomPerson(random, { jacket: undefined, gesture: true }), true),
    };
  }
  if (/kiosk|collecting water|jerrycan|water point/i.test(alt)) return waterKiosk(random);
  if (/connecting|cable|splic/i.test(alt) && /install|pump|motor/i.test(alt)) return installation(random, 'connecting');
  if (/lowered|lowering|installing/i.test(alt)) return installation(random, 'lowering');
  if (/drilling|borehole site|completed|handover|commission/i.test(alt)) return installation(random, 'handover');
  if (/tank/i.test(alt)) return solarScene(random);
  if (/irrigation|drip|field/i.test(alt)) return irrigationScene(random);
  if (/pump house|mounted on a wall/i.test(alt)) return plantRoom(random, 'end-suction');
  if (/delivery|warehouse/i.test(alt)) return dealerShop(random, 'KAVEX PUMPS  ·  DISTRIBUTOR WAREHOUSE');
  if (/award|receiving/i.test(alt)) return fromEvent(`launch-${set}`, 'award');
  if (/group photo|team photo/i.test(alt)) return bare(groupPhoto(random));
  if (/present|training|technicians/i.test(alt))
    return fromEvent(/africa|field/i.test(set) ? `outdoor-${set}` : `launch-${set}`, 'talk');
  if (/examin|cut-away|technical session/i.test(alt)) return fromEvent(`hall-${set}`, 'display');
  if (/conference|meet\b|hall/i.test(alt)) return bare(meeting(random));
  if (/handshake|partnership|signing/i.test(alt)) return bare(handshake(random));
  if (/shel(f|ves)|display wall|wall of/i.test(alt)) return room({ shelves: true });
  if (/counter|advising|staff/i.test(alt)) return room({ counter: true });
  if (/showroom/i.test(`${set} ${alt}`) || named.length) return room();
  // No usable alt text: rotate through the scenes that suit the set.
  if (/meet/i.test(set)) return bare([meeting, handshake, groupPhoto][(index - 1) % 3]!(random));
  if (/africa|field|site|install/i.test(set)) {
    const options = [
      () => installation(random),
      () => solarScene(random),
      () => dealerShop(random),
      () => waterKiosk(random),
      () => installation(random, 'handover'),
      () => boreholeSection(random),
    ];
    return options[(index - 1) % options.length]!();
  }
  return room();
}

/**
 * A gallery photograph.
 * @param set e.g. `libya-showroom`, `meets`, `east-africa`
 * @param index photo number from 1
 * @param alt the photo's alt text from the content, if any
 */
export function galleryPicture(set: string, index: number, width: number, height: number, alt = ''): string {
  const random = rng(`${set}-${index}`);
  const scene = galleryScene(set, index, alt, random);
  return svgDocument({
    width,
    height,
    viewWidth: W,
    viewHeight: H,
    defs: kitDefs() + photoDefs() + scene.defs,
    body: photoFinish(scene.svg, random),
  });
}
