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
    expect(longTaskFigures([threadName(2), on('RunTask', 0, 50), on('RunTask', 60, 10)]).blocking).toBe(0);
  });

  it('throws when the trace has no renderer main thread', () => {
    expect(() => longTaskFigures([on('RunTask', 0, 100)])).toThrow(/no renderer main thread/);
  });
});
