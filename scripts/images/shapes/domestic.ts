import { palette } from '../palette';
import { circle, edge, mat, n, part, path, rect, times, type Drawing } from '../svg';
import { tefcMotorH, threadedPort } from './parts';

/**
 * Small building-services pumps that the brochures name but the catalogue pages do not: the
 * self-priming plastic pool pump and the wet-rotor circulator. Drawn side-on like the surface pumps.
 */

/**
 * Self-priming plastic pump (KPL): TEFC motor, a moulded polypropylene volute, and the pre-filter
 * pot with its transparent lid showing the strainer basket, suction union on the pot, outlet on top.
 */
export function plasticPump(): Drawing {
  const shaftY = 190;
  const D = 120;
  const baseY = shaftY + D * 0.62 + 14;
  let g = '';
  g += tefcMotorH({ x: 20, y: shaftY - D / 2, length: 240, diameter: D, fan: 'left', feet: false });
  // Moulded base under motor and pump, one piece like the real pump's.
  g += part(30, baseY - 12, 440, 16, mat('pvc', 'h'), 4);
  g += part(70, shaftY + D / 2 - 4, 26, baseY - shaftY - D / 2 - 4, mat('pvc', 'v'), 2);
  g += part(190, shaftY + D / 2 - 4, 26, baseY - shaftY - D / 2 - 4, mat('pvc', 'v'), 2);
  // Volute: a round moulded drum, outlet port on top.
  g += part(256, shaftY - D * 0.7, 86, D * 1.4, mat('pvc', 'h'), 30);
  g += times(3, (i) => rect(268 + i * 20, shaftY - D * 0.66, 3, D * 1.32, palette.slate300, 'opacity="0.6"'));
  g += part(280, shaftY - D * 0.7 - 26, 40, 30, mat('pvc', 'v'), 4);
  g += threadedPort(284, shaftY - D * 0.7 - 62, 32, 38, 'v', 'pvc');
  // Pre-filter pot joined to the volute, its clear lid and the basket seen through it.
  const potX = 340;
  const potW = 120;
  const potTop = shaftY - D * 0.95;
  g += part(potX, shaftY - 24, 14, 48, mat('pvc', 'h'), 2);
  g += path(
    `M${n(potX + 10)} ${n(potTop + 30)} L${n(potX + potW)} ${n(potTop + 30)} L${n(potX + potW - 6)} ${n(baseY - 18)} Q ${n(potX + potW / 2 + 5)} ${n(baseY - 4)} ${n(potX + 16)} ${n(baseY - 18)} Z`,
    mat('pvc', 'h'),
    edge,
  );
  g += rect(potX + 22, potTop + 36, potW - 36, 64, palette.blue100, `opacity="0.9" ${edge}`);
  g += times(6, (i) => rect(potX + 28 + i * 13, potTop + 42, 4, 52, palette.slate500, 'rx="2" opacity="0.55"'));
  g += part(potX + 4, potTop, potW + 2, 34, palette.blue200, 8, 'opacity="0.75"');
  g += times(2, (i) => part(potX + 14 + i * (potW - 28), potTop - 10, 14, 14, mat('navy', 'v'), 3));
  // Suction union on the pot's far side.
  g += part(potX + potW - 4, shaftY + 4, 22, 40, mat('pvc', 'h'), 3);
  g += threadedPort(potX + potW + 16, shaftY + 8, 40, 32, 'h', 'pvc');
  return { width: potX + potW + 70, height: baseY + 6, svg: g };
}

/**
 * Wet-rotor circulator (KCR): a cast pump body with inline threaded unions on both sides and the
 * canned motor standing on it, with its terminal box and three-speed switch (dots, no words).
 */
export function circulator(): Drawing {
  const W = 420;
  const cx = W / 2;
  const axisY = 330;
  let g = '';
  // Inline body: two short pipe stubs, the volute bulge between them, brass unions at the ends.
  g += part(40, axisY - 30, W - 80, 60, mat('paint', 'h'), 6);
  g += path(
    `M${n(cx - 90)} ${n(axisY - 40)} C ${n(cx - 70)} ${n(axisY - 70)}, ${n(cx + 70)} ${n(axisY - 70)}, ${n(cx + 90)} ${n(axisY - 40)} L${n(cx + 96)} ${n(axisY + 40)} C ${n(cx + 70)} ${n(axisY + 64)}, ${n(cx - 70)} ${n(axisY + 64)}, ${n(cx - 96)} ${n(axisY + 40)} Z`,
    mat('paint', 'h'),
    edge,
  );
  g += part(14, axisY - 38, 40, 76, mat('brass', 'h'), 6) + part(W - 54, axisY - 38, 40, 76, mat('brass', 'h'), 6);
  g += threadedPort(0, axisY - 24, 18, 48, 'h', 'brass') + threadedPort(W - 18, axisY - 24, 18, 48, 'h', 'brass');
  // Flow arrow cast on the body.
  g += path(
    `M${n(cx - 40)} ${n(axisY + 34)} L${n(cx + 24)} ${n(axisY + 34)} L${n(cx + 24)} ${n(axisY + 26)} L${n(cx + 44)} ${n(axisY + 40)} L${n(cx + 24)} ${n(axisY + 54)} L${n(cx + 24)} ${n(axisY + 46)} L${n(cx - 40)} ${n(axisY + 46)} Z`,
    palette.navy950,
    'opacity="0.35"',
  );
  // Motor can on top: ribbed stator housing, then the terminal box with the speed switch.
  const canTop = axisY - 250;
  g += part(cx - 70, axisY - 70, 140, 24, mat('steeldark', 'h'), 4);
  g += part(cx - 82, canTop + 60, 164, 124, mat('paint', 'h'), 14);
  g += times(5, (i) => rect(cx - 80, canTop + 76 + i * 21, 160, 4, palette.navy950, 'opacity="0.28"'));
  g += part(cx - 92, canTop, 184, 66, mat('navy', 'h'), 10);
  g += circle(cx + 46, canTop + 33, 18, mat('steel', 'v'), edge);
  g += rect(cx + 43, canTop + 18, 6, 16, palette.navy900, 'rx="2"');
  g += times(3, (i) => circle(cx - 40 + i * 22, canTop + 33, 5, i === 1 ? palette.accent : palette.blue300));
  g += part(cx - 120, canTop + 16, 30, 34, mat('rubber', 'h'), 4);
  return { width: W, height: axisY + 70, svg: g, axisY };
}
