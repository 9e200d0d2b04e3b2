import { palette } from './palette';
import { building, hills, person, randomPerson, tree } from './scene-kit';
import { drawProduct } from './shapes';
import { circle, floorShadow, linearUser, n, path, polygon, radialUser, rect, times } from './svg';

/**
 * Outdoor and site scenes in the 1200×800 design space: the six industry tiles and the places
 * used by blog covers and page pictures (a borehole in section, a plant room, a stadium pitch).
 * Each returns defs and body so callers can frame them (crop, vignette, overlay).
 */

/** A scene fragment: gradients and shapes. */
export interface Scene {
  defs: string;
  svg: string;
}

const W = 1200;
const H = 800;

/** Daylight sky with a warm glow near the sun and a horizon haze. */
export function sky(horizon: number, sunX = 930, sunY = 150, dusk = false): Scene {
  const defs =
    linearUser(
      'pl-sky',
      dusk
        ? [
            [0, '#14325A'],
            [0.6, '#3C6E9E'],
            [1, '#E9B27A'],
          ]
        : [
            [0, '#6FAEE3'],
            [0.7, '#BFE0F7'],
            [1, '#EEF6FC'],
          ],
      0,
      0,
      0,
      horizon,
    ) +
    radialUser(
      'pl-sun',
      [
        [0, '#FFF4D6', 0.95],
        [0.15, '#FFE7B0', 0.55],
        [1, '#FFE7B0', 0],
      ],
      sunX,
      sunY,
      320,
    );
  return {
    defs,
    svg:
      rect(0, 0, W, horizon + 2, 'url(#pl-sky)') +
      rect(0, 0, W, horizon + 2, 'url(#pl-sun)') +
      circle(sunX, sunY, 34, '#FFF8E6', 'opacity="0.9"'),
  };
}

/** Soft clouds. */
function clouds(random: () => number, count: number, yMax: number): string {
  return times(count, () => {
    const x = random() * W;
    const y = 40 + random() * yMax;
    const s = 0.6 + random() * 0.8;
    return `<g opacity="0.75" transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><ellipse cx="0" cy="0" rx="70" ry="18" fill="#ffffff"/><ellipse cx="-25" cy="-10" rx="35" ry="20" fill="#ffffff"/><ellipse cx="22" cy="-14" rx="30" ry="22" fill="#ffffff"/></g>`;
  });
}

/** Irrigated farmland: crop rows converging on the horizon, sprinklers, a pump house. */
export function irrigationScene(random: () => number): Scene {
  const horizon = 380;
  const s0 = sky(horizon, 960, 130);
  let s = s0.svg + clouds(random, 4, 120);
  s += hills(horizon, W, 60, '#8FB4C9', random, 0.7) + hills(horizon + 8, W, 34, '#7FA37A', random);
  const defs =
    s0.defs +
    linearUser(
      'pl-field',
      [
        [0, '#8DB57F'],
        [1, '#4F7F4A'],
      ],
      0,
      horizon,
      0,
      H,
    );
  s += rect(0, horizon, W, H - horizon, 'url(#pl-field)');
  // Crop rows: stripes converging on a vanishing point above the horizon.
  const vx = 560;
  for (let i = -22; i <= 22; i++) {
    const x0 = vx + i * 14;
    const x1 = vx + i * 120;
    s += polygon(
      [
        [x0, horizon + 4],
        [x0 + 5, horizon + 4],
        [x1 + 48, H],
        [x1, H],
      ],
      i % 2 ? '#3F6B43' : '#9CC38A',
      'opacity="0.45"',
    );
  }
  // Sprinkler line with water arcs catching the light.
  for (let i = 0; i < 5; i++) {
    const x = 180 + i * 210;
    const y = 560 + (i % 2) * 20;
    s += rect(x - 2, y - 40, 4, 40, '#5B6B7B');
    s += times(5, (k) => {
      const a = -60 + k * 30;
      const rad = (a * Math.PI) / 180;
      const ex = x + Math.sin(rad) * 120;
      return path(
        `M${x} ${y - 40} Q ${n(x + Math.sin(rad) * 60)} ${n(y - 120)} ${n(ex)} ${n(y + 10)}`,
        'none',
        `stroke="#ffffff" stroke-width="2.2" stroke-dasharray="2 7" stroke-linecap="round" opacity="0.85"`,
      );
    });
    s += `<ellipse cx="${x}" cy="${y + 8}" rx="120" ry="14" fill="#ffffff" opacity="0.12"/>`;
  }
  // Pump house with a delivery pipe running into the field.
  s +=
    rect(40, 430, 170, 110, '#E9EEF2') +
    polygon(
      [
        [30, 434],
        [125, 380],
        [220, 434],
      ],
      palette.navy800,
    );
  s += rect(80, 470, 40, 70, palette.navy700) + rect(140, 460, 50, 34, '#9CC8EC');
  s += rect(210, 520, 320, 14, palette.blue600) + rect(526, 516, 14, 22, palette.navy800);
  s += tree(1120, 470, 150, 1) + tree(1040, 460, 110, 0);
  return { defs, svg: s };
}

