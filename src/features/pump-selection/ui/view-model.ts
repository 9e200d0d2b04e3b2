import type { SeriesCurve } from '@/components/charts';
import type { FlowUnit, HeadUnit } from '@/engineering/units';
import type { SelectorParamName } from './form-fields';

/**
 * What the selector, compare and their tests render: plain, already-resolved values (links built, units
 * in the names). `selection-presenter.ts` maps the selection domain's results into these shapes, so the
 * components never depend on the domain's internals.
 */

/** The duty point being shown, in SI units plus the visitor's own spelling of it. */
export interface DutyView {
  /** Duty flow in m³/h. */
  flowM3h: number;
  /** Duty head (TDH) in m. */
  headM: number;
  /** Mains frequency in Hz. */
  frequencyHz: 50 | 60;
  /** Static head of the system curve in m (0 when not given). */
  staticHeadM: number;
  /** System curve coefficient k in m/(m³/h)² of H = Hs + k·Q², through the duty point. */
  systemK: number;
  /** Running hours per day used for the energy figures. */
  hoursPerDay: number;
  /** Tariff per kWh when given (currency of the visitor). */
  tariffPerKwh: number | null;
  /** The flow as entered, with its unit, e.g. '100 L/min'. */
  flowLabel: string;
  /** The head as entered, with its unit, e.g. '12 bar'. */
  headLabel: string;
  /** Supply asked for, e.g. '3-phase, 415 V', or null for any. */
  supplyLabel: string | null;
  /** The visitor's flow and head units: every figure of the results is shown in them. */
  flowUnit: FlowUnit;
  headUnit: HeadUnit;
}

/** One qualifying pump, ranked. */
export interface ResultView {
  /** Model code, e.g. 'KS4-05/24'. */
  model: string;
  /** Series code. */
  series: string;
  /** Product page title. */
  productTitle: string;
  /** Product page anchored at the model row, carrying the duty point (`…?flow=&head=&hz=#model-…`). */
  productHref: string;
  /** The quote form with the model and duty point filled in. */
  quoteHref: string;
  /** The model's web datasheet with the duty marked (`/pump-selector/datasheet/{id}?flow=&head=…`, the visitor's units). */
  datasheetHref: string;
  /** Catalogue category name of the product. */
  category: string;
  /** Operating point: flow in m³/h and head in m (intersection of pump and system curves). */
  operatingFlowM3h: number;
  operatingHeadM: number;
  /** Pump efficiency η at the operating point in %. */
  efficiencyPct: number;
  /** Shaft power P2 at the operating point in kW. */
  powerKw: number;
  /** Rated motor power in kW and HP. */
  motorKw: number;
  motorHp: number;
  /** Operating flow as % of the best efficiency point's flow. */
  bepPct: number;
  /** Whether the operating point lies in the preferred operating region (70–120 % of Q_BEP). */
  inPor: boolean;
  /** Electrical input power P1 at the operating point in kW (the motor's η on the supply matched). */
  inputPowerKw: number;
  /** Shaft power at the operating point as % of the motor's rated output. */
  loadPctOfNameplate: number;
  /** Specific energy P1 / Q_op in kWh per m³ delivered: the figure that compares pumps delivering different flows. */
  specificEnergyKwhPerM3: number;
  /** Electrical energy per year in kWh at the given hours per day. */
  energyKwhPerYear: number;
  /** Running cost per year at the given tariff, or null without a tariff. */
  costPerYear: number | null;
  /** Operating warnings, most serious first. */
  warnings: WarningView[];
}

/** One operating warning of a result: a stable code and a sentence (`./messages.ts`). */
export interface WarningView {
  code: string;
  message: string;
}

/** A model that comes close but does not qualify, with the reason in words. */
export interface NearMissView {
  model: string;
  series: string;
  productHref: string;
  /** e.g. 'head 12 m short at 8 m³/h'. */
  reason: string;
}

/** One curve of a chart: a model's Q–H (and η, P2) points. */
export interface CurveView {
  id: string;
  label: string;
  href?: string;
  /** Performance points by rising flow (m³/h, m, %, kW). */
  points: { flowM3h: number; headM: number; efficiencyPct: number; powerKw: number }[];
  /** The selection domain's interpolated curves of the model (`modelCurves` of the content), which the chart samples. */
  curve: SeriesCurve;
  /** Flow at the best efficiency point in m³/h. */
  bepFlowM3h: number;
  /** What sets the model apart besides its curves (series, product, materials), for identical curves. */
  traits: Record<string, string>;
}

/** What `/pump-selector` shows for one URL. */
export type SelectorOutcome =
  | { status: 'empty' }
  | { status: 'invalid'; errors: Partial<Record<SelectorParamName, string>>; message: string }
  | {
      status: 'ok';
      duty: DutyView;
      /** The duty's query as the selector's URL writes it (`toSearchParams`), carried by the results' links. */
      dutyQuery: URLSearchParams;
      results: ResultView[];
      nearMisses: NearMissView[];
      curves: CurveView[];
      /** Operating points of the results, for the chart. */
      operatingPoints: { id: string; flowM3h: number; headM: number }[];
      /** The quote form with just the duty point (for "nothing qualifies"). */
      quoteHref: string;
    };

/** How one model runs at the duty point (compare). */
export interface OperatingView {
  flowM3h: number;
  headM: number;
  efficiencyPct: number;
  powerKw: number;
  bepPct: number;
  inPor: boolean;
  /** Specific energy in kWh/m³ at the operating point. */
  specificEnergyKwhPerM3: number;
  energyKwhPerYear: number;
  costPerYear: number | null;
  warnings: WarningView[];
}

/** One model's column on compare. */
export interface CompareColumn {
  model: string;
  series: string;
  frequencyHz: 50 | 60;
  productTitle: string;
  productHref: string;
  quoteHref: string;
  /** At the duty point, or null without a duty or when the pump curve never meets the system curve. */
  operating: OperatingView | null;
  motorKw: number;
  motorHp: number;
  /** Full-load current at the chosen supply, or at each offered supply, e.g. ['415 V 3~: 9.2 A']. */
  currents: string[];
  outerDiameterMm: number | null;
  minBoreInch: number | null;
  outlet: string;
  stages: number | null;
  /** Rows of the product's materials of construction table: part and material. */
  materials: { part: string; material: string }[];
  /** When its curves are those of an earlier column: 'same hydraulics as KC4-08/14; differs in series, materials.' */
  sameHydraulics: string | null;
}

/** What `/pump-selector/compare` shows for one URL. */
export interface CompareOutcome {
  /** The duty point when the URL gives a valid one. */
  duty: DutyView | null;
  /** Why the duty parameters were ignored, if they were given but invalid. */
  dutyMessage: string | null;
  /** Codes asked for that name no model. */
  unknown: string[];
  /** Codes beyond the first three, left out. */
  dropped: string[];
  columns: CompareColumn[];
  curves: CurveView[];
  operatingPoints: { id: string; flowM3h: number; headM: number }[];
}
