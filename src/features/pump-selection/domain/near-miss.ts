/**
 * Why a near miss does not qualify, as data (quantities in m³/h and m), so each page can say it in
 * the visitor's units; `describeNearMiss` of `ui/messages.ts` words it. One near miss may have several causes
 * (a flow outside the range and the head short there).
 */
export type NearMissCause =
  | { kind: 'flow-above-max'; maxFlowM3h: number }
  | { kind: 'flow-below-min'; minFlowM3h: number }
  | { kind: 'head-short'; shortM: number; atFlowM3h: number }
  | { kind: 'head-above'; pctAboveDuty: number }
  | { kind: 'curves-do-not-meet' }
  | { kind: 'operating-beyond-max'; operatingFlowM3h: number; maxFlowM3h: number }
  | { kind: 'npsh'; availableM: number; requiredM: number }
  | { kind: 'frequency'; frequencyHz: number }
  | { kind: 'bore'; minBoreInch: number }
  | { kind: 'supply'; offered: string[] };