/** City buildings at golden hour with rooftop tanks: building and commercial water supply. */
export function buildingsScene(random: () => number): Scene {
  const horizon = 640;
  const s0 = sky(horizon, 300, 220);
  let s = s0.svg + clouds(random, 3, 100);
  const tones = [palette.navy700, palette.navy800, '#2C5A8A', '#3E6E9E', palette.navy900];
  const glass = ['#7FB1DD', '#9CC8EC', '#5E93C6'];
  // Back row lighter (aerial perspective), front row darker and taller.
  s += times(9, (i) => building(i * 140 - 20, horizon, 120, 220 + random() * 140, '#9FB7CE', '#C9DBEA', random, 0));
  for (let i = 0; i < 7; i++) {
    const w = 130 + random() * 60;
    const h = 300 + random() * 260;
    const x = i * 175 - 30 + random() * 20;
    s += building(x, horizon, w, h, tones[i % tones.length]!, glass[i % glass.length]!, random, 0.15);
    // Rooftop water tank on a stand: what the booster sets keep filled.
    s +=
      rect(x + w * 0.3, horizon - h - 34, w * 0.3, 28, '#E9EEF2', 'rx="4"') +
      rect(x + w * 0.33, horizon - h - 8, 4, 8, '#5B6B7B') +
      rect(x + w * 0.55, horizon - h - 8, 4, 8, '#5B6B7B');
  }
  s += rect(0, horizon, W, H - horizon, '#5E6B78') + rect(0, horizon, W, 18, '#8794A2');
  s += times(12, (i) => rect(i * 110 + 20, horizon + 80, 60, 8, '#ffffff', 'opacity="0.6"'));
  s += times(6, (i) => tree(80 + i * 210, horizon + 40, 120, i % 3));
  return { defs: s0.defs, svg: s };
}

