import { palette } from '../palette';
import { circle, edge, mat, n, part, path, rect, times, type Drawing } from '../svg';
import { baseplate, couplingGuard, flangeEdge, flangeFace, tefcMotorH, tefcMotorV, threadedPort } from './parts';

/**
 * Surface-mounted pumps driven by TEFC motors: boosters, end-suction and split-case sets,
 * monoblocks and peripheral pumps. Drawn side-on like a general-arrangement drawing.
 */

/** Volute casing seen side-on (shaft horizontal): a tall rounded body, discharge up, suction to the right. */
function voluteSide(x: number, y: number, w: number, h: number, shaftY: number, material = 'paint'): string {
  let s = path(
    `M${n(x + w * 0.15)} ${n(y)} L${n(x + w * 0.85)} ${n(y)} C ${n(x + w * 1.08)} ${n(y + h * 0.2)}, ${n(x + w * 1.08)} ${n(y + h * 0.85)}, ${n(x + w * 0.75)} ${n(y + h)} L${n(x + w * 0.2)} ${n(y + h)} C ${n(x - w * 0.08)} ${n(y + h * 0.85)}, ${n(x - w * 0.08)} ${n(y + h * 0.2)}, ${n(x + w * 0.15)} ${n(y)} Z`,
    mat(material, 'v'),
    edge,
  );
  // Cast rib and casing bolts on the joint line.
  s += rect(x + w * 0.05, shaftY - 3, w * 0.9, 6, palette.navy950, 'opacity="0.25" rx="3"');
  s += times(4, (i) => circle(x + w * 0.06, y + h * (0.2 + i * 0.2), 3.2, mat('steel', 'v'), edge));
  return s;
}

/** Horizontal multistage booster: TEFC motor on the left, stainless stage casing, axial inlet, top outlet. */
export function boosterHorizontal(): Drawing {
  const cy = 170;
  const D = 130;
  let g = '';
  g += tefcMotorH({ x: 20, y: cy - D / 2, length: 300, diameter: D, fan: 'left' });
  // Adapter bracket, then stainless stages.
  g += part(318, cy - D * 0.4, 30, D * 0.8, mat('paint', 'h'), 4);
  g += part(346, cy - D * 0.38, 190, D * 0.76, mat('steel', 'h'), 6);
  g += times(5, (i) => rect(372 + i * 32, cy - D * 0.38 + 2, 3, D * 0.76 - 4, '#7E8B97', 'opacity="0.55"'));
  // Outlet on top near the end, inlet on the end cap.
  g += part(484, cy - D * 0.5, 52, 20, mat('steel', 'h'), 4);
  g += threadedPort(492, cy - D * 0.5 - 40, 36, 42, 'v');
  g += part(534, cy - D * 0.3, 20, D * 0.6, mat('paint', 'h'), 4);
  g += threadedPort(552, cy - 20, 38, 40, 'h');
  // Pump foot.
  g += path(
    `M${n(500)} ${n(cy + D * 0.3)} L${n(534)} ${n(cy + D * 0.3)} L${n(544)} ${n(cy + D * 0.5 + 16)} L${n(490)} ${n(cy + D * 0.5 + 16)} Z`,
    mat('navy', 'h'),
    edge,
  );
  return { width: 610, height: cy + D * 0.62 + 8, svg: g };
}

