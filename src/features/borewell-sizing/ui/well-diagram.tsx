import { formatHead as formatHeadIn } from '@/components/format/figures';
import type { UnitSystem } from '@/engineering/units';

/** The depths the diagram draws, in m below ground (delivery height above it). */
export interface WellLevels {
  staticLevelM: number;
  pumpingLevelM: number;
  settingDepthM: number;
  boreDepthM: number;
  deliveryHeightM: number;
}

/** Proportions of a typical well, for the form's picture before any data is given. */
const typicalLevels: WellLevels = {
  staticLevelM: 30,
  pumpingLevelM: 48,
  settingDepthM: 62,
  boreDepthM: 100,
  deliveryHeightM: 8,
};

const width = 300;
const groundY = 56;
const bottomY = 330;
const boreLeft = 70;
const boreRight = 110;
/** A water level's line across the bore at `levelY`, overhanging it 12 px each side. */
const acrossBore = (levelY: number) => ({ x1: boreLeft - 12, x2: boreRight + 12, y1: levelY, y2: levelY });

/**
 * A section through the borewell (server component, SVG): ground, static and pumping water levels,
 * the pump at its setting depth, the bore bottom and the delivery height, to scale in depth. With
 * `levels` it labels the sheet's figures in m or ft; without, it is the form's picture of what each input
 * means. The figures are also in the sheet's tables, so the picture is described by its title only.
 * @param levels depths in m (from the sheet); omit for the form's picture
 * @param unitSystem the labels' units: m, or ft for an imperial sheet
 */
export function WellDiagram({
  levels,
  className = '',
  unitSystem = 'metric',
}: {
  levels?: WellLevels;
  className?: string;
  unitSystem?: UnitSystem;
}) {
  const formatHead = (depthM: number) => formatHeadIn(depthM, unitSystem === 'imperial' ? 'ft' : 'm');
  const l = levels ?? typicalLevels;
  const depthScale = (bottomY - groundY) / Math.max(l.boreDepthM, 1);
  const y = (depthM: number) => groundY + Math.min(depthM, l.boreDepthM) * depthScale;
  const label = (name: string, depthM: number) => (levels ? `${name} ${formatHead(depthM)}` : name);
  const deliveryTop = groundY - 40;
  const staticY = y(l.staticLevelM);
  const pumpingY = y(l.pumpingLevelM);
  const pumpY = y(l.settingDepthM);
  // Label baselines at least 14 px apart, so close levels do not print over each other.
  const staticLabelY = staticY + 4;
  const pumpingLabelY = Math.max(pumpingY + 4, staticLabelY + 14);
  const pumpLabelY = Math.max(pumpY + 4, pumpingLabelY + 14);
  const bottomLabelY = Math.max(bottomY, pumpLabelY + 14);
  const title = levels
    ? `Section through the well: static water level ${formatHead(l.staticLevelM)}, pumping water level ${formatHead(l.pumpingLevelM)}, pump set at ${formatHead(l.settingDepthM)}, bore depth ${formatHead(l.boreDepthM)}.`
    : 'Section through a borewell: the static water level, the drawdown to the pumping water level, the pump below it, the bore depth and the delivery height above ground.';

  return (
    <svg
      viewBox={`0 0 ${width} ${bottomY + 30}`}
      role="img"
      aria-label={title}
      className={`h-auto w-full max-w-xs text-navy-900 ${className}`}
    >
      {/* ground */}
      <rect x="0" y={groundY} width={width} height={bottomY - groundY + 16} className="fill-surface-muted" />
      <line x1="0" x2={width} y1={groundY} y2={groundY} className="stroke-ink-500" strokeWidth="2" />
      {/* bore and the water in it */}
      <rect x={boreLeft} y={groundY} width={boreRight - boreLeft} height={bottomY - groundY} className="fill-white" />
      <rect
        x={boreLeft}
        y={pumpingY}
        width={boreRight - boreLeft}
        height={bottomY - pumpingY}
        className="fill-water-100"
      />
      <line x1={boreLeft} x2={boreLeft} y1={groundY} y2={bottomY} className="stroke-ink-600" strokeWidth="2" />
      <line x1={boreRight} x2={boreRight} y1={groundY} y2={bottomY} className="stroke-ink-600" strokeWidth="2" />
      <line x1={boreLeft} x2={boreRight} y1={bottomY} y2={bottomY} className="stroke-ink-600" strokeWidth="2" />
      {/* static level (dashed) and pumping level */}
      <line {...acrossBore(staticY)} className="stroke-water-600" strokeWidth="1.5" strokeDasharray="5 4" />
      <line {...acrossBore(pumpingY)} className="stroke-water-700" strokeWidth="2" />
      {/* column pipe up and across to the outlet, and the pump set */}
      <path
        d={`M90 ${pumpY - 16} V${deliveryTop} H${width - 24} v10`}
        fill="none"
        className="stroke-navy-700"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <rect x="81" y={pumpY - 16} width="18" height="34" rx="4" className="fill-accent-600" />
      {/* labels */}
      <g className="fill-navy-900" fontSize="12">
        {(
          [
            ['Static level', l.staticLevelM, staticLabelY],
            ['Pumping level', l.pumpingLevelM, pumpingLabelY],
            ['Pump set', l.settingDepthM, pumpLabelY],
            ['Bore depth', l.boreDepthM, bottomLabelY],
          ] as const
        ).map(([name, depthM, labelY]) => (
          <text key={name} x={boreRight + 16} y={labelY}>
            {label(name, depthM)}
          </text>
        ))}
        <text x={boreRight + 16} y={deliveryTop - 6}>
          {levels ? `Delivery +${formatHead(l.deliveryHeightM)}` : 'Delivery height'}
        </text>
        <text x="6" y={groundY - 6}>
          Ground
        </text>
        <text x="6" y={(staticY + pumpingY) / 2 + 4}>
          Drawdown
        </text>
      </g>
      <line
        x1={boreLeft - 8}
        x2={boreLeft - 8}
        y1={staticY + 3}
        y2={pumpingY - 3}
        className="stroke-ink-600"
        strokeWidth="1"
      />
    </svg>
  );
}