/** Process plant: sheds with north-light roofs, storage tanks, pipe rack, chimney. */
export function industrialScene(random: () => number): Scene {
  const horizon = 560;
  const s0 = sky(horizon, 1000, 160);
  let s = s0.svg + clouds(random, 3, 110);
  s += hills(horizon, W, 40, '#9DB5C8', random, 0.7);
  // Chimney and its plume.
  s +=
    rect(860, 160, 44, 400, '#A8B3BE') +
    rect(860, 200, 44, 14, palette.accent) +
    rect(860, 240, 44, 14, palette.accent);
  s += times(5, (i) => circle(900 + i * 34, 140 - i * 20, 26 + i * 8, '#ffffff', `opacity="${n(0.5 - i * 0.08)}"`));
  // Sheds with saw-tooth roofs.
  for (let i = 0; i < 2; i++) {
    const x = 40 + i * 420;
    const w = 400;
    s += rect(x, 380, w, 180, i ? '#C9D3DC' : '#DCE3E9');
    s += times(
      5,
      (k) =>
        polygon(
          [
            [x + k * 80, 380],
            [x + k * 80, 330],
            [x + k * 80 + 80, 380],
          ],
          i ? '#8FA0B0' : '#A3B2C0',
        ) + rect(x + k * 80, 332, 6, 48, '#9CC8EC'),
    );
    s += times(6, (k) => rect(x + 20 + k * 64, 430, 40, 60, '#7F93A6'));
    s += rect(x + w * 0.4, 500, 70, 60, palette.navy800);
  }
  // Storage tanks and a pipe rack carrying blue process lines.
  for (let i = 0; i < 3; i++) {
    const x = 900 + i * 95;
    s += rect(x, 400, 80, 160, 'url(#m-steel-v)') + `<ellipse cx="${x + 40}" cy="400" rx="40" ry="10" fill="#E9EEF2"/>`;
  }
  s += rect(0, 590, W, 210, '#8E9AA6') + rect(0, 560, W, 30, '#A9B3BD');
  s += times(8, (i) => rect(40 + i * 150, 520, 10, 70, '#5B6B7B'));
  s += rect(30, 520, 1140, 8, '#5B6B7B');
  s += rect(30, 506, 1140, 12, palette.blue600) + rect(30, 492, 1140, 10, palette.navy700);
  s += times(4, (i) => circle(160 + i * 300, 512, 10, palette.accent));
  return { defs: s0.defs, svg: s };
}

/** Solar pumping site: panel array, borehole head, elevated tank, fields. */
export function solarScene(random: () => number): Scene {
  const horizon = 430;
  const s0 = sky(horizon, 980, 120);
  let s = s0.svg + clouds(random, 3, 100);
  s += hills(horizon, W, 50, '#9DB5C8', random, 0.6) + hills(horizon + 4, W, 28, '#9CC38A', random);
  const defs =
    s0.defs +
    linearUser(
      'pl-ground',
      [
        [0, '#B8C98F'],
        [1, '#8AA86B'],
      ],
      0,
      horizon,
      0,
      H,
    ) +
    linearUser(
      'pl-panel',
      [
        [0, '#2B5C9A'],
        [0.5, '#163E70'],
        [1, '#0E2A4F'],
      ],
      0,
      0,
      0,
      1,
    );
  s += rect(0, horizon, W, H - horizon, 'url(#pl-ground)');
  // Panel array: three tilted tables of 2×4 modules each.
  for (let t = 0; t < 3; t++) {
    const x = 90 + t * 250;
    const y = 500 + t * 18;
    s += rect(x + 30, y + 40, 6, 70, '#6B7B8B') + rect(x + 190, y + 10, 6, 100, '#6B7B8B');
    s += polygon(
      [
        [x, y + 50],
        [x + 230, y + 10],
        [x + 250, y - 70],
        [x + 20, y - 30],
      ],
      '#0E2A4F',
    );
    for (let r = 0; r < 2; r++) {
      for (let c = 0; c < 4; c++) {
        const px = x + 3 + c * 57 + r * 10;
        const py = y + 46 - c * 10 - r * 40;
        s += polygon(
          [
            [px, py],
            [px + 54, py - 9.5],
            [px + 63, py - 46],
            [px + 9, py - 37],
          ],
          'url(#pl-panel)',
          `stroke="#A9C7E8" stroke-width="1" stroke-opacity="0.6"`,
        );
      }
    }
    s += floorShadow(x + 130, y + 112, 130, 10, 0.2);
  }
  // Elevated tank on a steel tower, fed from the borehole head.
  s +=
    rect(930, 250, 160, 110, palette.blue600, 'rx="8"') +
    rect(930, 250, 160, 16, palette.navy800, 'rx="6"') +
    rect(930, 300, 160, 6, '#ffffff', 'opacity="0.3"');
  s += times(2, (i) => rect(945 + i * 120, 360, 10, 240, '#5B6B7B'));
  s += path(
    'M950 370L1070 480M1070 370L950 480M950 480L1070 590M1070 480L950 590',
    'none',
    'stroke="#5B6B7B" stroke-width="4"',
  );
  s +=
    rect(860, 560, 40, 40, 'url(#m-steel-v)') +
    rect(872, 380, 12, 180, palette.blue500) +
    rect(872, 370, 80, 12, palette.blue500);
  s += rect(800, 520, 44, 70, '#E9EEF2', `rx="3"`) + rect(808, 530, 28, 16, palette.navy800);
  s += tree(1160, 560, 130, 2);
  return { defs, svg: s };
}

