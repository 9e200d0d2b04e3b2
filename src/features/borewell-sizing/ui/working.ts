import {
  CABLE_STANDARD,
  CHECK_VALVE_SPACING_M,
  CONDUCTOR_TEMPERATURE_C,
  FIRST_CHECK_VALVE_MAX_ABOVE_PUMP_M,
  M_HEAD_PER_BAR,
  SUBMERGENCE_MARGIN_M,
  SUMP_ALLOWANCE_M,
  type SizingQuery,
  type SizingSheet,
} from '../domain';
import { formatFigure } from '@/components/format/figures';
import { DAYS_PER_YEAR, STANDARD_GRAVITY_M_S2 } from '@/engineering/hydraulics';

/**
 * "How this was sized": each step of the sizing as its formula, the inputs put into it and the
 * result, for the system sheet (issue 24). Pure text built from the sheet's figures.
 */

/** One step of the working. */
export interface WorkingStep {
  /** What is worked out, e.g. 'Voltage drop'. */
  title: string;
  /** The formula in symbols. */
  formula: string;
  /** The formula with the inputs put in. */
  inputs: string;
  /** The result with its unit (and the check it passes or fails). */
  result: string;
}

const f = (n: number, digits?: number) => (digits === undefined ? formatFigure(n) : n.toFixed(digits));

/** The circuit's drop formula in symbols and its factor b. */
const DROP_FORMULA = {
  'direct-on-line': { formula: 'ΔU = √3 · L · I · (R cos φ + X sin φ)', b: '√3' },
  'star-delta': { formula: 'ΔU = 2 · L · (I/√3) · (R cos φ + X sin φ)', b: '2' },
  'single-phase': { formula: 'ΔU = 2 · L · I · (R cos φ + X sin φ)', b: '2' },
} as const;

/**
 * The steps of the sizing for a query and its sheet, in the order the sizing takes them; the
 * equipment steps only when a pump was chosen.
 */
