'use client';

import { createContext } from 'react';
import type { FlowDisplayUnit, HeadDisplayUnit } from './types';

/**
 * A duty point given to the charts below it from the browser: a prerendered product page reads the
 * selector's query from its URL after hydration (the feature parses it with the selection domain and
 * passes the domain's system-head function), and every chart inside draws it.
 */
export interface ChartDuty {
  /** Duty point in m³/h and m. */
  duty: { flowM3h: number; headM: number };
  /** System head H(Q) in m at flow Q in m³/h (the domain's `systemHead` through the duty point). */
  systemHead?: (flowM3h: number) => number;
  /** The visitor's units from the same URL. */
  flowUnit?: FlowDisplayUnit;
  headUnit?: HeadDisplayUnit;
}

/** The duty of the charts inside, or null (then a chart draws only what its props give). */
export const ChartDutyContext = createContext<ChartDuty | null>(null);
