import { describe, expect, it, vi } from 'vitest';
import { getEngineeringData } from '@/content/engineering';
import { getPumpModel, getPumpModels } from '@/content/pump-models';
import { getSolarData } from '@/content/solar';
import { parseSelectionQuery, selectPumps } from '@/features/pump-selection';
import { datasheetOutcome } from '@/features/pump-selection/index.server';
import { parseSolarQuery, sizeSolar } from '@/features/solar-sizing';
import { catalogueSolarDeps } from '@/features/solar-sizing/index.server';
import { formatFigure } from '@/components/format/figures';
import { parseSizingQuery, sizeBorewell } from '../domain';
import { pickCataloguePump } from './pump-picker';
import { siteConfig } from '@/config/site';

const dolMaxKw = siteConfig.directOnLineMaxKw;

// The datasheet presenter and the solar sizing's catalogue are server modules.
vi.mock('server-only', () => ({}));

/**
 * Issue 48, "done when": no figure shown disagrees between the selector, the borewell sheet, the
 * solar sheet and the datasheet for the same pump and supply. One pump and supply, KC4-08/14 on
 * three-phase 415 V at 50 Hz, as each tool's domain output or presenter gives it, compared as the
 * sheets print figures (`formatFigure`, about three significant digits).
 */

const shown = (value: number) => formatFigure(value);

/** A farmer's 4-inch well the borewell sizing answers with KC4-08/14 on 415 V. */
function borewellSheet() {
  const parsed = parseSizingQuery(
    new URLSearchParams({
      boreDiameterIn: '4',
      boreDepthM: '150',
      staticLevelM: '60',
      drawdownM: '5',
      flowM3h: '8',
      deliveryHeightM: '5',
      horizontalRunM: '20',
      phase: '3',
      cableLengthM: '30',
    }),
  );
  if (!parsed.ok) throw new Error(parsed.message);
  return sizeBorewell(parsed.query, { pickPump: pickCataloguePump, data: getEngineeringData(), dolMaxKw });
}

