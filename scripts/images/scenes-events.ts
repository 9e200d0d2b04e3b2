import { condensedFamily, palette } from './palette';
import { brandWall, crowd, kitDefs, person, plant, plinth, randomPerson, screen, spotlight, truss } from './scene-kit';
import type { ProductKind } from './shapes';
import { productsIn, sizesIn } from './hints';
import {
  circle,
  floorShadow,
  linearUser,
  n,
  path,
  pick,
  polygon,
  radialUser,
  rect,
  rng,
  svgDocument,
  text,
  times,
} from './svg';

/**
 * Event and gallery photographs as stylised scenes, designed at 1200×800 (3:2). Each picture of a
 * set differs: the composition rotates with the photo number and a seed from the file name varies
 * people, products and light, while the venue theme stays constant within a set (a Milan hall, an
 * outdoor agricultural show, a launch in a ballroom).
 */

/** Design size of scenes (px); other aspect ratios crop around the centre. */
export const sceneSize = { width: 1200, height: 800 } as const;

/** Where an event took place, which sets the background. */
export type Venue = 'hall' | 'hall-dark' | 'outdoor' | 'ballroom';

/** How the picture is framed. */
export type EventComposition =
  'stand-front' | 'stand-angle' | 'display' | 'talk' | 'team' | 'meeting' | 'solar' | 'award';

const compositions: EventComposition[] = ['stand-front', 'display', 'team', 'stand-angle', 'talk'];

/** Products shown on stands: the best-known families first. */
const showProducts: ProductKind[] = [
  'borehole-pump',
  'booster-vertical',
  'end-suction',
  'sewage-pump',
  'submersible-motor',
  'monoblock',
  'control-panel',
  'openwell-vertical',
  'peripheral',
  'booster-horizontal',
];

/**
 * How one event's stand was built. Every show had its own stand (issue 15, item 12: pictures of
 * different events must not share one booth), so the set name picks a design: fascia colours, a
 * dark flow wall or a white printed one, the line under the logo, side walls, stand floor and the
 * counter's side. All photos of one set share it, as photos of one stand would.
 */
export interface BoothDesign {
  fascia: { fill: string; ink: string; stripe: string };
  wall: 'dark' | 'light';
  tagline: string;
  sideWalls: readonly [string, string];
  floor: string;
  counter: { side: 'left' | 'right'; fill: string; top: string };
}

const fascias = [
  { fill: palette.navy900, ink: '#FFFFFF', stripe: palette.accent },
  { fill: '#FFFFFF', ink: palette.navy900, stripe: palette.blue500 },
  { fill: palette.blue600, ink: '#FFFFFF', stripe: palette.navy900 },
] as const;
const taglines = [
  'Pumping solutions · 50 Hz & 60 Hz',
  'Engineered in India · Trusted worldwide',
  'Submersible · Booster · Surface pumps',
] as const;
/** Side walls as [front face, return]: white board, oak veneer, brand blue, graphite. */
const sideWallSets = [
  ['#F5F7F9', '#E7ECF0'],
  ['#C9A27A', '#B08860'],
  [palette.blue500, palette.blue600],
  ['#3B4B5B', '#2A3643'],
] as const;
/** Stand floors: light laminate, oak, blue carpet, charcoal carpet. */
const floors = ['#EEF2F5', '#D9C3A5', '#BFD6EE', '#5A6773'] as const;

/** Number of distinct stand designs {@link boothDesign} chooses from. */
export const boothDesignCount = 12;

/**
 * The stand design of an event set, e.g. `milano2024`: one of {@link boothDesignCount} designs,
 * chosen by a hash of the set name. Neighbouring designs differ in fascia, wall, side walls and
 * floor at once, so two events never look like one stand photographed twice.
 */