/** Homes with rooftop tanks and a garden: residential water supply. */
export function residentialScene(random: () => number): Scene {
  const horizon = 560;
  const s0 = sky(horizon, 220, 140);
  let s = s0.svg + clouds(random, 4, 110);
  s += hills(horizon, W, 40, '#A6BFD2', random, 0.7);
  const walls = ['#F1E6D6', '#E6EEF5', '#F4F0EA'];
  const roofs = [palette.navy800, '#9B5B44', '#5B6B7B'];
  for (let i = 0; i < 3; i++) {
    const x = 70 + i * 370;
    const w = 300;
    const h = 190 - (i % 2) * 30;
    const top = horizon - h;
    s += rect(x, top, w, h, walls[i]!);
    s += polygon(
      [
        [x - 20, top + 4],
        [x + w / 2, top - 110],
        [x + w + 20, top + 4],
      ],
      roofs[i]!,
    );
    s +=
      rect(x + w * 0.42, horizon - 90, 46, 90, palette.navy700) + circle(x + w * 0.42 + 38, horizon - 45, 3, '#E9C46A');
    s += rect(x + 30, top + 40, 70, 60, '#9CC8EC') + rect(x + w - 100, top + 40, 70, 60, '#9CC8EC');
    s += rect(x + 64, top + 40, 3, 60, '#ffffff') + rect(x + w - 66, top + 40, 3, 60, '#ffffff');
    // Rooftop tank on the ridge line.
    s +=
      rect(x + w * 0.62, top - 96, 54, 44, i % 2 ? palette.blue600 : '#1B232B', 'rx="8"') +
      rect(x + w * 0.62, top - 100, 54, 8, palette.navy900, 'rx="3"');
  }
  s += rect(0, horizon, W, H - horizon, '#8DB57F') + rect(0, horizon + 70, W, 60, '#C9C2B2');
  s += times(8, (i) => tree(30 + i * 160 + (i % 2) * 40, horizon + 10, 90 + (i % 3) * 20, i % 3));
  return { defs: s0.defs, svg: s };
}

