import { palette } from '../palette';
import { circle, edge, line, mat, n, part, path, rect, times, type Drawing } from '../svg';
import { cable, flangeEdge, nameplate, tefcMotorV, threadedPort } from './parts';

/**
 * Products that work down a well: borehole submersible pumps and motors, vertical turbine pumps and
 * openwell submersibles. Borehole units are drawn lying down (the product frame tilts them) because a
 * standing 4-inch pump would be a thin stick in a 4:3 picture.
 */

/** Nominal bore in inches clamped to the range we draw (3 to 12). */
function bore(sizeInch: number | undefined): number {
  return Math.min(12, Math.max(3, sizeInch ?? 6));
}

/** Pump-end finish: all stainless (KS), cast-iron bowls (KC), stainless with Noryl top parts (KP). */
export type BoreholeFinish = 'stainless' | 'cast' | 'mixed';

/**
 * What tells the series apart at card size (issue 15, item 12), as a buyer would see them on a
 * stand: KS all stainless with a full-length cable guard and a threaded outlet; KP stainless stages
 * with blue Noryl intake and discharge parts and a short guard; KC painted cast-iron bowls, bolted
 * stage joints, a flanged outlet and the cable held by straps. Each has its own colour band at the
 * discharge collar.
 */
const finishes = {
  stainless: {
    stages: 'steel',
    top: 'steel',
    intake: 'steeldark',
    band: palette.accent,
    guard: 'full',
    outlet: 'thread',
  },
  mixed: { stages: 'steel', top: 'paint', intake: 'paint', band: palette.blue400, guard: 'short', outlet: 'thread' },
  cast: { stages: 'paint', top: 'paint', intake: 'navy', band: palette.slate100, guard: 'straps', outlet: 'flange' },
} as const;

/**
 * Borehole submersible pump set (pump end plus motor), lying with the discharge on the right.
 * Diameter and length grow with the bore (a 10-inch unit is almost twice as thick as a 4-inch one,
 * as the real ones are: about 98 mm against 240 mm), and the finish sets the series' look.
 * @param sizeInch nominal bore in inches (3–12; 6 when unknown)
 */