export function boothDesign(set: string): BoothDesign {
  const i = Math.floor(rng(`booth-${set}`)() * boothDesignCount);
  const fascia = fascias[i % 3]!;
  return {
    fascia,
    wall: Math.floor(i / 3) % 2 === 0 ? 'dark' : 'light',
    tagline: taglines[(i + Math.floor(i / 3)) % 3]!,
    sideWalls: sideWallSets[i % 4]!,
    floor: floors[(i + 1 + Math.floor(i / 4)) % 4]!,
    counter: {
      side: i % 2 === 0 ? 'right' : 'left',
      fill: fascia.fill === '#FFFFFF' ? palette.navy900 : fascia.fill,
      top: i % 3 === 2 ? palette.slate100 : '#FFFFFF',
    },
  };
}

/** Venue from the set name: agricultural shows outdoors, launches in a ballroom, Dubai in a dark hall. */
export function venueOf(set: string): Venue {
  if (/zambia|agri|expo-field|outdoor/i.test(set)) return 'outdoor';
  if (/kenya|launch/i.test(set)) return 'ballroom';
  if (/dubai|big5/i.test(set)) return 'hall-dark';
  return 'hall';
}

/** Background of a venue, filling the whole scene; returns defs and body. */
function venueBackground(venue: Venue, random: () => number): { defs: string; svg: string; floorY: number } {
  const { width: W, height: H } = sceneSize;
  const floorY = 560;
  let defs = '';
  let s = '';
  if (venue === 'outdoor') {
    defs += linearUser(
      'ev-sky',
      [
        [0, '#8CC4EE'],
        [1, '#E6F2FB'],
      ],
      0,
      0,
      0,
      floorY,
    );
    defs += linearUser(
      'ev-grass',
      [
        [0, '#9DBB7C'],
        [1, '#6F9457'],
      ],
      0,
      floorY,
      0,
      H,
    );
    s += rect(0, 0, W, floorY, 'url(#ev-sky)');
    s += polygon(
      [
        [0, floorY - 60],
        [W, floorY - 90],
        [W, floorY],
        [0, floorY],
      ],
      '#A9C48B',
    );
    // Neighbouring tents in the distance.
    s += times(5, (i) => {
      const x = i * 260 + random() * 60;
      return (
        polygon(
          [
            [x, floorY - 40],
            [x + 60, floorY - 110],
            [x + 120, floorY - 40],
          ],
          '#F6F8FA',
          'opacity="0.85"',
        ) + rect(x, floorY - 40, 120, 40, '#E2E8EE', 'opacity="0.85"')
      );
    });
    s += rect(0, floorY, W, H - floorY, 'url(#ev-grass)');
    // Our tent canopy across the top with scalloped valance.
    s += polygon(
      [
        [-20, 130],
        [W / 2, 10],
        [W + 20, 130],
      ],
      '#FFFFFF',
    );
    s += polygon(
      [
        [W / 2, 10],
        [W + 20, 130],
        [W / 2, 130],
      ],
      '#EEF2F6',
    );
    s += times(
      16,
      (i) =>
        `<path d="M${i * 80 - 20} 128 Q ${i * 80 + 20} 160 ${i * 80 + 60} 128 Z" fill="${i % 2 ? palette.navy800 : '#FFFFFF'}"/>`,
    );
    s += rect(30, 130, 14, floorY + 120, '#C9D3DC') + rect(W - 44, 130, 14, floorY + 120, '#C9D3DC');
  } else if (venue === 'ballroom') {
    defs += linearUser(
      'ev-wall',
      [
        [0, '#1B1F33'],
        [1, '#2D2F45'],
      ],
      0,
      0,
      0,
      floorY,
    );
    defs += linearUser(
      'ev-stage',
      [
        [0, '#3A3344'],
        [1, '#1E1B26'],
      ],
      0,
      floorY,
      0,
      H,
    );
    s += rect(0, 0, W, floorY, 'url(#ev-wall)');
    // Drapes and warm uplights.
    s += times(24, (i) => rect(i * 50, 0, 25, floorY, '#000000', 'opacity="0.12"'));
    s += times(
      6,
      (i) =>
        `<ellipse cx="${100 + i * 200}" cy="${floorY}" rx="70" ry="260" fill="${palette.accent}" opacity="0.10" filter="url(#f-blur24)"/>`,
    );
    s += rect(0, floorY, W, H - floorY, 'url(#ev-stage)');
    s += times(8, (i) => circle2(80 + i * 150, 40 + (i % 2) * 14));
  } else {
    const dark = venue === 'hall-dark';
    defs += linearUser(
      'ev-wall',
      dark
        ? [
            [0, '#141C28'],
            [1, '#2A3646'],
          ]
        : [
            [0, '#C9D3DD'],
            [1, '#E4E9EE'],
          ],
      0,
      0,
      0,
      floorY,
    );
    defs += linearUser(
      'ev-floor',
      dark
        ? [
            [0, '#3A4450'],
            [1, '#5A6470'],
          ]
        : [
            [0, '#B9C3CC'],
            [1, '#DDE3E8'],
          ],
      0,
      floorY,
      0,
      H,
    );
    s += rect(0, 0, W, floorY, 'url(#ev-wall)');
    s += truss(40, W, dark ? '#566272' : '#8794A2');
    s += truss(120, W, dark ? '#404B59' : '#A3AEB9');
    // Other stands in the distance: blocks with coloured headers.
    const tints = ['#B85C38', '#3F7D6E', '#7A6AA8', '#C49A45', '#5B7FA6', '#A04A5A'];
    s += times(7, (i) => {
      const x = i * 180 - 40 + random() * 40;
      const h = 120 + random() * 80;
      const tint = pick(random, tints);
      return (
        rect(x, floorY - h, 150, h, dark ? '#2E3947' : '#F2F4F6', 'opacity="0.9"') +
        rect(x, floorY - h - 26, 150, 26, tint, `opacity="${dark ? 0.7 : 0.55}"`)
      );
    });
    if (dark)
      s += times(
        6,
        (i) =>
          `<ellipse cx="${120 + i * 200}" cy="160" rx="90" ry="50" fill="${palette.blue400}" opacity="0.12" filter="url(#f-blur24)"/>`,
      );
    s += rect(0, floorY, W, H - floorY, 'url(#ev-floor)');
    // Carpeted aisle lines.
    s += times(6, (i) =>
      polygon(
        [
          [W / 2 + (i - 3) * 60, floorY],
          [W / 2 + (i - 3) * 60 + 2, floorY],
          [W / 2 + (i - 3) * 400 + 8, H],
          [W / 2 + (i - 3) * 400, H],
        ],
        '#ffffff',
        'opacity="0.05"',
      ),
    );
  }
  return { defs, svg: s, floorY };
}

