/**
 * Long tasks of a page load, from a Chromium trace (`devtools.timeline` categories): the blocking
 * time as Total Blocking Time counts it (web.dev/articles/tbt: the part of every main-thread task
 * over 50 ms, summed) and how the long tasks split into script and rendering work. Used by
 * bench/main-thread.ts.
 */

/** A task longer than this is a long task; its time beyond it is blocking time (Total Blocking Time), ms. */
export const longTaskMs = 50;
/** Trace event names of each kind of rendering work; everything else inside a task is script. */
const kinds = {
  'style & layout': ['UpdateLayoutTree', 'Layout', 'RecalculateStyles'],
  paint: ['PrePaint', 'Paint', 'Layerize', 'UpdateLayer', 'CompositeLayers'],
  parse: ['ParseHTML', 'ParseAuthorStyleSheet'],
} as const;
export type Kind = keyof typeof kinds | 'script';

/** A complete ('X') trace event; times in µs. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { isMainFrame?: boolean } };
}

/** A long task that started after the page's `load` event: its start from that event and its length, ms. */
export interface TaskAfterLoad {
  startMs: number;
  durationMs: number;
}

/** Figures of one load, ms. */
export interface LoadFigures {
  blocking: number;
  longTasks: number;
  longest: number;
  split: Record<Kind, number>;
  /**
   * The long tasks that started after the main frame's `load` event, in order: work a page schedules
   * for later (SPEC 2.3's event banner appears 1 s after load, with CSS alone, so no task of its own).
   */
  afterLoad: TaskAfterLoad[];
}

/** Length of the union of [start, end) intervals, in the intervals' unit. */
function unionLength(intervals: [number, number][]): number {
  let total = 0;
  let end = -Infinity;
  for (const [s, e] of [...intervals].sort((a, b) => a[0] - b[0])) {
    if (e <= end) continue;
    total += e - Math.max(s, end);
    end = e;
  }
  return total;
}

/**
 * The renderer main thread of the page: the `CrRendererMain` thread with the most task time (the
 * blank page a context opens with has its own renderer).
 */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const threads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const taskTime = (t: TraceEvent) =>
    events
      .filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask')
      .reduce((s, e) => s + (e.dur ?? 0), 0);
  const main = threads.sort((a, b) => taskTime(b) - taskTime(a))[0];
  if (!main) throw new Error('The trace has no renderer main thread');
  return main;
}

/**
 * Time (µs, trace clock) of the main frame's `load` event: Chromium's `MarkLoad` trace event, the
 * one DevTools draws as its "L" marker. The last one on the page's main thread counts (a page that
 * reloads itself loads twice).
 */
function loadEventTs(events: TraceEvent[], thread: { pid: number; tid: number }): number {
  const marks = events.filter(
    (e) => e.name === 'MarkLoad' && e.pid === thread.pid && e.tid === thread.tid && e.args?.data?.isMainFrame,
  );
  const last = marks.at(-1);
  if (!last) throw new Error('The trace has no load event of the main frame (MarkLoad)');
  return last.ts;
}

/**
 * Blocking time (ms), number and longest (ms) of the long tasks of one trace, and their time split by
 * kind (ms): style and layout, paint, HTML and CSS parsing, and the rest, which is script. Nested
 * events of one kind are counted once. Also the long tasks that started after the `load` event.
 * @throws Error when the trace has no renderer main thread, or no load event of its main frame
 */
export function longTaskFigures(events: TraceEvent[]): LoadFigures {
  const thread = mainThread(events);
  const main = events.filter(
    (e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.dur !== undefined,
  );
  const loadTs = loadEventTs(events, thread);
  const tasks = main.filter((e) => e.name === 'RunTask' && e.dur! > longTaskMs * 1000);
  const split: Record<Kind, number> = { 'style & layout': 0, paint: 0, parse: 0, script: 0 };
  for (const task of tasks) {
    const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
    let rendering = 0;
    for (const [kind, names] of Object.entries(kinds) as [keyof typeof kinds, readonly string[]][]) {
      const ms = unionLength(inside.filter((e) => names.includes(e.name)).map((e) => [e.ts, e.ts + e.dur!])) / 1000;
      split[kind] += ms;
      rendering += ms;
    }
    split.script += Math.max(0, task.dur! / 1000 - rendering);
  }
  return {
    blocking: tasks.reduce((s, t) => s + (t.dur! / 1000 - longTaskMs), 0),
    longTasks: tasks.length,
    longest: Math.max(0, ...tasks.map((t) => t.dur! / 1000)),
    split,
    afterLoad: tasks
      .filter((t) => t.ts >= loadTs)
      .sort((a, b) => a.ts - b.ts)
      .map((t) => ({ startMs: (t.ts - loadTs) / 1000, durationMs: t.dur! / 1000 })),
  };
}
