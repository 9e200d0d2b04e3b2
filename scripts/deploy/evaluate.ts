/**
 * The verdicts of `npm run deploy:check`: load figures from the answers nginx gave, enquiry counts
 * from what the database and the mail folder hold, and the exit status from every check's result.
 * Pure functions, so each rule is tested without nginx (scripts/deploy/evaluate.test.ts).
 */

/** One request of the load: what was asked, nginx's status (0: no answer at all) and its latency. */
export interface Sample {
  kind: 'page' | 'enquiry';
  status: number;
  /** Milliseconds from sending the request to the end of the answer's body. */
  ms: number;
}

/** The figures of one load phase. */
export interface LoadFigures {
  requests: number;
  /** Answers that are not 2xx or 3xx, and requests nginx did not answer (status 0). */
  errors: number;
  /** Errors by status, e.g. `{ 502: 1 }`. */
  errorStatuses: Record<number, number>;
  /** Of the errors, those answering an enquiry (a POST). */
  enquiryErrors: number;
  /** Of those, 502s: the instance went away with the enquiry in hand. */
  enquiry502s: number;
  /** 99th percentile latency in ms (nearest-rank). */
  p99Ms: number;
  /** Enquiries nginx answered 2xx (the visitor was told it was sent). */
  enquiriesAccepted: number;
}

/**
 * The p-th percentile of `values` by the nearest-rank method (the smallest value with at least p % of
 * the values at or below it; NIST e-Handbook §7.2.6.2): of 1..100, p99 is 99; of 1..10, p99 is 10.
 * @returns 0 for no values
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** True for an answer that is not an error at nginx: 2xx or 3xx. */
export const answered = (status: number): boolean => status >= 200 && status < 400;

/** The figures of a phase from its samples. */
export function loadFigures(samples: readonly Sample[]): LoadFigures {
  const errorStatuses: Record<number, number> = {};
  for (const s of samples) if (!answered(s.status)) errorStatuses[s.status] = (errorStatuses[s.status] ?? 0) + 1;
  return {
    requests: samples.length,
    errors: Object.values(errorStatuses).reduce((a, b) => a + b, 0),
    errorStatuses,
    p99Ms: percentile(
      samples.map((s) => s.ms),
      99,
    ),
    enquiriesAccepted: samples.filter((s) => s.kind === 'enquiry' && answered(s.status)).length,
    enquiryErrors: samples.filter((s) => s.kind === 'enquiry' && !answered(s.status)).length,
    enquiry502s: samples.filter((s) => s.kind === 'enquiry' && s.status === 502).length,
  };
}

/**
 * Whether a load phase passed. No error at nginx is the rule. When an instance was killed (SIGKILL)
 * a request it had already received dies with it: nginx answers a page from the other instance, but
 * not a POST, which it does not repeat (the instance may have stored the enquiry before dying). So in
 * that phase the only errors allowed are 502s to enquiries: the visitor is told it failed and can
 * send it again ({@link enquiryVerdict} counts one the instance had stored before dying apart).
 */
export function phasePassed(figures: LoadFigures, instanceKilled: boolean): boolean {
  if (figures.errors === 0) return true;
  return instanceKilled && figures.errors === figures.enquiry502s;
}

/**
 * What became of the enquiries one run posted, each named by the token its message carries (unique
 * per post, so a post stored twice shows twice).
 */
export interface EnquiryCounts {
  /** Tokens of the posts nginx answered 2xx (the visitor was told it was sent). */
  accepted: string[];
  /** The token of each row of the enquiries table from the run. */
  stored: string[];
  /** The token of each of those rows whose sales e-mail the outbox marked sent. */
  mailed: string[];
  /** `.eml` files in the shared mail folder naming the run's marker. */
  emlFiles: number;
}

/** The verdict on a run's enquiries; every figure is a count. */
export interface EnquiryVerdict {
  accepted: number;
  stored: number;
  mailed: number;
  /** Accepted but not stored, or stored but never mailed. */
  lost: number;
  /** Rows beyond one per token, sent rows beyond one per token, `.eml` files beyond one per token. */
  duplicated: number;
  /** Stored though the visitor was told it failed (an answer lost when an instance died mid-request). */
  storedUnanswered: number;
}

/**
 * Compares what the visitors were told with what was stored and mailed: an accepted enquiry must be
 * stored once and mailed once; one stored that the visitor was not told about is counted apart (they
 * may send it again).
 */
export function enquiryVerdict(counts: EnquiryCounts): EnquiryVerdict {
  const stored = new Set(counts.stored);
  const mailed = new Set(counts.mailed);
  const accepted = new Set(counts.accepted);
  const lost =
    counts.accepted.filter((id) => !stored.has(id)).length + counts.stored.filter((id) => !mailed.has(id)).length;
  const duplicated =
    counts.stored.length -
    stored.size +
    Math.max(0, counts.emlFiles - stored.size) +
    (counts.mailed.length - mailed.size);
  return {
    accepted: counts.accepted.length,
    stored: counts.stored.length,
    mailed: counts.mailed.length,
    lost,
    duplicated,
    storedUnanswered: [...stored].filter((id) => !accepted.has(id)).length,
  };
}

/** One check's outcome as printed. */
export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

/** The report's lines and the exit status: 0 when every check passed, 1 otherwise (and for none). */
export function verdict(results: readonly CheckResult[]): { lines: string[]; exitCode: number } {
  const lines = results.map((r) => `${r.ok ? 'PASS' : 'FAIL'}  ${r.name}: ${r.detail}`);
  const failed = results.filter((r) => !r.ok).length;
  lines.push(
    results.length === 0
      ? 'No check ran.'
      : failed === 0
        ? `All ${results.length} checks passed.`
        : `${failed} of ${results.length} checks failed.`,
  );
  return { lines, exitCode: results.length > 0 && failed === 0 ? 0 : 1 };
}