/** Small warm ceiling light dot (ballroom chandeliers seen from afar). */
function circle2(x: number, y: number): string {
  return `<circle cx="${x}" cy="${y}" r="5" fill="#FFE6B0"/><circle cx="${x}" cy="${y}" r="18" fill="#FFE6B0" opacity="0.15"/>`;
}

/** A product to show on a plinth. */
interface Exhibit {
  kind: ProductKind;
  sizeInch?: number;
}

/**
 * Up to `count` exhibits: the products the alt text names (sizes spread over the mentioned bores),
 * topped up with a seeded choice from the best-known families.
 */
function exhibits(alt: string, random: () => number, count: number): Exhibit[] {
  const named = productsIn(alt);
  const sizes = sizesIn(alt);
  const out: Exhibit[] = [];
  if (named.length === 1 && count > 1) {
    // One family named ("a row of 4-inch and 6-inch submersible pumps"): show it in several sizes.
    const spread = sizes.length ? sizes : [4, 6, 8];
    for (let i = 0; i < count; i++)
      out.push({ kind: named[0]!.kind, sizeInch: spread[Math.min(i, spread.length - 1)] ?? 6 });
    return out;
  }
  for (const p of named) if (out.length < count) out.push({ kind: p.kind, sizeInch: p.sizeInch ?? 6 });
  while (out.length < count)
    out.push({
      kind: pick(
        random,
        showProducts.filter((k) => !out.some((o) => o.kind === k)),
      ),
      sizeInch: 6,
    });
  return out;
}