describe('one pump and supply, four tools (issue 48)', () => {
  const sheet = borewellSheet();
  const pump = sheet.pump!;
  // The selector and the datasheet asked for the borewell set's own operating point, with the well's
  // static head: the system curve through that point meets the pump's curve there.
  const duty = new URLSearchParams({
    flow: String(pump.operatingPoint.flowM3h),
    head: String(pump.operatingPoint.headM),
    hz: '50',
    phase: '3',
    voltage: '415',
    staticHeadM: String(sheet.tdhBreakdown.pumpingLevelM + sheet.tdhBreakdown.deliveryHeightM),
  });

  const model = getPumpModel(50, 'KC4-08/14')!;
  const supply = model.motor.supplies.find((s) => s.phase === 3 && s.voltageV === 415)!;

  it('the borewell sizing chooses KC4-08/14 for the well, on its 415 V motor', () => {
    expect(pump.model).toBe('KC4-08/14');
    expect(pump.motor.fullLoadCurrentA).toBe(supply.fullLoadCurrentA);
  });

  it('the motor on the supply is the same in every tool: rating, efficiency, cos φ, full-load current', () => {
    const parsed = parseSelectionQuery(duty);
    if (!parsed.ok) throw new Error(parsed.message);
    const result = selectPumps(getPumpModels(), parsed.duty).results.find((r) => r.model.model === pump.model)!;
    const motorFigures = (m: {
      powerKw: number;
      efficiencyPct: number;
      powerFactor: number;
      fullLoadCurrentA: number;
    }) => [m.powerKw, m.efficiencyPct, m.powerFactor, m.fullLoadCurrentA].map(shown);
    expect(motorFigures(result.motor)).toEqual(motorFigures(pump.motor));
    // The datasheet's motor table: the model's 415 V supply with the motor's rating, η and cos φ.
    expect(motorFigures({ ...model.motor, fullLoadCurrentA: supply.fullLoadCurrentA })).toEqual(
      motorFigures(pump.motor),
    );
    // The solar sizing's motor on the controller's 415 V output.
    const solarPump = catalogueSolarDeps().pumps.find((p) => p.model === pump.model)!;
    expect([solarPump.motorPowerKw, solarPump.motorEfficiencyPct].map(shown)).toEqual(
      [pump.motor.powerKw, pump.motor.efficiencyPct].map(shown),
    );
  });

  it('the solar sheet gives the set the borewell sheet’s rating and shut-off head', () => {
    const parsed = parseSolarQuery(
      new URLSearchParams({
        site: 'lusaka',
        dailyWaterM3: '30',
        staticLiftM: '65',
        deliveryHeightM: '5',
        horizontalRunM: '20',
        boreDiameterIn: '4',
      }),
      (id) => getSolarData().sites.some((s) => s.id === id),
    );
    if (!parsed.ok) throw new Error(parsed.message);
    const deps = catalogueSolarDeps();
    const solar = sizeSolar(parsed.query, { ...deps, pumps: deps.pumps.filter((p) => p.model === pump.model) });
    expect(solar.set?.pump.model).toBe(pump.model);
    const { motorPowerKw, motorPowerHp, shutOffHeadM } = solar.set!.pump;
    expect([motorPowerKw, motorPowerHp, shutOffHeadM].map(shown)).toEqual(
      [pump.motor.powerKw, pump.motor.powerHp, pump.shutOffHeadM].map(shown),
    );
  });

  it('the datasheet states the diameters and bore the borewell sizing fitted the set by', () => {
    const dimensions = datasheetOutcome('kc4-08-14-50hz', new URLSearchParams())!.dimensions;
    const rows = Object.fromEntries(dimensions.map((r) => [r.term, r]));
    expect(rows['Pump with cable guard']!.value).toBe(`${pump.maxDiameterWithCableGuardMm} mm`);
    expect(rows['Motor with drop cable']!.value).toBe(`${pump.motor.diameterWithCableMm} mm`);
    expect(rows['Smallest borehole']!.detail).toBe(
      `the set needs ${Math.max(pump.maxDiameterWithCableGuardMm, pump.motor.diameterWithCableMm)} mm`,
    );
    expect(sheet.cooling!.motorOuterDiameterMm).toBe(model.motor.outerDiameterMm);
  });

  it('the selector’s result and the web datasheet give the borewell sheet’s operating figures', () => {
    const parsed = parseSelectionQuery(duty);
    if (!parsed.ok) throw new Error(parsed.message);
    const result = selectPumps(getPumpModels(), parsed.duty).results.find((r) => r.model.model === pump.model)!;
    const datasheet = datasheetOutcome('kc4-08-14-50hz', duty)!.operating!;
    const borewell = {
      flow: pump.operatingPoint.flowM3h,
      head: pump.operatingPoint.headM,
      efficiency: pump.operatingPoint.efficiencyPct,
      shaftKw: pump.operatingPoint.powerKw,
      inputKw: pump.inputPowerKw,
      loadPct: pump.loadPctOfNameplate,
      currentA: pump.motor.runningCurrentA,
    };
    const figures = (f: typeof borewell) => Object.fromEntries(Object.entries(f).map(([k, v]) => [k, shown(v)]));
    const fromSelector = {
      flow: result.operatingPoint.flowM3h,
      head: result.operatingPoint.headM,
      efficiency: result.operatingPoint.efficiencyPct,
      shaftKw: result.operatingPoint.powerKw,
      inputKw: result.inputPowerKw,
      loadPct: result.loadPctOfNameplate,
      currentA: result.currentA,
    };
    const fromDatasheet = {
      flow: datasheet.flowM3h,
      head: datasheet.headM,
      efficiency: datasheet.efficiencyPct,
      shaftKw: datasheet.powerKw,
      inputKw: datasheet.inputPowerKw,
      loadPct: datasheet.loadPctOfNameplate,
    };
    expect(figures(fromSelector)).toEqual(figures(borewell));
    // The datasheet shows no running current.
    const withoutCurrent = figures(borewell);
    delete withoutCurrent.currentA;
    expect(figures(fromDatasheet as typeof borewell)).toEqual(withoutCurrent);
  });
});