/** Vertical multistage booster (inline): cast base with opposed flanges, stainless sleeve with tie rods, motor on top. */
export function boosterVertical(): Drawing {
  const cx = 170;
  let g = '';
  const baseY = 580;
  // Base with inline suction/discharge flanges.
  g += part(cx - 120, baseY + 44, 240, 14, mat('navy', 'h'), 3);
  g += path(
    `M${n(cx - 70)} ${n(baseY - 30)} L${n(cx + 70)} ${n(baseY - 30)} L${n(cx + 96)} ${n(baseY + 44)} L${n(cx - 96)} ${n(baseY + 44)} Z`,
    mat('paint', 'v'),
    edge,
  );
  g += part(cx - 150, baseY - 4, 70, 34, mat('paint', 'h'), 2) + part(cx + 80, baseY - 4, 70, 34, mat('paint', 'h'), 2);
  g += flangeEdge(cx - 150, baseY + 13, 70, 12, 'v') + flangeEdge(cx + 150, baseY + 13, 70, 12, 'v');
  // Sleeve, tie rods and pump head.
  const sleeveTop = baseY - 250;
  g += part(cx - 48, sleeveTop, 96, 222, mat('steel', 'v'), 4);
  g += times(6, (i) => rect(cx - 46, sleeveTop + 30 + i * 32, 92, 2, '#7E8B97', 'opacity="0.45"'));
  g +=
    part(cx - 66, sleeveTop - 4, 6, 228, mat('steeldark', 'v'), 2) +
    part(cx + 60, sleeveTop - 4, 6, 228, mat('steeldark', 'v'), 2);
  g +=
    part(cx - 72, sleeveTop + 216, 18, 10, mat('steel', 'h'), 2) +
    part(cx + 54, sleeveTop + 216, 18, 10, mat('steel', 'h'), 2);
  const headTop = sleeveTop - 46;
  g += part(cx - 78, headTop, 156, 48, mat('paint', 'h'), 6);
  g +=
    part(cx - 72, headTop - 4, 18, 10, mat('steel', 'h'), 2) + part(cx + 54, headTop - 4, 18, 10, mat('steel', 'h'), 2);
  // Motor stool with a window onto the coupling.
  const stoolTop = headTop - 64;
  g += path(
    `M${n(cx - 52)} ${n(stoolTop)} L${n(cx + 52)} ${n(stoolTop)} L${n(cx + 66)} ${n(headTop)} L${n(cx - 66)} ${n(headTop)} Z`,
    mat('paint', 'v'),
    edge,
  );
  g += rect(cx - 28, stoolTop + 12, 56, 40, palette.navy950, 'rx="6" opacity="0.8"');
  g += part(cx - 14, stoolTop + 18, 28, 28, mat('steel', 'v'), 3);
  // Motor.
  g += tefcMotorV(cx - 70, stoolTop - 210, 206, 140);
  return { width: 340, height: baseY + 60, svg: g };
}

/** End-suction pump set on a baseplate: motor, coupling guard, bearing bracket, volute (stainless for KES). */
export function endSuction(stainless = false): Drawing {
  const shaftY = 150;
  const D = 150;
  const casing = stainless ? 'steel' : 'paint';
  let g = '';
  g += baseplate(10, 262, 690, 26);
  g += tefcMotorH({ x: 20, y: shaftY - D / 2, length: 320, diameter: D, fan: 'left' });
  // Motor feet reach the baseplate.
  g +=
    part(80, shaftY + D * 0.62, 60, 262 - shaftY - D * 0.62, mat('navy', 'v'), 2) +
    part(250, shaftY + D * 0.62, 60, 262 - shaftY - D * 0.62, mat('navy', 'v'), 2);
  g += part(340, shaftY - 10, 20, 20, mat('steel', 'h'), 2);
  g += couplingGuard(346, shaftY - 34, 90, 68);
  // Bearing bracket tapering towards the volute, with its support foot.
  g += path(
    `M${n(436)} ${n(shaftY - 34)} L${n(520)} ${n(shaftY - 52)} L${n(520)} ${n(shaftY + 52)} L${n(436)} ${n(shaftY + 34)} Z`,
    mat('paint', 'h'),
    edge,
  );
  g += part(456, shaftY + 36, 40, 262 - shaftY - 36, mat('navy', 'v'), 2);
  // Volute with discharge up and suction to the right.
  const vx = 516;
  const vTop = shaftY - 108;
  g += part(vx + 22, vTop - 44, 48, 50, mat(casing, 'v'), 2);
  g += flangeEdge(vx + 46, vTop - 48, 88, 14, 'h', casing);
  g += voluteSide(vx, vTop, 96, 210, shaftY, casing);
  g += part(vx + 92, shaftY - 30, 54, 60, mat(casing, 'h'), 2);
  g += flangeEdge(vx + 150, shaftY, 104, 16, 'v', casing);
  g += part(vx + 20, vTop + 206, 56, 262 - vTop - 206, mat('navy', 'v'), 2);
  return { width: 710, height: 292, svg: g };
}

