import { paths, quoteFormWithSelection } from '@/config/paths';
import { siteConfig } from '@/config/site';
import { findProductRoute, findStaticPageRoute } from '@/content/catalogue-routes';
import { getEngineeringData } from '@/content/engineering';
import { datasheetPath, getPumpModel, modelAnchor } from '@/content/pump-models';
import {
  M_HEAD_PER_BAR,
  parseSizingQuery,
  sizeBorewell,
  sizingQueryGiven,
  SUBMERGENCE_MARGIN_M,
  SUMP_ALLOWANCE_M,
  toSearchParams,
  type SizingQuery,
  type SizingSheet,
} from '../domain';
import { unitSystemFromParams, unitSystemParam, type SizingParamName } from './form-fields';
import { flowFromM3h, headFromM, type UnitSystem } from '@/engineering/units';
import { formatNominalSize } from '@/components/format/figures';
import { borewellPumpCategory, pickCataloguePump } from '../server/pump-picker';
import { nearMissesIn, warningsIn, type WordedWarning } from './messages';
import { workingSteps, type WorkingStep } from './working';
import { roundTo } from '@/components/format/figures';

/**
 * The one place the wizard meets the sizing domain and the content layer: parses the URL, sizes the
 * set and resolves every link (product pages, datasheet, quote, selector). Server only.
 */

/** Names of the protections a panel must have, as the sheet lists them. */
const protectionNames: Record<string, string> = {
  overload: 'Overload (thermal relay)',
  'dry-run': 'Dry running',
  'phase-failure': 'Phase failure',
  'under-voltage': 'Under voltage',
  'over-voltage': 'Over voltage',
};

/** Names of the starting methods. */
const starterNames: Record<string, string> = {
  dol: 'Direct-on-line (DOL)',
  'star-delta': 'Star-delta',
  capacitor: 'Capacitor start, capacitor run (single-phase)',
  'soft-start': 'Soft starter',
};

/** A component's link: the product page or null when the catalogue has none for it. */
type Href = string | null;

/** Everything the system sheet shows, units in the names. */
export interface SheetView {
  /** The query of the sheet's URL in form order (every input; shareable), metric. */
  query: string;
  /** The unit system the sheet is shown in (`units=imperial` in the URL). */
  unitSystem: UnitSystem;
  /** The sheet's own URL query: {@link query} plus the unit system when imperial (the printed link). */
  pageQuery: string;
  input: SizingQuery;
  flowM3h: number;
  /** Set when the flow came from a daily volume: m³/day and hours. */
  fromDailyVolume: { dailyVolumeM3: number; pumpingHours: number } | null;
  pumpingHoursPerDay: number;
  /** True when the hours are the site's assumption, not the visitor's. */
  hoursAssumed: boolean;
  levels: {
    staticLevelM: number;
    drawdownM: number;
    pumpingLevelM: number;
    settingDepthM: number;
    submergenceM: number;
    boreDepthM: number;
    submergenceMarginM: number;
    sumpAllowanceM: number;
  };
  tdh: SizingSheet['tdhBreakdown'] & { outletPressureBar: number; totalM: number; mHeadPerBar: number };
  pipe: SizingSheet['pipe'] & { label: string; href: Href };
  pump: {
    model: string;
    productTitle: string;
    href: Href;
    datasheetHref: string | null;
    motor: NonNullable<SizingSheet['pump']>['motor'];
    operatingPoint: NonNullable<SizingSheet['pump']>['operatingPoint'];
    inputPowerKw: number;
    /** Shaft power as % of the motor's rated output. */
    loadPctOfNameplate: number;
  } | null;
  well: SizingSheet['well'];
  checkValves: SizingSheet['checkValves'];
  /** "How this was sized": each formula with its inputs and result. */
  working: WorkingStep[];
  nearMisses: { model: string; reason: string }[];
  /** `label` as the quote names it ('35 mm² flat, 120 m'); `sizeLabel` without the length, which the sheet adds in its units. */
  cable: (NonNullable<SizingSheet['cable']> & { label: string; sizeLabel: string; href: Href }) | null;
  starter: { name: string; dolMaxKw: number; reason: string; controlBox: string | null } | null;
  panel: {
    label: string;
    model: string;
    description: string;
    alternatives: string[];
    protections: string[];
    href: Href;
  } | null;
  cooling: SizingSheet['cooling'];
  energyKwhPerYear: number | null;
  energyCostPerYear: number | null;
  warnings: WordedWarning[];
  quoteHref: string;
  /** The duty in the pump selector (every pump for it, not only the borehole submersibles' best). */
  selectorHref: string;
}

