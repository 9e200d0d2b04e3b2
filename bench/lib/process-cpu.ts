import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * CPU time a server spends, read from Linux's `/proc` (proc(5)): the benches divide it by the
 * requests answered, a figure that moves far less with the shared machine's load than requests per
 * second do (issue 51 item 3 states its targets in ms of CPU per page).
 */

/** CPU time so far, ms: of every process in a process group, and of one process's main thread. */
export interface CpuTime {
  /** User and system time of the group's processes (their threads included: workers, zlib, GC). */
  groupMs: number;
  /**
   * User and system time of the main threads: the group leader's and those of the other processes
   * of its group (each server process of `npm start` under WEB_CONCURRENCY renders on its own main
   * thread): what a page's render waits for.
   */
  mainThreadMs: number;
}

/** The fields of a `/proc/<pid>/stat` line the benches use. */
export interface StatFields {
  /** Parent process id. */
  ppid: number;
  /** Process group id. */
  pgrp: number;
  /** User and system time, in clock ticks. */
  ticks: number;
}

/**
 * Reads a `/proc/<pid>/stat` (or `/proc/<pid>/task/<tid>/stat`) line: field 4 is the parent, field 5 the process group,
 * fields 14 and 15 the user and system time in clock ticks (proc(5)). The command name (field 2) is
 * in parentheses and may itself hold spaces and parentheses, so fields are counted after its last `)`.
 * @throws Error when the line has no command name in parentheses
 */
export function parseStat(line: string): StatFields {
  const close = line.lastIndexOf(')');
  if (close === -1) throw new Error(`not a /proc stat line: ${line.slice(0, 40)}`);
  // After ") ": field 3 (state) is index 0, so field n is index n - 3.
  const fields = line.slice(close + 2).split(' ');
  return { ppid: Number(fields[1]), pgrp: Number(fields[2]), ticks: Number(fields[11]) + Number(fields[12]) };
}

let ticksPerSecond: number | undefined;

/** Clock ticks per second (`getconf CLK_TCK`; 100 on Linux when it cannot be asked). */
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** A stat file's fields, or undefined when the process has gone meanwhile. */
function statOf(file: string): StatFields | undefined {
  try {
    return parseStat(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The CPU time of a server started detached (its pid leads its process group): the whole group, and
 * the main threads of its processes (the leader's included). A process of the group that has ended
 * no longer counts.
 * @param pid the group leader's pid (`RunningServer.pid`)
 * @returns undefined where there is no `/proc` (not Linux)
 */
export function processCpu(pid: number): CpuTime | undefined {
  if (!fs.existsSync(`/proc/${pid}/stat`)) return undefined;
  const msPerTick = 1000 / clockTicks();
  let groupTicks = 0;
  const processes = new Set([pid]);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(`/proc/${entry}/stat`);
    if (stat?.pgrp !== pid) continue;
    groupTicks += stat.ticks;
    processes.add(Number(entry));
  }
  let mainTicks = 0;
  for (const member of processes) mainTicks += statOf(`/proc/${member}/task/${member}/stat`)?.ticks ?? 0;
  return { groupMs: groupTicks * msPerTick, mainThreadMs: mainTicks * msPerTick };
}

/**
 * CPU ms per request between two readings: `group (main thread)`, e.g. `18.4 (14.1)`; `n/a` without
 * readings or requests.
 */
export function cpuPerRequest(before: CpuTime | undefined, after: CpuTime | undefined, requests: number): string {
  if (!before || !after || requests <= 0) return 'n/a';
  const group = (after.groupMs - before.groupMs) / requests;
  const main = (after.mainThreadMs - before.mainThreadMs) / requests;
  return `${group.toFixed(1)} (${main.toFixed(1)})`;
}