export function boreholePump(sizeInch?: number, finish: BoreholeFinish = 'stainless'): Drawing {
  const look = finishes[finish];
  const s = bore(sizeInch);
  const D = 28 + 10 * s;
  const L = 500 + 32 * s;
  const cy = D * 0.9 + 14;
  const xm = L * 0.4; // motor end
  const xi = xm + L * 0.08; // intake end
  const xs = L * 0.86; // stages end
  let g = '';
  // Motor: stainless shell with bottom cap and upper bracket bands.
  g += part(0, cy - D * 0.47, xm + 4, D * 0.94, mat('steel', 'h'), D * 0.14);
  g += part(4, cy - D * 0.49, 12, D * 0.98, mat('steeldark', 'h'), 4);
  g += part(xm - 16, cy - D * 0.51, 18, D * 1.02, mat('steeldark', 'h'), 3);
  g += nameplate(xm * 0.3, cy - D * 0.22, xm * 0.34, D * 0.3);
  // Intake: interconnector with a slotted suction screen, in the series' intake material.
  g += part(xm, cy - D * 0.41, xi - xm, D * 0.82, mat(look.intake, 'h'), 2);
  const slots = Math.floor((xi - xm - 10) / 7);
  g += times(slots, (i) =>
    rect(xm + 7 + i * 7, cy - D * 0.27, 3.2, D * 0.54, palette.navy950, 'rx="1.5" opacity="0.8"'),
  );
  // Pump end: one ring per stage; cast bowls bulge and are bolted at every joint.
  const pitch = D * 0.52;
  const stages = Math.floor((xs - xi - 8) / pitch);
  if (finish === 'cast') {
    g += times(stages, (i) => {
      const x0 = xi + 4 + i * pitch;
      const x1 = x0 + pitch;
      const bulge = D * 0.06;
      return (
        path(
          `M${n(x0)} ${n(cy - D / 2)} C ${n(x0 + pitch * 0.3)} ${n(cy - D / 2 - bulge)}, ${n(x1 - pitch * 0.3)} ${n(cy - D / 2 - bulge)}, ${n(x1)} ${n(cy - D / 2)} L${n(x1)} ${n(cy + D / 2)} C ${n(x1 - pitch * 0.3)} ${n(cy + D / 2 + bulge)}, ${n(x0 + pitch * 0.3)} ${n(cy + D / 2 + bulge)}, ${n(x0)} ${n(cy + D / 2)} Z`,
          mat('paint', 'h'),
          edge,
        ) +
        part(x1 - 3, cy - D * 0.53, 6, D * 1.06, mat('navy', 'h'), 2) +
        circle(x1, cy - D * 0.3, D * 0.035, mat('steel', 'v'), edge) +
        circle(x1, cy + D * 0.3, D * 0.035, mat('steel', 'v'), edge)
      );
    });
    g += part(xi + 4 + stages * pitch, cy - D / 2, xs - xi - 4 - stages * pitch, D, mat('paint', 'h'), 2);
  } else {
    g += part(xi, cy - D / 2, xs - xi, D, mat(look.stages, 'h'), 3);
    g += times(stages, (i) => {
      const x = xi + 10 + (i + 1) * pitch - pitch / 2;
      return (
        rect(x, cy - D / 2 + 1, 3, D - 2, '#7E8B97', 'opacity="0.55"') +
        rect(x + 3, cy - D / 2 + 1, 1.2, D - 2, '#ffffff', 'opacity="0.7"')
      );
    });
  }
  // Cable protection: a riveted guard over the whole pump end (KS), over its upper half (KP), or
  // stainless straps round the bowls (KC).
  const gy = cy - D / 2 - D * 0.09;
  const cw = Math.max(6, D * 0.09);
  if (look.guard === 'straps') {
    g += cable(
      `M${n(xm - 8)} ${n(cy - D * 0.5)} C ${n(xm)} ${n(gy - 4)}, ${n(xi - 18)} ${n(gy)}, ${n(xs)} ${n(gy)}`,
      cw,
    );
    g += times(3, (i) =>
      part(xi + (xs - xi) * (0.2 + i * 0.3), gy - D * 0.06, D * 0.1, D * 1.12, mat('steel', 'h'), 2),
    );
  } else {
    const from = look.guard === 'full' ? xi - 8 : xi + (xs - xi) * 0.45;
    const guardH = look.guard === 'full' ? D * 0.17 : D * 0.12;
    g += cable(
      `M${n(xm - 8)} ${n(cy - D * 0.5)} C ${n(xm)} ${n(gy - 4)}, ${n(from - 18)} ${n(gy + 2)}, ${n(from + 6)} ${n(gy + D * 0.05)}`,
      cw,
    );
    g += part(from, gy, xs - from - 4, guardH, mat('steeldark', 'h'), 2);
    g += times(Math.floor((xs - from) / 70) + 1, (i) =>
      circle(from + 16 + i * 70, gy + guardH / 2, 2.2, mat('steel', 'v'), edge),
    );
  }
  // Discharge collar with the series' colour band, then the outlet.
  g += part(xs, cy - D * 0.54, D * 0.32, D * 1.08, mat(look.top, 'h'), 4);
  g += rect(xs + D * 0.1, cy - D * 0.54 + 1, D * 0.1, D * 1.08 - 2, look.band, `${edge}`);
  const neckX = xs + D * 0.32;
  if (look.outlet === 'flange') {
    g += part(neckX, cy - D * 0.3, L - neckX - D * 0.12, D * 0.6, mat('paint', 'h'), 2);
    g += flangeEdge(L - D * 0.06, cy, D * 0.95, D * 0.12, 'v');
  } else {
    g += part(neckX, cy - D * 0.37, L - neckX, D * 0.74, mat(look.top, 'h'), 3);
    g += times(Math.floor((L - neckX - D * 0.08) / 5), (i) => {
      const x = neckX + D * 0.06 + i * 5;
      return line(x, cy - D * 0.36, x + 2.5, cy + D * 0.36, palette.slate500, 1, 'opacity="0.5"');
    });
  }
  // Drop cable: exits past the head and trails back under the pump, cut to show its cores.
  g += cable(
    `M${n(xs - 6)} ${n(gy + D * 0.05)} C ${n(L + 40)} ${n(gy - D * 0.1)}, ${n(L + 60)} ${n(cy + D * 1.1)}, ${n(L - 20)} ${n(cy + D * 1.05)} S ${n(xs - 80)} ${n(cy + D * 0.95)}, ${n(xs - 170)} ${n(cy + D * 1.0)}`,
    cw,
  );
  const ex = xs - 170;
  const ey = cy + D * 1.0;
  g +=
    circle(ex, ey, cw * 0.62, '#141B22') +
    times(3, (i) => circle(ex - cw * 0.25 + i * cw * 0.25, ey, cw * 0.13, ['#C8372D', '#E3B21C', '#1F6FC4'][i]!));
  return { width: L + 70, height: cy + D * 1.1 + 12, svg: g, axisY: cy };
}

