import { palette } from '../palette';
import { circle, edge, line, mat, n, part, path, rect, times, type Drawing } from '../svg';
import { cable, flangeEdge, nameplate } from './parts';

/** Waste-water products: submersible sewage pumps, grinder pumps and submersible mixers. */

/**
 * Submersible sewage pump standing on its stand: lifting handle, motor housing, volute with a side
 * discharge. With `grinder`, a serrated cutter sits in the suction eye under the volute.
 */
export function sewagePump(grinder = false): Drawing {
  const cx = 150;
  const D = 150;
  let g = '';
  const motorTop = 80;
  const motorH = 200;
  const voluteTop = motorTop + motorH - 6;
  const voluteH = 96;
  const standY = voluteTop + voluteH;
  // Lifting handle.
  g += path(
    `M${n(cx - 46)} ${n(motorTop + 6)} L${n(cx - 46)} ${n(motorTop - 44)} Q ${n(cx)} ${n(motorTop - 78)} ${n(cx + 46)} ${n(motorTop - 44)} L${n(cx + 46)} ${n(motorTop + 6)}`,
    'none',
    `stroke="url(#m-steel-v)" stroke-width="10" stroke-linecap="round"`,
  );
  g += path(
    `M${n(cx - 46)} ${n(motorTop + 6)} L${n(cx - 46)} ${n(motorTop - 44)} Q ${n(cx)} ${n(motorTop - 78)} ${n(cx + 46)} ${n(motorTop - 44)} L${n(cx + 46)} ${n(motorTop + 6)}`,
    'none',
    `stroke="${palette.slate700}" stroke-opacity="0.35" stroke-width="1"`,
  );
  // Motor housing with top cover and cable entry.
  g += part(cx - D / 2, motorTop, D, motorH, mat('paint', 'v'), 14);
  g += part(cx - D / 2 - 4, motorTop - 4, D + 8, 26, mat('navy', 'h'), 10);
  g += times(4, (i) => rect(cx - D / 2 + 2, motorTop + 60 + i * 30, D - 4, 3, palette.navy950, 'opacity="0.3"'));
  g += nameplate(cx - 40, motorTop + 70, 80, 46, '#E9EEF2');
  g += part(cx + 30, motorTop - 22, 22, 22, mat('rubber', 'v'), 4);
  g += cable(
    `M${n(cx + 41)} ${n(motorTop - 22)} C ${n(cx + 50)} ${n(motorTop - 70)}, ${n(cx + 120)} ${n(motorTop - 70)}, ${n(cx + 130)} ${n(motorTop - 10)}`,
    9,
  );
  // Volute, wider than the motor, with discharge to the right.
  g += part(cx - D * 0.66, voluteTop, D * 1.32, voluteH, mat('navy', 'v'), 18);
  g += part(cx + D * 0.6, voluteTop + 18, 70, 48, mat('navy', 'h'), 2);
  g += flangeEdge(cx + D * 0.6 + 72, voluteTop + 42, 78, 14, 'v', 'navy');
  // Stand ring with three feet.
  g += part(cx - D * 0.6, standY - 2, D * 1.2, 12, mat('steeldark', 'h'), 4);
  for (const fx of [cx - D * 0.55, cx - 8, cx + D * 0.55 - 16])
    g += part(fx, standY + 8, 16, 38, mat('steeldark', 'v'), 2);
  if (grinder) {
    // Cutter: serrated steel disc with a hub, visible between the stand legs.
    const cy = standY + 20;
    let teeth = `M${n(cx - 56)} ${n(cy)}`;
    for (let i = 0; i < 14; i++)
      teeth += ` L${n(cx - 56 + i * 8 + 4)} ${n(cy + 10)} L${n(cx - 56 + (i + 1) * 8)} ${n(cy)}`;
    g += path(teeth + ` L${n(cx + 56)} ${n(cy - 8)} L${n(cx - 56)} ${n(cy - 8)} Z`, mat('steel', 'h'), edge);
    g += circle(cx, cy - 4, 8, mat('steeldark', 'v'), edge);
  } else {
    g += rect(cx - 44, standY + 8, 88, 10, palette.navy950, 'rx="4" opacity="0.5"');
  }
  return { width: 380, height: standY + 50, svg: g };
}

/** Submersible mixer on a guide rail: motor pod, hub and a three-blade propeller. */
export function mixer(): Drawing {
  const cy = 230;
  const D = 112;
  let g = '';
  // Guide rail and lifting bracket.
  g += part(40, 20, 22, 420, mat('steeldark', 'v'), 2);
  g += part(30, cy - 70, 72, 40, mat('navy', 'h'), 4) + circle(51, cy - 50, 8, mat('steel', 'v'), edge);
  g += part(82, cy - 44, 24, 44, mat('navy', 'v'), 2);
  // Motor pod with rounded rear, cable gland on top.
  g += part(90, cy - D / 2, 240, D, mat('paint', 'h'), 40);
  g += times(3, (i) => rect(170 + i * 40, cy - D / 2 + 2, 3, D - 4, palette.navy950, 'opacity="0.3"'));
  g += nameplate(180, cy - 22, 90, 40, '#E9EEF2');
  g += part(120, cy - D / 2 - 16, 20, 18, mat('rubber', 'v'), 4);
  g += cable(
    `M${n(130)} ${n(cy - D / 2 - 16)} C ${n(130)} ${n(cy - 140)}, ${n(72)} ${n(cy - 120)}, ${n(72)} ${n(30)}`,
    8,
  );
  // Gear housing cone and hub.
  g += path(
    `M${n(328)} ${n(cy - 48)} L${n(380)} ${n(cy - 30)} L${n(380)} ${n(cy + 30)} L${n(328)} ${n(cy + 48)} Z`,
    mat('steel', 'h'),
    edge,
  );
  g += path(
    `M${n(380)} ${n(cy - 30)} C ${n(420)} ${n(cy - 28)}, ${n(430)} ${n(cy - 8)}, ${n(432)} ${n(cy)} C ${n(430)} ${n(cy + 8)}, ${n(420)} ${n(cy + 28)}, ${n(380)} ${n(cy + 30)} Z`,
    mat('steel', 'h'),
    edge,
  );
  // Blades: one up, one down (swept), one towards the viewer (foreshortened).
  g += path(
    `M${n(392)} ${n(cy - 22)} C ${n(370)} ${n(cy - 110)}, ${n(390)} ${n(cy - 190)}, ${n(420)} ${n(cy - 200)} C ${n(440)} ${n(cy - 160)}, ${n(430)} ${n(cy - 80)}, ${n(410)} ${n(cy - 20)} Z`,
    mat('paint', 'v'),
    edge,
  );
  g += path(
    `M${n(392)} ${n(cy + 22)} C ${n(372)} ${n(cy + 100)}, ${n(360)} ${n(cy + 170)}, ${n(336)} ${n(cy + 186)} C ${n(330)} ${n(cy + 150)}, ${n(380)} ${n(cy + 80)}, ${n(410)} ${n(cy + 20)} Z`,
    mat('paint', 'v'),
    edge,
  );
  g += path(
    `M${n(404)} ${n(cy - 6)} C ${n(440)} ${n(cy - 4)}, ${n(470)} ${n(cy + 20)}, ${n(468)} ${n(cy + 40)} C ${n(446)} ${n(cy + 40)}, ${n(420)} ${n(cy + 20)}, ${n(404)} ${n(cy + 8)} Z`,
    mat('navy', 'v'),
    edge,
  );
  g += line(40, 440, 62, 440, palette.slate500, 2);
  return { width: 490, height: 450, svg: g };
}