/** The Kavex stand seen from the front, built to the event's design: fascia, brand wall, side walls, counter, plinths. */
function stand(
  id: string,
  design: BoothDesign,
  shown: Exhibit[],
  x0: number,
  wallTop: number,
  width: number,
  floorY: number,
): string {
  const x1 = x0 + width;
  let s = '';
  // Raised stand floor.
  s += polygon(
    [
      [x0, floorY],
      [x1, floorY],
      [x1 + 60, floorY + 90],
      [x0 - 60, floorY + 90],
    ],
    design.floor,
  );
  s += rect(x0 - 60, floorY + 90, width + 120, 12, palette.navy800);
  // Side walls and brand wall.
  s +=
    rect(x0, wallTop, 60, floorY - wallTop, design.sideWalls[0]) +
    rect(x1 - 60, wallTop, 60, floorY - wallTop, design.sideWalls[1]);
  s += brandWall({ x: x0 + 60, y: wallTop, w: width - 120, h: floorY - wallTop }, `${id}-wall`, {
    tone: design.wall,
    tagline: design.tagline,
  });
  // Fascia with the name, carried by the side walls.
  s += rect(x0 - 10, wallTop - 50, width + 20, 50, design.fascia.fill, `stroke="${palette.slate300}" stroke-width="1"`);
  s += rect(x0 - 10, wallTop - 6, width + 20, 6, design.fascia.stripe);
  s += text(x0 + width / 2, wallTop - 16, 'KAVEX PUMPS', {
    size: 28,
    weight: 'bold',
    fill: design.fascia.ink,
    anchor: 'middle',
    spacing: 6,
    family: condensedFamily,
  });
  s += times(4, (i) =>
    spotlight(x0 + width * (0.15 + i * 0.23), wallTop - 54, x0 + width * (0.15 + i * 0.23), floorY + 40, 50),
  );
  // Products on plinths on one side, the reception counter on the other.
  const left = design.counter.side === 'left';
  shown
    .slice(0, 2)
    .forEach(
      (e, i) =>
        (s += plinth(
          e.kind,
          x0 + width * ((left ? 0.55 : 0.2) + i * 0.25),
          floorY + 50 + i * 10,
          130,
          70,
          150 + i * 20,
          e.sizeInch,
        )),
    );
  const cx = x0 + width * (left ? 0.22 : 0.78);
  s += floorShadow(cx, floorY + 70, 110, 8, 0.3);
  s +=
    rect(cx - 90, floorY - 40, 180, 110, design.counter.fill, 'rx="4"') +
    rect(cx - 96, floorY - 48, 192, 12, design.counter.top, 'rx="3"');
  s += rect(
    cx - 90,
    floorY + 10,
    180,
    5,
    design.fascia.stripe === design.counter.fill ? palette.accent : design.fascia.stripe,
  );
  s += text(cx, floorY - 6, 'KAVEX', { size: 22, weight: 'bold', fill: '#FFFFFF', anchor: 'middle', spacing: 4 });
  // Brochure stands on the counter.
  s += times(3, (i) =>
    rect(
      cx - 60 + i * 40,
      floorY - 78,
      28,
      30,
      ['#FFFFFF', palette.blue200, '#FFFFFF'][i]!,
      `stroke="${palette.slate300}"`,
    ),
  );
  return s;
}

/** A gold trophy on a small base (awards). */
export function trophy(x: number, baseY: number, h: number): string {
  const s = h / 100;
  return (
    `<g transform="translate(${n(x)} ${n(baseY)}) scale(${n(s)})">` +
    rect(-22, -16, 44, 16, '#2A3440', 'rx="2"') +
    rect(-6, -44, 12, 30, 'url(#m-brass-v)') +
    path('M-30 -100H30Q30 -56 0 -46Q-30 -56 -30 -100Z', 'url(#m-brass-v)') +
    path('M-30 -92Q-46 -92 -42 -76Q-38 -66 -24 -62', 'none', 'stroke="#C49A45" stroke-width="4"') +
    path('M30 -92Q46 -92 42 -76Q38 -66 24 -62', 'none', 'stroke="#C49A45" stroke-width="4"') +
    `</g>`
  );
}

