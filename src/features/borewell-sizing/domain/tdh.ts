import { M_HEAD_PER_BAR } from '@/engineering/hydraulics';

/**
 * Total dynamic head (TDH) of a borewell pump set. Pressure becomes head at the hydraulics core's
 * {@link M_HEAD_PER_BAR} (10.197 m per bar, ρ = 1000 kg/m³, g = 9.80665 m/s²).
 */

/** The parts of the total dynamic head, each in m. */
export interface TdhBreakdown {
  /** Lift from the pumping water level to ground. */
  pumpingLevelM: number;
  /** Height of the outlet above ground. */
  deliveryHeightM: number;
  /** Friction in the column, delivery line and fittings. */
  frictionLossM: number;
  /** Pressure wanted at the outlet, as head. */
  outletPressureHeadM: number;
}

/**
 * TDH in m = pumping water level + delivery height + friction loss + outlet pressure (bar × 10.197
 * m/bar): the head the pump adds between the water surface in the well while pumping and the
 * outlet (Hydraulic Institute ANSI/HI 14.1-14.2, total head; the velocity head at the outlet is
 * neglected, under 0.3 m at ≤ 2.5 m/s).
 */
export function totalDynamicHead(parts: {
  pumpingLevelM: number;
  deliveryHeightM: number;
  frictionLossM: number;
  outletPressureBar: number;
}): { totalDynamicHeadM: number; breakdown: TdhBreakdown } {
  const breakdown: TdhBreakdown = {
    pumpingLevelM: parts.pumpingLevelM,
    deliveryHeightM: parts.deliveryHeightM,
    frictionLossM: parts.frictionLossM,
    outletPressureHeadM: parts.outletPressureBar * M_HEAD_PER_BAR,
  };
  const totalDynamicHeadM =
    breakdown.pumpingLevelM + breakdown.deliveryHeightM + breakdown.frictionLossM + breakdown.outletPressureHeadM;
  return { totalDynamicHeadM, breakdown };
}