/** Treatment works: round clarifiers with bridges, aeration basins, a control building. */
export function wasteWaterScene(random: () => number): Scene {
  const horizon = 360;
  const s0 = sky(horizon, 900, 110);
  let s = s0.svg + clouds(random, 3, 90);
  s += hills(horizon, W, 40, '#9DB5C8', random, 0.7);
  s += rect(0, horizon, W, H - horizon, '#A7B58F');
  s += rect(0, horizon, W, 40, '#B9C59F');
  // Control building.
  s +=
    rect(60, 280, 260, 120, '#E9EEF2') +
    rect(60, 270, 260, 14, palette.navy800) +
    times(5, (i) => rect(80 + i * 48, 310, 30, 40, '#9CC8EC'));
  // Two circular clarifiers with radial bridges.
  for (const [cx, cy, rx] of [
    [560, 520, 230],
    [1000, 470, 170],
  ] as const) {
    const ry = rx * 0.34;
    s += `<ellipse cx="${cx}" cy="${cy + 10}" rx="${rx + 8}" ry="${ry + 8}" fill="#8F9BA6"/>`;
    s += `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#C9D3DC"/>`;
    s += `<ellipse cx="${cx}" cy="${cy + 4}" rx="${rx - 14}" ry="${ry - 6}" fill="url(#pl-water)"/>`;
    s += times(
      4,
      (i) =>
        `<ellipse cx="${cx}" cy="${cy + 4}" rx="${n((rx - 14) * (0.3 + i * 0.18))}" ry="${n((ry - 6) * (0.3 + i * 0.18))}" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="1.5"/>`,
    );
    s +=
      polygon(
        [
          [cx - 6, cy - 2],
          [cx + rx - 10, cy - 16],
          [cx + rx - 10, cy - 8],
          [cx - 6, cy + 6],
        ],
        '#E9EEF2',
      ) + circle(cx, cy, 14, palette.navy800);
    s += rect(cx + rx - 30, cy - 40, 10, 30, palette.accent);
  }
  // Rectangular aeration basins with bubbles in the foreground.
  s += polygon(
    [
      [40, 650],
      [560, 650],
      [600, 780],
      [0, 780],
    ],
    '#8F9BA6',
  );
  s += polygon(
    [
      [56, 660],
      [544, 660],
      [580, 770],
      [20, 770],
    ],
    'url(#pl-water)',
  );
  s += times(60, () =>
    circle(60 + random() * 500, 670 + random() * 95, 1.5 + random() * 2.5, '#ffffff', 'opacity="0.5"'),
  );
  s += tree(1120, 700, 150, 1) + tree(760, 720, 120, 0);
  const defs =
    s0.defs +
    linearUser(
      'pl-water',
      [
        [0, '#3E7FB5'],
        [1, '#6FA8D6'],
      ],
      0,
      0,
      0,
      1,
    );
  return { defs, svg: s };
}

/** A football pitch with sprinklers and floodlights (the Bahrain pressure-boosting case). */
export function pitchScene(random: () => number): Scene {
  const horizon = 330;
  const s0 = sky(horizon, 950, 110, true);
  let s = s0.svg;
  // Stands and floodlights.
  s += polygon(
    [
      [0, horizon],
      [0, 220],
      [W, 250],
      [W, horizon],
    ],
    '#2B3A4D',
  );
  s += times(30, (i) => rect(i * 40 + 4, 250 + (i % 3) * 14, 32, 8, palette.blue300, 'opacity="0.35"'));
  for (const x of [120, 1080]) {
    s +=
      rect(x - 4, 60, 8, 200, '#5B6B7B') +
      rect(x - 40, 40, 80, 34, '#3B4B5B') +
      times(6, (i) => circle(x - 30 + i * 12, 57, 4.5, '#FFF4D0'));
    s += polygon(
      [
        [x - 40, 74],
        [x + 40, 74],
        [600 + (x - 600) * 0.2 + 220, 700],
        [600 + (x - 600) * 0.2 - 220, 700],
      ],
      '#FFF4D0',
      'opacity="0.06"',
    );
  }
  // Pitch with mown stripes and markings in perspective.
  const vx = 600;
  const defs =
    s0.defs +
    linearUser(
      'pl-pitch',
      [
        [0, '#4E8A4A'],
        [1, '#3B7340'],
      ],
      0,
      horizon,
      0,
      H,
    );
  s += rect(0, horizon, W, H - horizon, 'url(#pl-pitch)');
  for (let i = 0; i < 10; i++) {
    const y0 = horizon + Math.pow(i / 10, 1.6) * (H - horizon);
    const y1 = horizon + Math.pow((i + 1) / 10, 1.6) * (H - horizon);
    if (i % 2) s += rect(0, y0, W, y1 - y0, '#ffffff', 'opacity="0.06"');
  }
  const line = 'stroke="#ffffff" stroke-width="3" opacity="0.85"';
  s += path(
    `M${vx - 420} ${horizon + 30}L${vx + 420} ${horizon + 30}L${vx + 640} ${H}M${vx - 420} ${horizon + 30}L${vx - 640} ${H}`,
    'none',
    line,
  );
  s += path(`M${vx} ${horizon + 30}L${vx} ${H}`, 'none', line);
  s += `<ellipse cx="${vx}" cy="${horizon + 250}" rx="150" ry="56" fill="none" ${line}/>`;
  // Pop-up sprinklers throwing arcs.
  s += times(6, (i) => {
    const x = 180 + i * 170;
    const y = 560 + (i % 2) * 60;
    const reach = 100 + random() * 30;
    return times(4, (k) =>
      path(
        `M${x} ${y} Q ${n(x + (k - 1.5) * reach * 0.45)} ${y - 90} ${n(x + (k - 1.5) * reach)} ${y + 10}`,
        'none',
        'stroke="#ffffff" stroke-width="2" stroke-dasharray="2 6" stroke-linecap="round" opacity="0.8"',
      ),
    );
  });
  return { defs, svg: s };
}

