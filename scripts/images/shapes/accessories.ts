import { palette } from '../palette';
import { circle, edge, line, linear, linearUser, mat, n, part, path, polygon, rect, times, type Drawing } from '../svg';
import { nameplate } from './parts';

/** Products that are not pumps: uPVC column pipes, submersible cables and control panels. */

/**
 * A pyramid of uPVC column pipes lying towards the back-left, open ends facing the viewer, with
 * threaded sockets; `blue` selects the blue pipe colour instead of grey-white.
 */
export function pipes(blue = false): Drawing {
  const r = 44;
  const depth = { x: -300, y: -90 };
  const body = blue ? 'pvcblue' : 'pvc';
  const rows = [3, 2, 1];
  const centres: [number, number][] = [];
  rows.forEach((count, row) => {
    for (let i = 0; i < count; i++) centres.push([330 + (i - (count - 1) / 2) * r * 2.04, 330 - row * r * 1.78]);
  });
  let bodies = '';
  let g = '';
  // Seen from above and to the right: lower rows and left pipes are further away, so their bodies are
  // drawn first; every open end lies in the front plane and is drawn after all bodies.
  const order = [...centres].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const len = Math.hypot(depth.x, depth.y);
  const px = (-depth.y / len) * r;
  const py = (depth.x / len) * r;
  for (const [cx, cy] of order) {
    const bx = cx + depth.x;
    const by = cy + depth.y;
    // Pipe body: the band between the tangents of the front and back circles.
    bodies += circle(bx, by, r, `url(#pipe-${body})`, edge);
    bodies += polygon(
      [
        [cx + px, cy + py],
        [bx + px, by + py],
        [bx - px, by - py],
        [cx - px, cy - py],
      ],
      `url(#pipe-${body})`,
    );
    bodies += line(cx + px, cy + py, bx + px, by + py, palette.slate700, 1.2, 'opacity="0.45"');
    bodies += line(cx - px, cy - py, bx - px, by - py, palette.slate700, 1.2, 'opacity="0.45"');
    // Printed marking stripe along the pipe.
    bodies += line(
      cx + depth.x * 0.25,
      cy - r * 0.55 + depth.y * 0.25,
      cx + depth.x * 0.8,
      cy - r * 0.55 + depth.y * 0.8,
      blue ? '#ffffff' : palette.navy700,
      2,
      'opacity="0.45" stroke-dasharray="10 6"',
    );
  }
  for (const [cx, cy] of order) {
    // Socket (slightly larger) and the open end with wall thickness and a dark bore.
    g += circle(cx, cy, r * 1.06, mat(body, 'v'), edge);
    g += circle(cx, cy, r * 0.8, blue ? '#0B2F55' : '#5D6B78');
    g += circle(cx + r * 0.06, cy + r * 0.05, r * 0.74, palette.navy950, 'opacity="0.85"');
    g += circle(
      cx,
      cy,
      r * 0.93,
      'none',
      `stroke="${palette.slate500}" stroke-opacity="0.5" stroke-width="1" stroke-dasharray="2 3"`,
    );
  }
  // The pipes run out of view: their far ends fade out instead of showing rounded silhouettes,
  // which in this oblique view would read as capsules rather than cut pipes.
  const defs =
    linear(
      `pipe-${body}`,
      [
        [0, blue ? '#0E3F73' : '#9AA9B7'],
        [0.4, blue ? '#5FA6E6' : '#F7F9FB'],
        [1, blue ? '#0F4C8A' : '#A9B7C4'],
      ],
      [0.2, 0, 0.8, 1],
    ) +
    linearUser(
      'pipe-fade-g',
      [
        [0, '#ffffff'],
        [1, '#000000'],
      ],
      210,
      0,
      -70,
      0,
    ) +
    `<mask id="pipe-fade" maskUnits="userSpaceOnUse" x="-200" y="-200" width="1000" height="800"><rect x="-200" y="-200" width="1000" height="800" fill="url(#pipe-fade-g)"/></mask>`;
  return {
    width: 530,
    height: 390,
    svg: `<defs>${defs}</defs><g transform="translate(50 0)"><g mask="url(#pipe-fade)">${bodies}</g>${g}</g>`,
  };
}