/** Compositions chosen from the alt text; undefined when it gives no cue. */
function compositionFromAlt(alt: string): EventComposition | undefined {
  if (!alt) return undefined;
  if (/award|trophy|receiving/i.test(alt)) return 'award';
  if (
    /team photo|group photo|posing|team (at|with|in front)|founders|sales team|end of the exhibition|closing day/i.test(
      alt,
    )
  )
    return 'team';
  if (/signing|agreement|meeting|discussing|contractors .* project/i.test(alt)) return 'meeting';
  if (/solar/i.test(alt)) return 'solar';
  if (/present|explain|demonstrat|screen|sizing|talking|welcoming|chart|curve|figures|training/i.test(alt))
    return 'talk';
  if (/crowd|aisle|entrance|arriving|collecting|gathered/i.test(alt)) return 'stand-angle';
  if (
    productsIn(alt).length &&
    /display|row|lined|shown|displayed|on a |cut-away|stands|rack|wall|table|set\b|inspect|examin/i.test(alt)
  )
    return 'display';
  if (/booth|stand|canopy|stage|banner/i.test(alt)) return 'stand-front';
  return undefined;
}

/** Options of one event scene. */
export interface EventSceneOptions {
  /** Alt text of the photo: picks the composition and the products shown. */
  alt?: string;
  /** Composition to use regardless of the alt text. */
  composition?: EventComposition;
}

/**
 * The scene of one event photograph, unframed (the video script animates a camera over it).
 * @param set gallery set name, e.g. `milano2024`; sets the venue
 * @param index photo number from 1; varies people, products and framing
 */
