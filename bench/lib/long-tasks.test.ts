import { describe, expect, it } from 'vitest';
import { longTaskFigures, type TraceEvent } from './long-tasks';

const ms = 1000;
/** A complete event on the page's renderer main thread (pid 2), times in ms. */
const on = (name: string, start: number, duration: number, pid = 2): TraceEvent => ({
  name,
  ph: 'X',
  pid,
  tid: 1,
  ts: start * ms,
  dur: duration * ms,
});
/** Chromium's instant event for a frame's `load` event, at `at` ms. */
const loadMark = (at: number, isMainFrame = true, pid = 2): TraceEvent => ({
  name: 'MarkLoad',
  ph: 'I',
  pid,
  tid: 1,
  ts: at * ms,
  args: { data: { isMainFrame } },
});
const threadName = (pid: number): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid: 1,
  ts: 0,
  args: { name: 'CrRendererMain' },
});

describe('long tasks of a trace (Total Blocking Time, web.dev/articles/tbt)', () => {
  const trace: TraceEvent[] = [
    // The blank page's renderer, with less task time: not the page.
    threadName(1),
    on('RunTask', 0, 90, 1),
    threadName(2),
    // A 120 ms task: style 0-30 ms with a nested layout (counted once), layout 30-50 ms, then script
    // whose focus() forces a 20 ms style recalculation.
    on('RunTask', 0, 120),
    on('UpdateLayoutTree', 0, 30),
    on('Layout', 10, 10),
    on('Layout', 30, 20),
    on('FunctionCall', 50, 60),
    on('UpdateLayoutTree', 60, 20),
    // 40 ms: not a long task, so none of it counts.
    on('RunTask', 200, 40),
    on('Layout', 200, 40),
    // 80 ms of HTML parsing.
    on('RunTask', 300, 80),
    on('ParseHTML', 300, 80),
    // An iframe's load, then the page's at 500 ms.
    loadMark(450, false),
    loadMark(500),
  ];

  it('sums the part of each task over 50 ms, on the page main thread only', () => {
    const figures = longTaskFigures(trace);
    expect(figures.blocking).toBeCloseTo(70 + 30);
    expect(figures.longTasks).toBe(2);
    expect(figures.longest).toBeCloseTo(120);
  });

  it('splits the long tasks into style and layout, parsing and script, counting nested events once', () => {
    const { split } = longTaskFigures(trace);
    expect(split['style & layout']).toBeCloseTo(30 + 20 + 20);
    expect(split.parse).toBeCloseTo(80);
    expect(split.paint).toBe(0);
    expect(split.script).toBeCloseTo(120 - 70);
  });

  it('finds no blocking time in a load of short tasks', () => {
    expect(longTaskFigures([threadName(2), on('RunTask', 0, 50), on('RunTask', 60, 10), loadMark(80)]).blocking).toBe(
      0,
    );
  });

  it('lists the long tasks that start after the page load event, timed from it (a banner shown by script would be one)', () => {
    const withLater = [...trace, on('RunTask', 520, 30), on('RunTask', 1500, 75), on('FunctionCall', 1500, 75)];
    expect(longTaskFigures(trace).afterLoad).toEqual([]);
    expect(longTaskFigures(withLater).afterLoad).toEqual([{ startMs: 1000, durationMs: 75 }]);
    expect(longTaskFigures(withLater).blocking).toBeCloseTo(70 + 30 + 25);
  });

  it('throws when the trace has no load event of the main frame', () => {
    expect(() => longTaskFigures([threadName(2), on('RunTask', 0, 100), loadMark(50, false)])).toThrow(/no load event/);
  });

  it('throws when the trace has no renderer main thread', () => {
    expect(() => longTaskFigures([on('RunTask', 0, 100)])).toThrow(/no renderer main thread/);
  });
});