/** Cable drum with flat cable paying off, plus a cross-section of a 3- or 4-core cable. */
export function cables(cores: 3 | 4 = 3): Drawing {
  let g = '';
  // Drum seen three-quarter: back flange, wound cable, front flange with hub.
  const cx = 190;
  const cy = 200;
  g += `<ellipse cx="${cx + 70}" cy="${cy}" rx="70" ry="170" fill="#8A6A45" ${edge}/>`;
  g += rect(cx, cy - 120, 70, 240, 'url(#cable-wound)', edge);
  g += times(11, (i) => line(cx + 3 + i * 6.4, cy - 118, cx + 3 + i * 6.4, cy + 118, '#000000', 1, 'opacity="0.35"'));
  g += `<ellipse cx="${cx}" cy="${cy}" rx="70" ry="170" fill="url(#drum-wood)" ${edge}/>`;
  g += `<ellipse cx="${cx}" cy="${cy}" rx="52" ry="128" fill="none" stroke="#6F5232" stroke-width="2" opacity="0.5"/>`;
  g += `<ellipse cx="${cx}" cy="${cy}" rx="14" ry="34" fill="${palette.navy950}"/>`;
  g += times(6, (i) => {
    const a = (i / 6) * Math.PI * 2;
    return circle(cx + Math.cos(a) * 34, cy + Math.sin(a) * 84, 4, mat('steel', 'v'), edge);
  });
  // Cable paying off the drum towards the section.
  // Cross-section: sheath, insulated cores with copper strands; the cable from the drum runs into it.
  const sx = 560;
  const sy = 190;
  const R = 120;
  g += path(
    `M${n(cx + 60)} ${n(cy + 118)} C ${n(cx + 110)} ${n(cy + 175)}, ${n(sx - R - 80)} ${n(sy + 30)}, ${n(sx - R + 10)} ${n(sy + 10)}`,
    'none',
    'stroke="#141B22" stroke-width="14" stroke-linecap="round"',
  );
  g += circle(sx + 6, sy + 8, R, palette.navy900, 'opacity="0.18" filter="url(#f-blur8)"');
  g += circle(sx, sy, R, '#1B232B', edge);
  g += circle(sx, sy, R * 0.88, '#2A343E');
  const colours = ['#C8372D', '#E3B21C', '#1F6FC4', '#3D8B47'];
  const coreR = cores === 3 ? R * 0.4 : R * 0.34;
  const ring = cores === 3 ? R * 0.44 : R * 0.46;
  g += times(cores, (i) => {
    const a = -Math.PI / 2 + (i / cores) * Math.PI * 2 + (cores === 4 ? Math.PI / 4 : 0);
    const x = sx + Math.cos(a) * ring;
    const y = sy + Math.sin(a) * ring;
    let core = circle(x, y, coreR, colours[i]!, edge);
    core += circle(x, y, coreR * 0.66, 'url(#copper)');
    // Bunched strands: a hexagonal-ish packing of small circles.
    const s = coreR * 0.13;
    for (let k = 0; k < 7; k++) {
      const ka = (k / 6) * Math.PI * 2;
      const dx = k === 6 ? 0 : Math.cos(ka) * s * 2.1;
      const dy = k === 6 ? 0 : Math.sin(ka) * s * 2.1;
      core += circle(x + dx, y + dy, s, 'none', `stroke="#8A4B14" stroke-width="1" opacity="0.7"`);
    }
    return core;
  });
  g += circle(sx - R * 0.35, sy - R * 0.45, R * 0.3, '#ffffff', 'opacity="0.06"');
  const defs =
    linear('cable-wound', [
      [0, '#10161C'],
      [0.5, '#3A444E'],
      [1, '#10161C'],
    ]) +
    linear(
      'drum-wood',
      [
        [0, '#C9A16E'],
        [0.5, '#E3C394'],
        [1, '#A8804F'],
      ],
      [0, 0, 1, 1],
    ) +
    linear(
      'copper',
      [
        [0, '#F2B36B'],
        [0.5, '#D98A3A'],
        [1, '#A65F1E'],
      ],
      [0, 0, 1, 1],
    );
  return { width: 700, height: 400, svg: `<defs>${defs}</defs>${g}` };
}