export function eventScene(
  set: string,
  index: number,
  o: EventSceneOptions = {},
): { defs: string; svg: string; random: () => number } {
  const random = rng(`${set}-${index}`);
  const venue = venueOf(set);
  const setOffset = Math.floor(rng(set)() * compositions.length);
  const alt = o.alt ?? '';
  const composition =
    o.composition ?? compositionFromAlt(alt) ?? compositions[(index - 1 + setOffset) % compositions.length]!;
  const { width: W, height: H } = sceneSize;
  const bg = venueBackground(venue, random);
  let body = bg.svg;
  const floorY = bg.floorY;
  const id = `ev${index}`;
  const shown = exhibits(alt, random, 3);
  const design = boothDesign(set);
  const wall = { tone: design.wall, tagline: design.tagline };
  switch (composition) {
    case 'stand-front': {
      body += stand(id, design, shown, 200, 230, 800, floorY);
      body += crowd(random, 120, 1080, 790, 6, 230);
      break;
    }
    case 'stand-angle': {
      // Stand seen from the aisle: skewed as a cheap perspective, visitors drawn upright over it.
      const skew = random() < 0.5 ? -1 : 1;
      body += `<g transform="translate(${skew < 0 ? 80 : 260} ${skew < 0 ? 60 : -60}) matrix(0.82 ${n(skew * 0.12)} 0 1 0 0)">${stand(id, design, shown, 120, 230, 820, floorY)}</g>`;
      body += crowd(random, 80, 1120, 795, 9, 240);
      break;
    }
    case 'display': {
      // Close on the products: brand wall fills the back, three plinths, light from above.
      body += brandWall({ x: 0, y: 90, w: W, h: floorY - 60 }, `${id}-wall`, {
        ...wall,
        logoScale: 0.6,
      });
      body += rect(0, floorY + 30, W, H - floorY - 30, '#EEF2F5');
      body += times(3, (i) => spotlight(250 + i * 350, 70, 250 + i * 350, 700, 90));
      shown.forEach((e, i) => (body += plinth(e.kind, 250 + i * 350, 750, 250, 110, 290, e.sizeInch)));
      body += person(1130, 820, 360, randomPerson(random, { back: true }));
      if (/visitor|farmer|distributor|inspect|examin|gather/i.test(alt))
        body += person(70, 830, 380, randomPerson(random, { back: true }), true);
      break;
    }
    case 'talk': {
      // A presentation on the stand: screen, a presenter, an audience seen from behind.
      body += brandWall({ x: 100, y: 120, w: 1000, h: floorY - 120 }, `${id}-wall`, {
        ...wall,
        tagline: '',
        align: 'left',
      });
      body += screen(560, 190, 380, 220);
      body += rect(0, floorY, W, 14, palette.navy800);
      body += person(1010, floorY + 40, 250, randomPerson(random, { gesture: true, jacket: palette.navy900 }), true);
      body += plinth(shown[0]!.kind, 250, floorY + 60, 150, 80, 200, shown[0]!.sizeInch);
      body += times(7, (i) =>
        person(
          60 + i * 180 + random() * 40,
          860 + (i % 2) * 30,
          330 + random() * 40,
          randomPerson(random, { back: true }),
        ),
      );
      break;
    }
    case 'team': {
      // The stand team lined up in front of the brand wall.
      body += brandWall({ x: 120, y: 150, w: 960, h: floorY - 150 }, `${id}-wall`, wall);
      body += rect(60, floorY, 1080, 12, palette.navy800);
      body += plant(110, floorY + 60, 170, random) + plant(1090, floorY + 60, 170, random);
      const count = 4 + Math.floor(random() * 3);
      body += times(count, (i) => {
        const x = 600 + (i - (count - 1) / 2) * 125;
        const h = 300 + random() * 30;
        return (
          floorShadow(x, floorY + 130, 45, 6, 0.25) +
          person(x, floorY + 130, h, randomPerson(random, { back: false, gesture: false }), random() < 0.5)
        );
      });
      break;
    }
    case 'meeting': {
      // A meeting corner of the stand: round table, chairs, a product model and papers.
      body += brandWall({ x: 60, y: 120, w: 700, h: floorY - 120 }, `${id}-wall`, { ...wall, tagline: '' });
      body += plinth(shown[0]!.kind, 960, floorY + 60, 190, 100, 240, shown[0]!.sizeInch);
      const people = 3 + Math.floor(random() * 2);
      for (let i = 0; i < people; i++) {
        const x = 260 + i * (420 / (people - 1));
        body +=
          rect(x - 30, 560, 60, 110, '#2A3440', 'rx="10"') +
          person(x, 760, 300, randomPerson(random, { gesture: i === 1 }), i >= people / 2);
      }
      body += `<ellipse cx="470" cy="690" rx="300" ry="46" fill="#F4F1EC"/>` + rect(455, 700, 30, 100, '#9AA7B3');
      body +=
        polygon(
          [
            [360, 690],
            [430, 690],
            [436, 672],
            [366, 672],
          ],
          '#ffffff',
        ) +
        polygon(
          [
            [520, 694],
            [600, 694],
            [596, 668],
            [524, 668],
          ],
          '#2E3A46',
        );
      break;
    }
    case 'solar': {
      // Solar demonstration rig: a tilted panel frame, the pump's control box, water into a tank.
      body += brandWall({ x: 120, y: 130, w: 960, h: floorY - 130 }, `${id}-wall`, {
        ...wall,
        tagline: 'Solar pumping',
      });
      body += rect(0, floorY, W, 14, palette.navy800);
      body += polygon(
        [
          [130, 640],
          [470, 600],
          [500, 430],
          [160, 470],
        ],
        '#163E70',
        `stroke="${palette.blue200}" stroke-width="2"`,
      );
      body += times(3, (i) =>
        path(
          `M${n(160 + i * 113)} ${n(636 - i * 13)}L${n(190 + i * 113)} ${n(466 - i * 13)}`,
          'none',
          `stroke="${palette.blue200}" stroke-width="1.5"`,
        ),
      );
      body += rect(200, 640, 10, 70, '#5B6B7B') + rect(420, 610, 10, 100, '#5B6B7B');
      body +=
        rect(560, 560, 70, 90, '#E9EEF2', `rx="4" stroke="${palette.slate300}"`) +
        rect(572, 574, 46, 22, palette.navy800) +
        circle(595, 620, 8, '#3FAF5A');
      body += rect(760, 560, 260, 150, 'url(#ev-tank)', `rx="6" stroke="${palette.slate500}" stroke-width="2"`);
      body += rect(764, 610, 252, 96, palette.blue400, 'opacity="0.55"');
      body +=
        rect(700, 520, 140, 14, palette.blue600) +
        path(
          'M838 534Q846 570 842 610',
          'none',
          `stroke="${palette.blue300}" stroke-width="10" stroke-linecap="round" opacity="0.85"`,
        );
      body += crowd(random, 100, 1100, 800, 5, 320, true);
      break;
    }
    case 'award': {
      // Award on stage: lectern, presenter and recipient holding the trophy.
      body += brandWall({ x: 100, y: 100, w: 1000, h: floorY - 100 }, `${id}-wall`, {
        tagline: 'Export Excellence Award',
        logoScale: 0.8,
      });
      body += rect(0, floorY, W, 30, '#2A3440') + rect(0, floorY + 30, W, 8, palette.accent, 'opacity="0.7"');
      body += times(3, (i) => spotlight(300 + i * 300, 60, 300 + i * 300, floorY + 20, 80));
      body += rect(180, 470, 130, 190, palette.navy900, 'rx="4"') + rect(170, 460, 150, 18, '#2A3440', 'rx="3"');
      body += person(520, 700, 300, randomPerson(random, { jacket: palette.navy900, gesture: true }));
      body += person(700, 700, 310, randomPerson(random, { jacket: '#2E3A46', gesture: true }), true);
      body += trophy(612, 620, 90);
      body += times(8, (i) => person(40 + i * 160 + random() * 30, 880, 340, randomPerson(random, { back: true })));
      break;
    }
  }
  const defs =
    bg.defs +
    kitDefs() +
    linearUser(
      'ev-tank',
      [
        [0, '#DDE6EE'],
        [0.5, '#F6F9FB'],
        [1, '#C9D3DC'],
      ],
      760,
      0,
      1020,
      0,
    );
  return { defs, svg: body, random };
}