/**
 * A borehole in section: surface with a solar array and tank, soil and rock strata, the aquifer,
 * and the submersible pump set hanging in the water on its rising main.
 */
export function boreholeSection(random: () => number): Scene {
  const ground = 330;
  const s0 = sky(ground, 1000, 90);
  let s = s0.svg + clouds(random, 3, 80);
  s += hills(ground, W, 30, '#9CC38A', random);
  const strata = [
    { to: 400, colour: '#8C6B4B' },
    { to: 480, colour: '#A98461' },
    { to: 560, colour: '#9A8C7A' },
    { to: 690, colour: '#5F88AE' },
    { to: 800, colour: '#7A7268' },
  ];
  let top = ground;
  for (const layer of strata) {
    s += rect(0, top, W, layer.to - top, layer.colour);
    top = layer.to;
  }
  // Texture: pebbles in the gravel, droplets in the aquifer.
  s += times(90, () => circle(random() * W, 480 + random() * 78, 2 + random() * 4, '#ffffff', 'opacity="0.12"'));
  s += times(120, () => circle(random() * W, 562 + random() * 124, 1.5 + random() * 2.5, '#D4E9FA', 'opacity="0.45"'));
  s += rect(0, 560, W, 3, '#D4E9FA', 'opacity="0.6"');
  // Casing through the strata, water inside from the water level down.
  const cx = 600;
  s +=
    rect(cx - 44, ground - 10, 88, H - ground + 10, '#D9E1E8') +
    rect(cx - 36, ground - 10, 72, H - ground + 10, '#EEF3F7');
  s += rect(cx - 36, 600, 72, H - 600, '#9CC8EC');
  s += times(8, (i) => rect(cx - 44, 600 + i * 26, 8, 12, '#5F88AE') + rect(cx + 36, 600 + i * 26, 8, 12, '#5F88AE'));
  // Rising main, cable and the pump set (drawn lying, rotated upright).
  const pump = drawProduct('borehole-pump', { sizeInch: 4 });
  const scale = 300 / pump.width;
  const pumpBottom = 775;
  s += rect(cx - 8, ground - 30, 16, pumpBottom - pump.width * scale * 0.86 - ground + 30, 'url(#m-steel-v)');
  // rotate(-90) stands the lying drawing up with its discharge on top; its centre line lands on cx.
  s += `<g transform="translate(${n(cx - (pump.axisY ?? pump.height / 2) * scale)} ${pumpBottom}) rotate(-90) scale(${n(scale)})">${pump.svg}</g>`;
  // Surface: wellhead, control panel, solar panels, tank.
  s +=
    rect(cx - 30, ground - 40, 60, 30, 'url(#m-steel-h)') +
    rect(cx + 20, ground - 36, 240, 12, palette.blue600) +
    rect(cx + 250, ground - 130, 12, 100, palette.blue600);
  s +=
    rect(cx + 200, ground - 230, 130, 100, palette.blue600, 'rx="8"') +
    rect(cx + 200, ground - 230, 130, 14, palette.navy800, 'rx="6"');
  s += rect(cx - 150, ground - 80, 50, 70, '#E9EEF2', 'rx="3"') + rect(cx - 142, ground - 70, 34, 18, palette.navy800);
  s += polygon(
    [
      [120, ground - 20],
      [330, ground - 60],
      [350, ground - 140],
      [140, ground - 100],
    ],
    '#163E70',
    'stroke="#A9C7E8" stroke-width="1.5"',
  );
  s += rect(220, ground - 60, 6, 50, '#5B6B7B');
  s += person(460, ground + 2, 120, randomPerson(random, { jacket: undefined, shirt: '#F1EDE4' }));
  return { defs: s0.defs, svg: s };
}