/**
 * Borehole submersible motor lying down: stainless shell, upper bracket with studs and splined
 * shaft on the right, drop cable from the plug.
 */
export function submersibleMotor(sizeInch?: number): Drawing {
  const s = bore(sizeInch);
  const D = 80 + 9 * s;
  const L = 380 + 22 * s;
  const cy = D * 1.05;
  const xb = L * 0.84; // bracket start
  let g = '';
  g += part(0, cy - D / 2, xb + 6, D, mat('steel', 'h'), D * 0.16);
  g += part(6, cy - D * 0.52, 16, D * 1.04, mat('steeldark', 'h'), 5);
  // Circumferential ribs near both ends (rolled stiffening beads of the shell).
  g += times(3, (i) => rect(40 + i * 14, cy - D / 2 + 1, 3, D - 2, '#7E8B97', 'opacity="0.5"'));
  g += times(3, (i) => rect(xb - 60 + i * 14, cy - D / 2 + 1, 3, D - 2, '#7E8B97', 'opacity="0.5"'));
  g += nameplate(xb * 0.34, cy - D * 0.24, xb * 0.3, D * 0.34);
  g += rect(xb * 0.36, cy + D * 0.2, xb * 0.26, D * 0.12, '#E9EEF2', `rx="2" ${edge}`);
  // Upper bracket with studs, sand guard and splined shaft.
  g += part(xb, cy - D * 0.55, L * 0.07, D * 1.1, mat('steeldark', 'h'), 4);
  const bx = xb + L * 0.07;
  g +=
    part(bx, cy - D * 0.47, 14, D * 0.12, mat('steel', 'h'), 2) +
    part(bx, cy + D * 0.35, 14, D * 0.12, mat('steel', 'h'), 2);
  g += part(bx, cy - D * 0.2, 10, D * 0.4, mat('rubber', 'h'), 3);
  g += part(bx + 10, cy - D * 0.09, L - bx - 10, D * 0.18, mat('steel', 'h'), 2);
  g += times(Math.floor((L - bx - 14) / 4), (i) =>
    line(bx + 14 + i * 4, cy - D * 0.08, bx + 14 + i * 4, cy + D * 0.08, palette.slate500, 0.8, 'opacity="0.6"'),
  );
  // Cable plug on the bracket and the drop cable looping under the motor.
  g += part(xb + 4, cy - D * 0.55 - 14, 26, 16, mat('rubber', 'h'), 3);
  const cw = Math.max(7, D * 0.08);
  g += cable(
    `M${n(xb + 17)} ${n(cy - D * 0.55 - 12)} C ${n(xb + 40)} ${n(cy - D * 1.05)}, ${n(L + 50)} ${n(cy - D * 0.6)}, ${n(L + 40)} ${n(cy + D * 0.5)} S ${n(L * 0.7)} ${n(cy + D * 0.95)}, ${n(L * 0.45)} ${n(cy + D * 0.85)}`,
    cw,
  );
  const ex = L * 0.45;
  const ey = cy + D * 0.85;
  g +=
    circle(ex, ey, cw * 0.62, '#141B22') +
    times(3, (i) => circle(ex - cw * 0.25 + i * cw * 0.25, ey, cw * 0.13, ['#C8372D', '#E3B21C', '#1F6FC4'][i]!));
  return { width: L + 60, height: cy + D * 0.95 + 12, svg: g, axisY: cy };
}

/**
 * Vertical turbine pump: hollow-shaft motor and discharge head above ground, flanged column through
 * a cut-away well to the bowl assembly and suction bell in the water.
 */