/**
 * An event photograph (see {@link eventScene}) framed like a photo, at the requested size.
 * @param alt the photo's alt text from the content, if any
 */
export function eventPicture(
  set: string,
  index: number,
  width: number,
  height: number,
  alt?: string,
  composition?: EventComposition,
): string {
  const scene = eventScene(set, index, { alt, composition });
  const { width: W, height: H } = sceneSize;
  return svgDocument({
    width,
    height,
    viewWidth: W,
    viewHeight: H,
    defs: scene.defs + photoDefs(),
    body: photoFinish(scene.svg, scene.random),
  });
}

/** Defs used by {@link photoFinish}. */
export function photoDefs(): string {
  const { width: W, height: H } = sceneSize;
  return radialUser(
    'ph-vignette',
    [
      [0.6, '#000000', 0],
      [1, '#000000', 0.28],
    ],
    W / 2,
    H / 2,
    W * 0.7,
  );
}

/**
 * Frames a scene like a photograph: a random zoom of up to 18 % towards a random point (so photos of
 * one set are not all shot from the same spot) and a soft vignette.
 */
export function photoFinish(body: string, random: () => number): string {
  const { width: W, height: H } = sceneSize;
  const zoom = 1 + random() * 0.18;
  const tx = -random() * (zoom - 1) * W;
  const ty = -random() * (zoom - 1) * H;
  return (
    `<g transform="translate(${n(tx)} ${n(ty)}) scale(${n(zoom)})">${body}</g>` + rect(0, 0, W, H, 'url(#ph-vignette)')
  );
}