/** Floor-standing motor control panel: door with meters, display, pilot lamps, buttons and selector. */
export function controlPanel(): Drawing {
  const W = 300;
  const H = 420;
  const x = 40;
  const y = 20;
  let g = '';
  // Cabinet body and door.
  g += part(x, y, W, H, mat('cabinet', 'v'), 6);
  g += part(x + 10, y + 10, W - 20, H - 20, mat('cabinet', 'v'), 4);
  g += rect(x + 10, y + H - 50, W - 20, 40, '#000000', 'opacity="0.04"');
  // Canopy and plinth.
  g += part(x - 8, y - 12, W + 16, 16, mat('navy', 'h'), 3);
  g += part(x + 4, y + H, W - 8, 26, mat('navy', 'h'), 2);
  // Analogue ammeter and voltmeter.
  for (const i of [0, 1]) {
    const mx = x + 60 + i * 90;
    const my = y + 70;
    g += rect(mx - 34, my - 34, 68, 68, palette.slate700, `rx="4" ${edge}`);
    g += rect(mx - 28, my - 28, 56, 56, '#FBFCFD', 'rx="2"');
    g += path(
      `M${n(mx - 20)} ${n(my + 10)} A 24 24 0 0 1 ${n(mx + 20)} ${n(my + 10)}`,
      'none',
      `stroke="${palette.slate500}" stroke-width="1.5"`,
    );
    g += line(mx, my + 14, mx + (i ? 12 : -8), my - 10, '#C8372D', 1.8);
    // Scale ticks instead of the unit letter: the picture carries no words.
    g += times(5, (t) => {
      const angle = Math.PI * (1.1 + t * 0.2);
      const [c, s] = [Math.cos(angle), Math.sin(angle)];
      return line(mx + c * 20, my + 10 + s * 20, mx + c * 24, my + 10 + s * 24, palette.slate700, 1.2);
    });
  }
  // Digital motor-protection relay display.
  g += rect(x + W - 92, y + 38, 64, 66, palette.navy900, `rx="4" ${edge}`);
  g += rect(x + W - 84, y + 46, 48, 22, '#0F3B2E', 'rx="2"');
  // A lit reading drawn as segment bars, not digits.
  g += times(3, (i) => rect(x + W - 79 + i * 13, y + 50, 9, 14, '#5CF0A8', 'rx="1" opacity="0.85"'));
  g += times(3, (i) => rect(x + W - 84 + i * 17, y + 78, 12, 16, palette.slate500, 'rx="2"'));
  // Pilot lamps (R Y B phases and run/trip) and push buttons.
  const lampY = y + 150;
  g += times(
    3,
    (i) =>
      circle(x + 60 + i * 34, lampY, 11, ['#D9412F', '#F2C12E', '#2F7FD9'][i]!, edge) +
      circle(x + 57 + i * 34, lampY - 3, 3.5, '#ffffff', 'opacity="0.6"'),
  );
  g += circle(x + 190, lampY, 11, '#3FAF5A', edge) + circle(x + 224, lampY, 11, palette.accent, edge);
  g += times(
    2,
    (i) =>
      circle(x + 80 + i * 60, y + 204, 16, i ? '#C8372D' : '#2E9E4F', edge) +
      circle(x + 80 + i * 60, y + 204, 10, '#000000', 'opacity="0.15"'),
  );
  // Selector switch.
  g +=
    circle(x + 210, y + 204, 18, palette.slate700, edge) +
    rect(x + 206, y + 188, 8, 32, '#E9EEF2', `rx="3" transform="rotate(35 ${x + 210} ${y + 204})"`);
  // Door handle, louvres, nameplate and cable glands.
  g += part(x + W - 34, y + 240, 12, 60, mat('steeldark', 'v'), 4);
  g += times(5, (i) => rect(x + 40, y + 270 + i * 14, 120, 6, palette.slate500, 'rx="3" opacity="0.55"'));
  g += nameplate(x + 40, y + 360, 120, 26);
  return { width: W + 80, height: H + 50, svg: g };
}