export function verticalTurbine(): Drawing {
  const W = 420;
  const cx = 170;
  let g = '';
  const motorD = 140;
  const motorTop = 30;
  const motorLen = 170;
  const headTop = motorTop + motorLen + 10;
  const headH = 120;
  const groundY = headTop + headH + 14;
  const colTop = groundY;
  const waterY = groundY + 190;
  const colLen = 300;
  const bowlsTop = colTop + colLen;
  const bowlH = 44;
  const bowls = 3;
  const bellTop = bowlsTop + bowls * bowlH;
  const H = bellTop + 90;
  // Cut-away well: soil band, water below the level line, well walls.
  g += rect(cx - 80, groundY, 160, H - groundY - 6, palette.blue50, 'opacity="0.9"');
  g += rect(cx - 80, waterY, 160, H - waterY - 6, palette.blue200, 'opacity="0.75"');
  g += line(cx - 80, waterY, cx + 80, waterY, palette.blue500, 2);
  g += times(3, (i) => line(cx - 60 + i * 40, waterY + 8, cx - 40 + i * 40, waterY + 8, palette.blue400, 1.5));
  g += rect(cx - 96, groundY, 16, H - groundY - 6, palette.soilLight, 'opacity="0.8"');
  g += rect(cx + 80, groundY, 16, H - groundY - 6, palette.soilLight, 'opacity="0.8"');
  g += rect(10, groundY, W - 20, 16, palette.soil, 'opacity="0.85"');
  g += times(24, (i) => line(14 + i * 17, groundY + 16, 24 + i * 17, groundY, '#ffffff', 1.2, 'opacity="0.35"'));
  // Column pipe with flanged joints and the line shaft inside (not visible: solid column).
  g += part(cx - 20, colTop, 40, colLen, mat('steel', 'v'), 2);
  for (let y = colTop + 90; y < bowlsTop - 20; y += 100) g += flangeEdge(cx, y, 64, 10, 'h', 'steeldark');
  // Bowl assembly: bulged stages.
  g += times(bowls, (i) => {
    const y = bowlsTop + i * bowlH;
    return path(
      `M${n(cx - 30)} ${n(y)} C ${n(cx - 58)} ${n(y + 6)}, ${n(cx - 58)} ${n(y + bowlH - 6)}, ${n(cx - 30)} ${n(y + bowlH)} L${n(cx + 30)} ${n(y + bowlH)} C ${n(cx + 58)} ${n(y + bowlH - 6)}, ${n(cx + 58)} ${n(y + 6)}, ${n(cx + 30)} ${n(y)} Z`,
      mat('paint', 'v'),
      edge,
    );
  });
  // Suction bell and strainer cone.
  g += path(
    `M${n(cx - 30)} ${n(bellTop)} L${n(cx + 30)} ${n(bellTop)} L${n(cx + 62)} ${n(bellTop + 36)} L${n(cx - 62)} ${n(bellTop + 36)} Z`,
    mat('paint', 'v'),
    edge,
  );
  g += path(
    `M${n(cx - 56)} ${n(bellTop + 36)} L${n(cx + 56)} ${n(bellTop + 36)} L${n(cx + 22)} ${n(bellTop + 80)} L${n(cx - 22)} ${n(bellTop + 80)} Z`,
    mat('steeldark', 'v'),
    edge,
  );
  g += times(7, (i) =>
    line(cx - 42 + i * 14, bellTop + 42, cx - 18 + i * 6, bellTop + 76, palette.navy950, 2, 'opacity="0.55"'),
  );
  // Base plate, discharge head with side outlet, motor on top.
  g += part(cx - 110, groundY - 14, 220, 16, mat('navy', 'h'), 2);
  g += path(
    `M${n(cx - 58)} ${n(headTop)} L${n(cx + 58)} ${n(headTop)} L${n(cx + 78)} ${n(groundY - 14)} L${n(cx - 78)} ${n(groundY - 14)} Z`,
    mat('paint', 'v'),
    edge,
  );
  g += rect(cx - 30, headTop + 26, 60, 40, palette.navy950, `rx="6" opacity="0.75"`);
  g += part(cx - 8, headTop + 24, 16, 44, mat('steel', 'v'), 2);
  g += part(cx + 60, headTop + 52, 110, 46, mat('paint', 'h'), 2);
  g += flangeEdge(cx + 176, headTop + 75, 86, 14, 'v');
  g += part(cx - 64, headTop - 8, 128, 12, mat('paint', 'h'), 2);
  g += tefcMotorV(cx - motorD / 2, motorTop, motorLen, motorD);
  // Drip cap dome over the fan cover.
  g += path(
    `M${n(cx - 52)} ${n(motorTop + 8)} Q ${n(cx)} ${n(motorTop - 34)} ${n(cx + 52)} ${n(motorTop + 8)} Z`,
    mat('navy', 'v'),
    edge,
  );
  return { width: W, height: H, svg: g };
}