/** A pump plant room: three pump sets (end-suction or split-case) with headers, valves and gauges. */
export function plantRoom(random: () => number, kind: 'end-suction' | 'split-case' = 'end-suction'): Scene {
  const defs =
    linearUser(
      'pr-wall',
      [
        [0, '#D5DDE4'],
        [1, '#EEF2F5'],
      ],
      0,
      0,
      0,
      520,
    ) +
    linearUser(
      'pr-floor',
      [
        [0, '#9AA7B3'],
        [1, '#C9D3DC'],
      ],
      0,
      520,
      0,
      H,
    );
  let s = rect(0, 0, W, 520, 'url(#pr-wall)') + rect(0, 520, W, H - 520, 'url(#pr-floor)');
  s += times(8, (i) => rect(i * 160, 0, 4, 520, '#C3CDD6'));
  s += rect(0, 500, W, 20, '#B4C0CB');
  // Painted floor safety lines.
  s += rect(0, 740, W, 10, palette.accent, 'opacity="0.8"');
  // Headers along the wall with drops to each pump.
  s += rect(0, 150, W, 34, palette.blue600) + rect(0, 150, W, 8, '#ffffff', 'opacity="0.25"');
  s += rect(0, 230, W, 26, palette.navy700);
  const set = drawProduct(kind);
  // x of the discharge nozzle in the drawing's units (end-suction volute top; split-case dome top).
  const nozzleX = kind === 'end-suction' ? 562 : 600;
  for (let i = 0; i < 3; i++) {
    const x = 90 + i * 370;
    const scale = 330 / set.width;
    const y = 640;
    s += floorShadow(x + 165, y + 8, 170, 12, 0.3);
    s += rect(x - 6, y - 4, 342, 14, '#7D8A97');
    s += `<g transform="translate(${x} ${y - set.height * scale}) scale(${n(scale)})">${set.svg}</g>`;
    // Discharge riser from the volute up to the header, with a valve handwheel and gauge.
    const rx = x + nozzleX * scale;
    s += rect(rx - 9, 184, 18, y - set.height * scale + 40 * scale - 184, palette.blue600);
    s +=
      circle(rx, 330, 20, 'none', `stroke="${palette.accent}" stroke-width="5"`) +
      rect(rx - 2, 312, 4, 36, palette.accent);
    // Pressure gauge with the needle at a slightly different reading on each pump.
    const needle = -150 + random() * 120;
    s +=
      circle(rx + 30, 400, 13, '#ffffff', `stroke="${palette.slate700}" stroke-width="3"`) +
      rect(rx + 9, 398, 12, 4, palette.slate700);
    s += rect(rx + 29, 391, 2, 10, '#C8372D', `transform="rotate(${n(needle + 90)} ${n(rx + 30)} 400)"`);
  }
  // Starter panel on the wall left of the first riser.
  s +=
    rect(40, 290, 110, 190, '#E4E8EB', `rx="4" stroke="#B4C0CB"`) +
    rect(56, 310, 78, 30, palette.navy800, 'rx="2"') +
    times(3, (i) => circle(70 + i * 25, 370, 7, ['#3FAF5A', '#F2C12E', '#D9412F'][i]!));
  return { defs, svg: s };
}