/** Horizontal split-case pump set: motor, coupling guard, split casing with its suction flange facing the viewer. */
export function splitCase(): Drawing {
  const shaftY = 170;
  const D = 170;
  let g = '';
  g += baseplate(10, 318, 780, 28);
  g += tefcMotorH({ x: 20, y: shaftY - D / 2, length: 330, diameter: D, fan: 'left' });
  g +=
    part(82, shaftY + D * 0.62, 64, 318 - shaftY - D * 0.62, mat('navy', 'v'), 2) +
    part(262, shaftY + D * 0.62, 64, 318 - shaftY - D * 0.62, mat('navy', 'v'), 2);
  g += couplingGuard(352, shaftY - 34, 80, 68);
  // Bearing housings either side of the casing.
  g += part(432, shaftY - 30, 46, 60, mat('paint', 'h'), 6) + part(724, shaftY - 30, 46, 60, mat('paint', 'h'), 6);
  g += part(766, shaftY - 12, 16, 24, mat('steel', 'h'), 2);
  // Upper half: a dome; lower half: body with feet; the split flange bolted along the shaft line.
  g += path(
    `M${n(478)} ${n(shaftY)} C ${n(478)} ${n(shaftY - 150)}, ${n(724)} ${n(shaftY - 150)}, ${n(724)} ${n(shaftY)} Z`,
    mat('paint', 'v'),
    edge,
  );
  g += path(
    `M${n(468)} ${n(shaftY)} L${n(734)} ${n(shaftY)} L${n(716)} ${n(shaftY + 110)} L${n(486)} ${n(shaftY + 110)} Z`,
    mat('paint', 'v'),
    edge,
  );
  g += part(462, shaftY - 8, 278, 16, mat('paint', 'h'), 3);
  g += times(9, (i) => circle(476 + i * 31, shaftY, 3.6, mat('steel', 'v'), edge));
  g +=
    part(560, shaftY - 128, 80, 16, mat('paint', 'h'), 3) +
    rect(590, shaftY - 140, 20, 12, mat('steeldark', 'v'), `rx="3" ${edge}`);
  // Suction nozzle flange seen face-on in the lower half, feet to the baseplate.
  g += flangeFace(601, shaftY + 62, 46, 10);
  g +=
    part(492, shaftY + 108, 60, 318 - shaftY - 108, mat('navy', 'v'), 2) +
    part(650, shaftY + 108, 60, 318 - shaftY - 108, mat('navy', 'v'), 2);
  return { width: 800, height: 350, svg: g };
}

/** Close-coupled centrifugal monoblock: motor with integral volute, on its own feet. */
export function monoblock(): Drawing {
  const shaftY = 150;
  const D = 140;
  let g = '';
  g += tefcMotorH({ x: 20, y: shaftY - D / 2, length: 290, diameter: D, fan: 'left' });
  // Adapter lantern merging into the volute.
  g += path(
    `M${n(306)} ${n(shaftY - 50)} L${n(350)} ${n(shaftY - 62)} L${n(350)} ${n(shaftY + 62)} L${n(306)} ${n(shaftY + 50)} Z`,
    mat('paint', 'h'),
    edge,
  );
  const vx = 346;
  const vTop = shaftY - 96;
  g += part(vx + 18, vTop - 40, 44, 46, mat('paint', 'v'), 2);
  g += flangeEdge(vx + 40, vTop - 44, 76, 12, 'h');
  g += voluteSide(vx, vTop, 88, 186, shaftY);
  g += part(vx + 84, shaftY - 26, 50, 52, mat('paint', 'h'), 2);
  g += flangeEdge(vx + 138, shaftY, 92, 14, 'v');
  g += path(
    `M${n(vx + 10)} ${n(vTop + 182)} L${n(vx + 78)} ${n(vTop + 182)} L${n(vx + 88)} ${n(shaftY + D * 0.62 + 12)} L${n(vx)} ${n(shaftY + D * 0.62 + 12)} Z`,
    mat('navy', 'h'),
    edge,
  );
  return { width: 510, height: shaftY + D * 0.62 + 16, svg: g };
}

/** Peripheral (regenerative) pump: compact motor, round pump head, brass threaded inlet and outlet. */
export function peripheral(): Drawing {
  const shaftY = 130;
  const D = 116;
  let g = '';
  g += tefcMotorH({ x: 20, y: shaftY - D / 2, length: 230, diameter: D, fan: 'left' });
  // Pump head: short drum wider than the motor with cast ribs.
  g += part(248, shaftY - D * 0.62, 64, D * 1.24, mat('paint', 'h'), 18);
  g += times(3, (i) => rect(258 + i * 16, shaftY - D * 0.58, 3, D * 1.16, palette.navy950, 'opacity="0.25"'));
  g += circle(300, shaftY, 6, mat('steeldark', 'v'), edge);
  // Outlet on top and inlet on the front, both brass threaded.
  g += part(262, shaftY - D * 0.62 - 18, 36, 22, mat('paint', 'v'), 3);
  g += threadedPort(266, shaftY - D * 0.62 - 52, 28, 36, 'v', 'brass');
  g += part(310, shaftY - 20, 20, 40, mat('paint', 'h'), 3);
  g += threadedPort(328, shaftY - 14, 34, 28, 'h', 'brass');
  return { width: 380, height: shaftY + D * 0.62 + 14, svg: g };
}