export function workingSteps(input: SizingQuery, sheet: SizingSheet): WorkingStep[] {
  const { tdhBreakdown: tdh, pipe, pump, cable, cooling, well } = sheet;
  const sc = sheet.specificCapacityM3hPerM;
  const steps: WorkingStep[] = [
    {
      title: 'Pumping water level at the duty',
      formula: 'PWL = static level + drawdown',
      inputs: `${f(input.staticLevelM)} m + ${f(input.drawdownM)} m`,
      result: `${f(sheet.pumpingLevelM)} m`,
    },
    {
      title: 'Setting depth (pump intake)',
      formula: `min(PWL + ${SUBMERGENCE_MARGIN_M} m submergence, bore depth − ${SUMP_ALLOWANCE_M} m)`,
      inputs: `min(${f(sheet.pumpingLevelM)} + ${SUBMERGENCE_MARGIN_M}, ${f(input.boreDepthM)} − ${SUMP_ALLOWANCE_M})`,
      result: `${f(sheet.settingDepthM)} m`,
    },
    sheet.jacobDrawdown
      ? {
          title: 'Drawdown with the well’s turbulent losses (Jacob 1947, two test points)',
          formula: 's = B·Q + C·Q²; C = (s₂/Q₂ − s₁/Q₁)/(Q₂ − Q₁), B = s₁/Q₁ − C·Q₁',
          inputs: `${f(input.drawdownM)} m at ${f(sheet.flowM3h)} m³/h, ${f(input.secondDrawdownM!)} m at ${f(input.secondFlowM3h!)} m³/h`,
          result: `B ${f(sheet.jacobDrawdown.bMPerM3h, 3)} m per m³/h, C ${f(sheet.jacobDrawdown.cMPerM3h2, 4)} m per (m³/h)²`,
        }
      : {
          title: 'Specific capacity (drawdown assumed linear in the flow)',
          formula: 'Sc = Q_duty / drawdown',
          inputs: `${f(sheet.flowM3h)} m³/h / ${f(input.drawdownM)} m`,
          result: sc === null ? 'no drawdown given: the level does not fall' : `${f(sc, 3)} m³/h per m`,
        },
    {
      title: 'Friction in the column and delivery line (Hazen–Williams)',
      formula: 'h_f = 10.67 · L · Q^1.852 / (C^1.852 · D^4.87)',
      inputs: `L ${f(pipe.lengthM)} m (fittings ${f(pipe.fittingsEquivalentLengthM)} m included), Q ${f(sheet.flowM3h)} m³/h, C ${pipe.hazenWilliamsC}, D ${f(pipe.innerDiameterMm)} mm`,
      result: `${f(sheet.frictionLossM, 2)} m`,
    },
    {
      title: 'Total dynamic head at the duty',
      formula: `TDH = PWL + delivery height + h_f + outlet pressure × ${f(M_HEAD_PER_BAR, 3)} m/bar`,
      inputs: `${f(tdh.pumpingLevelM)} + ${f(tdh.deliveryHeightM)} + ${f(tdh.frictionLossM, 2)} + ${f(tdh.outletPressureHeadM)}`,
      result: `${f(sheet.totalDynamicHeadM, 2)} m`,
    },
  ];
  if (!pump || !well || !cable || !cooling || !sheet.starter) return steps;

  const op = pump.operatingPoint;
  const motor = pump.motor;
  const circuit = DROP_FORMULA[cable.circuit];
  const sin = Math.sqrt(1 - cable.powerFactor ** 2);
  const n = cable.circuit === 'direct-on-line' ? 3 : cable.circuit === 'star-delta' ? 6 : 2;
  const runningPerConductor =
    cable.circuit === 'star-delta' ? motor.runningCurrentA / Math.sqrt(3) : motor.runningCurrentA;
  steps.push(
    {
      title: 'Operating point on the well’s own curve',
      formula: 'H_pump(Q) = static level + Q/Sc + delivery height + h_f(Q) + outlet pressure head',
      inputs: `${pump.model}: ${f(input.staticLevelM)} + ${f(op.flowM3h, 2)}/${sc === null ? '∞' : f(sc, 3)} + ${f(tdh.deliveryHeightM)} + h_f + ${f(tdh.outletPressureHeadM)}`,
      result: `${f(op.flowM3h, 2)} m³/h at ${f(op.headM, 1)} m`,
    },
    {
      title: 'Pumping level at the operating flow',
      formula: 'static level + Q_op / Sc, above the intake',
      inputs: `${f(input.staticLevelM)} + ${f(well.drawdownAtOperatingFlowM, 2)} m`,
      result: `${f(well.pumpingLevelAtOperatingFlowM, 1)} m, above the intake at ${f(sheet.settingDepthM)} m`,
    },
  );
  if (input.dailyVolumeM3 !== undefined) {
    steps.push({
      title: 'Pumping hours per day',
      formula: 'hours = daily volume / Q_op',
      inputs: `${f(input.dailyVolumeM3)} m³ / ${f(op.flowM3h, 2)} m³/h`,
      result: `${f(sheet.pumpingHoursPerDay, 2)} h`,
    });
  }
  steps.push(
    {
      title: 'Input power',
      formula: 'P1 = P2 / η_motor',
      inputs: `${f(op.powerKw, 2)} kW / ${f(motor.efficiencyPct)} % (motor rated ${f(motor.powerKw)} kW, nameplate ${f(motor.powerHp)} HP)`,
      result: `${f(pump.inputPowerKw, 2)} kW`,
    },
    {
      title: 'Motor load',
      formula: 'load = P2 / P2,rated (service factor SF: up to SF × 100 %)',
      inputs: `${f(op.powerKw, 2)} kW / ${f(motor.powerKw)} kW, SF ${motor.serviceFactor}`,
      result: `${f(pump.loadPctOfNameplate, 1)} % of nameplate`,
    },
    {
      title: 'Running current',
      formula: 'I = I_FL × P2 / P2,rated (η and cos φ as at rated load)',
      inputs: `${f(motor.fullLoadCurrentA)} A × ${f(op.powerKw, 2)} / ${f(motor.powerKw, 2)} kW`,
      result: `${f(motor.runningCurrentA, 1)} A${motor.runningCurrentA > motor.fullLoadCurrentA ? ': above full load, the cable is sized on it' : ''}`,
    },
    {
      title: `Voltage drop, ${cable.circuit} (R at ${CONDUCTOR_TEMPERATURE_C} °C, ${CABLE_STANDARD})`,
      formula: circuit.formula,
      inputs: `${circuit.b} × ${f(cable.lengthM / 1000, 4)} km × ${f(cable.currentA, 2)} A × (${f(cable.resistanceOhmPerKm, 4)} × ${f(cable.powerFactor, 2)} + ${cable.reactanceOhmPerKm} × ${f(sin, 3)}) Ω/km; ${cable.cables} × ${cable.sizeMm2} mm², rated ${cable.currentRatingA} A`,
      result: `${f(cable.voltageDropV, 2)} V = ${f(cable.voltageDropPct, 2)} % of ${input.voltage} V (aim ≤ 3 %, refuse > 5 %)`,
    },
    {
      title: 'Energy lost in the cable (at the running current)',
      formula: 'E = n · I² · R · L · hours',
      inputs: `${n} × ${f(runningPerConductor, 2)}² A² × ${f(cable.resistanceOhmPerKm, 4)} Ω/km × ${f(cable.lengthM / 1000, 4)} km × ${f(sheet.pumpingHoursPerDay * DAYS_PER_YEAR, 0)} h`,
      result: `${f(cable.energyLossKwhPerYear, 0)} kWh a year`,
    },
    {
      title: 'Fit in the bore with the cable (the catalogue’s diameters)',
      formula: 'max(D_pump with cable guard, D_motor with cable) ≤ D_bore',
      inputs: `max(${f(pump.maxDiameterWithCableGuardMm)}, ${f(motor.diameterWithCableMm)}) mm`,
      result: `${f(Math.max(pump.maxDiameterWithCableGuardMm, motor.diameterWithCableMm))} mm ≤ ${f(cooling.boreInnerDiameterMm, 1)} mm`,
    },
    {
      title: 'Cooling flow past the motor',
      formula: 'v = Q_op / (π/4 · (D_bore² − D_motor²))',
      inputs: `${f(op.flowM3h, 2)} m³/h past the ${f(cooling.motorOuterDiameterMm)} mm motor in ${f(cooling.boreInnerDiameterMm, 1)} mm`,
      result: `${f(cooling.velocityMs, 3)} m/s ${cooling.flowSleeveNeeded ? '<' : '≥'} ${cooling.minimumMs} m/s${cooling.flowSleeveNeeded ? ': flow sleeve' : ''}`,
    },
    {
      title: 'Column pressure at shut-off',
      formula: `p = (H0 + setting depth − static level) / ${f(M_HEAD_PER_BAR, 3)} m/bar; rating P = 2σt / (D − t)`,
      inputs: `(${f(pump.shutOffHeadM, 1)} + ${f(sheet.settingDepthM)} − ${f(input.staticLevelM)}) / ${f(M_HEAD_PER_BAR, 3)}`,
      result: `${f(pipe.shutOffPressureBar ?? 0, 1)} bar ${pipe.pressureExceeded ? '>' : '≤'} ${f(pipe.pressureRatingBar, 1)} bar (${pipe.grade})`,
    },
    ...(pipe.hangingLoad
      ? [
          {
            title: 'Hanging load on the column’s top joint',
            formula: 'W = g · (m_pipe + m_water + m_cable + m_set); σ = W / (π/4 · ((D − 2h)² − d²))',
            inputs: `${f(STANDARD_GRAVITY_M_S2, 5)} m/s² × (${f(pipe.hangingLoad.pipeKg, 0)} + ${f(pipe.hangingLoad.waterKg, 0)} + ${f(pipe.hangingLoad.cableKg, 0)} + ${f(pipe.hangingLoad.pumpSetKg, 0)}) kg over ${f(pipe.hangingLoad.threadRootAreaMm2, 0)} mm² at the thread root`,
            result: `${f(pipe.hangingLoad.stressMPa, 1)} MPa ${pipe.hangingLoadExceeded ? '>' : '≤'} ${f(pipe.allowableStressMPa, 1)} MPa (${pipe.grade})`,
          },
        ]
      : []),
    {
      title: 'Check valves (Franklin Electric AIM)',
      formula: `first within ${FIRST_CHECK_VALVE_MAX_ABOVE_PUMP_M} m above the pump, then every ${CHECK_VALVE_SPACING_M} m`,
      inputs: `setting depth ${f(sheet.settingDepthM)} m`,
      result: `at ${(sheet.checkValves?.depthsM ?? []).map((d) => `${f(d)} m`).join(', ')}`,
    },
    {
      title: 'Energy a year',
      formula: 'E = P1 × hours a day × 365',
      inputs: `${f(pump.inputPowerKw, 2)} kW × ${f(sheet.pumpingHoursPerDay, 2)} h × ${DAYS_PER_YEAR}`,
      result: `${f(sheet.energyKwhPerYear ?? 0, 0)} kWh`,
    },
  );
  return steps;
}