/** Openwell submersible pump standing upright: motor at the bottom, intake screen, pump on top. */
export function openwellVertical(): Drawing {
  const W = 300;
  const cx = 140;
  const D = 150;
  let g = '';
  const legsY = 440;
  // Stand: three legs joined by a ring.
  g += part(cx - 90, legsY - 10, 180, 14, mat('navy', 'h'), 4);
  g +=
    part(cx - 84, legsY, 14, 34, mat('navy', 'v'), 2) +
    part(cx + 70, legsY, 14, 34, mat('navy', 'v'), 2) +
    part(cx - 7, legsY, 14, 34, mat('navy', 'v'), 2);
  // Motor body with bands and cable gland.
  const motorTop = legsY - 10 - 210;
  g += part(cx - D / 2, motorTop, D, 210, mat('paint', 'v'), 12);
  g += times(4, (i) => rect(cx - D / 2 + 2, motorTop + 40 + i * 42, D - 4, 3, palette.navy950, 'opacity="0.35"'));
  g += nameplate(cx - 38, motorTop + 80, 76, 46, '#E9EEF2');
  // Intake with screen.
  const intakeTop = motorTop - 56;
  g += part(cx - D * 0.42, intakeTop, D * 0.84, 58, mat('steeldark', 'v'), 3);
  g += times(9, (i) => rect(cx - D * 0.36 + i * 12.5, intakeTop + 10, 5, 38, palette.navy950, 'rx="2" opacity="0.8"'));
  // Pump casing and delivery.
  const pumpTop = intakeTop - 110;
  g += part(cx - D * 0.52, pumpTop, D * 1.04, 112, mat('steel', 'v'), 10);
  g += times(3, (i) => rect(cx - D * 0.52 + 2, pumpTop + 28 + i * 28, D * 1.04 - 4, 3, '#7E8B97', 'opacity="0.55"'));
  g += part(cx - 34, pumpTop - 30, 68, 34, mat('steel', 'v'), 6);
  g += threadedPort(cx - 22, pumpTop - 70, 44, 44, 'v');
  // Cable from the motor top running up beside the pump.
  g += cable(
    `M${n(cx + D / 2 - 8)} ${n(motorTop + 10)} C ${n(cx + D / 2 + 30)} ${n(motorTop - 10)}, ${n(cx + D / 2 + 28)} ${n(pumpTop)}, ${n(cx + D / 2 + 44)} ${n(pumpTop - 70)}`,
    9,
  );
  return { width: W, height: legsY + 40, svg: g };
}

/** Horizontal openwell submersible: water-filled motor, pump casing with top delivery, intake screen at the end, on a skid. */
export function openwellHorizontal(): Drawing {
  const D = 140;
  const cy = 150;
  let g = '';
  // Skid.
  g += part(30, cy + D / 2 + 30, 540, 16, mat('navy', 'h'), 3);
  g += part(90, cy + D / 2 - 4, 18, 36, mat('navy', 'v'), 2) + part(400, cy + D / 2 - 4, 18, 36, mat('navy', 'v'), 2);
  // Motor.
  g += part(20, cy - D / 2, 300, D, mat('paint', 'h'), 16);
  g += times(5, (i) => rect(70 + i * 44, cy - D / 2 + 2, 3, D - 4, palette.navy950, 'opacity="0.3"'));
  g += nameplate(110, cy - 28, 120, 50, '#E9EEF2');
  // Pump casing and delivery on top.
  g += part(316, cy - D * 0.56, 150, D * 1.12, mat('steel', 'h'), 10);
  g += times(3, (i) => rect(350 + i * 34, cy - D * 0.56 + 2, 3, D * 1.12 - 4, '#7E8B97', 'opacity="0.55"'));
  g += part(370, cy - D * 0.56 - 36, 60, 40, mat('steel', 'v'), 4);
  g += threadedPort(380, cy - D * 0.56 - 80, 40, 46, 'v');
  // Suction screen at the end.
  g += part(464, cy - D * 0.38, 90, D * 0.76, mat('steeldark', 'h'), 6);
  g += times(8, (i) => rect(474 + i * 10, cy - D * 0.28, 4, D * 0.56, palette.navy950, 'rx="2" opacity="0.8"'));
  g += cable(
    `M${n(60)} ${n(cy - D / 2 + 2)} C ${n(50)} ${n(cy - D / 2 - 40)}, ${n(20)} ${n(cy - D / 2 - 50)}, ${n(12)} ${n(cy - D / 2 - 90)}`,
    9,
  );
  return { width: 590, height: cy + D / 2 + 50, svg: g };
}