/** What `/borewell-sizing` shows for a URL: nothing yet, the rejected input, or the sheet. */
export type SizingOutcome =
  | { status: 'empty' }
  | { status: 'invalid'; field: SizingParamName; message: string }
  | { status: 'ok'; sheet: SheetView };

/** Short material names for the component labels. */
const materialNames: Record<string, string> = { upvc: 'uPVC', gi: 'GI', hdpe: 'HDPE' };

/**
 * What the wizard shows for a URL.
 * @param params the request's query (the wizard's parameters; others are ignored)
 */
export function sizingOutcome(params: URLSearchParams): SizingOutcome {
  if (!sizingQueryGiven(params)) return { status: 'empty' };
  const parsed = parseSizingQuery(params);
  if (!parsed.ok) return { status: 'invalid', field: parsed.field, message: parsed.message };
  const input = parsed.query;
  const unitSystem = unitSystemFromParams(params);
  const sheet = sizeBorewell(input, {
    pickPump: pickCataloguePump,
    data: getEngineeringData(),
    dolMaxKw: siteConfig.directOnLineMaxKw,
  });
  return { status: 'ok', sheet: sheetView(input, sheet, unitSystem) };
}

function sheetView(input: SizingQuery, sheet: SizingSheet, unitSystem: UnitSystem): SheetView {
  const query = toSearchParams(input).toString();
  const pageQuery = unitSystem === 'imperial' ? `${query}&${unitSystemParam}=imperial` : query;
  const hz = input.hz;
  const segment = `${hz}hz` as const;
  const pumpModel = sheet.pump ? getPumpModel(hz, sheet.pump.model) : undefined;
  const pumpRoute = sheet.pump ? findProductRoute(sheet.pump.productId, segment) : undefined;
  const pipeRoute = sheet.pipe.material === 'upvc' ? findStaticPageRoute('uPVC PIPES', segment) : undefined;
  const cableRoute = findStaticPageRoute('SUBMERSIBLE CABLES', segment);
  const panelRoute = findStaticPageRoute('CONTROL PANEL', segment);

  const pipeLabel = `${materialNames[sheet.pipe.material] ?? sheet.pipe.material} ${formatNominalSize(sheet.pipe.nominalSize)} ${sheet.pipe.grade}`;
  const cableSize =
    sheet.cable && `${sheet.cable.cables > 1 ? `${sheet.cable.cables} × ` : ''}${sheet.cable.sizeMm2} mm² flat`;
  const cable = sheet.cable && {
    ...sheet.cable,
    sizeLabel: cableSize!,
    label: `${cableSize}, ${Math.round(sheet.cable.lengthM)} m`,
    href: cableRoute?.path ?? null,
  };
  const panel = sheet.panel && {
    label: `${sheet.panel.model} – ${sheet.panel.description}`,
    model: sheet.panel.model,
    description: sheet.panel.description,
    alternatives: sheet.panel.alternatives,
    protections: sheet.panel.protections.map((p) => protectionNames[p] ?? p),
    href: panelRoute?.path ?? null,
  };
  const dutyQuery = new URLSearchParams({
    flow: String(roundTo(sheet.flowM3h, 2)),
    head: String(roundTo(sheet.totalDynamicHeadM, 2)),
    hz: String(hz),
  });

  return {
    query,
    unitSystem,
    pageQuery,
    input,
    flowM3h: sheet.flowM3h,
    fromDailyVolume:
      input.dailyVolumeM3 !== undefined && input.pumpingHours !== undefined
        ? { dailyVolumeM3: input.dailyVolumeM3, pumpingHours: input.pumpingHours }
        : null,
    pumpingHoursPerDay: sheet.pumpingHoursPerDay,
    hoursAssumed: input.pumpingHours === undefined,
    levels: {
      staticLevelM: input.staticLevelM,
      drawdownM: input.drawdownM,
      pumpingLevelM: sheet.pumpingLevelM,
      settingDepthM: sheet.settingDepthM,
      submergenceM: sheet.submergenceM,
      boreDepthM: input.boreDepthM,
      submergenceMarginM: SUBMERGENCE_MARGIN_M,
      sumpAllowanceM: SUMP_ALLOWANCE_M,
    },
    tdh: {
      ...sheet.tdhBreakdown,
      outletPressureBar: input.outletPressureBar,
      totalM: sheet.totalDynamicHeadM,
      mHeadPerBar: M_HEAD_PER_BAR,
    },
    pipe: { ...sheet.pipe, label: pipeLabel, href: pipeRoute?.path ?? null },
    pump: sheet.pump && {
      model: sheet.pump.model,
      productTitle: pumpRoute?.title ?? sheet.pump.model,
      href: pumpRoute ? `${pumpRoute.path}?${dutyQuery}#${modelAnchor(sheet.pump.model)}` : null,
      datasheetHref: pumpModel ? datasheetPath(pumpModel) : null,
      motor: sheet.pump.motor,
      operatingPoint: sheet.pump.operatingPoint,
      inputPowerKw: sheet.pump.inputPowerKw,
      loadPctOfNameplate: sheet.pump.loadPctOfNameplate,
    },
    well: sheet.well,
    checkValves: sheet.checkValves,
    working: workingSteps(input, sheet),
    nearMisses: nearMissesIn(sheet.nearMisses, unitSystem),
    cable,
    starter: sheet.starter && {
      name: starterNames[sheet.starter.method] ?? sheet.starter.method,
      dolMaxKw: sheet.starter.dolMaxKw,
      reason: sheet.starter.reason,
      controlBox: sheet.starter.controlBox ?? null,
    },
    panel,
    cooling: sheet.cooling,
    energyKwhPerYear: sheet.energyKwhPerYear,
    energyCostPerYear: sheet.energyCostPerYear,
    warnings: warningsIn(sheet.warnings, unitSystem),
    quoteHref: quoteFormWithSelection({
      model: sheet.pump?.model,
      flowM3h: roundTo(sheet.flowM3h, 2),
      headM: roundTo(sheet.totalDynamicHeadM, 2),
      frequencyHz: hz,
      category: borewellPumpCategory,
      borewellSet: {
        query,
        columnPipe: pipeLabel,
        dropCable: cable?.label,
        controlPanel: panel?.label,
      },
    }),
    selectorHref: `${paths.pumpSelector}?${new URLSearchParams({
      ...Object.fromEntries(dutyQuery),
      // The selector in the sheet's units: the visitor who chose imperial keeps US gpm and ft there.
      ...(unitSystem === 'imperial'
        ? {
            flow: String(roundTo(flowFromM3h(sheet.flowM3h, 'usgpm'), 2)),
            flowUnit: 'usgpm',
            head: String(roundTo(headFromM(sheet.totalDynamicHeadM, 'ft'), 1)),
            headUnit: 'ft',
          }
        : {}),
      staticHeadM: String(roundTo(sheet.totalDynamicHeadM - sheet.frictionLossM, 2)),
      boreDiameterIn: String(input.boreDiameterIn),
      phase: String(input.phase),
      hoursPerDay: String(sheet.pumpingHoursPerDay),
    })}`,
  };
}
