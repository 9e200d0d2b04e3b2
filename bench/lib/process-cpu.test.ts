import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cpuPerRequest, parseStat, processCpu } from './process-cpu';

describe('a server’s CPU time from /proc', () => {
  it('reads the parent, the process group and the user + system ticks after a command name with spaces and parentheses', () => {
    // proc(5): pid (comm) state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt utime stime …
    const line = '4242 (node (tool) x) S 1 4240 4240 0 -1 4194560 100 0 0 0 731 122 0 0 20 0 11 0';
    expect(parseStat(line)).toEqual({ ppid: 1, pgrp: 4240, ticks: 853 });
  });

  it('gives ms per request for the whole group and its main thread', () => {
    const before = { groupMs: 1000, mainThreadMs: 800 };
    const after = { groupMs: 3000, mainThreadMs: 2200 };
    expect(cpuPerRequest(before, after, 100)).toBe('20.0 (14.0)');
    expect(cpuPerRequest(undefined, after, 100)).toBe('n/a');
    expect(cpuPerRequest(before, after, 0)).toBe('n/a');
  });

  it.runIf(process.platform === 'linux')('counts the CPU this process spends on its main thread', () => {
    const before = processCpu(process.pid)!;
    const until = performance.now() + 200;
    let spin = 0;
    while (performance.now() < until) spin += Math.sqrt(spin + 1);
    const after = processCpu(process.pid)!;
    expect(spin).toBeGreaterThan(0);
    // 200 ms of wall time spinning: at least 50 ms of CPU even on a loaded machine, 10 ms ticks.
    expect(after.mainThreadMs - before.mainThreadMs).toBeGreaterThanOrEqual(50);
  });

  it.runIf(process.platform === 'linux')(
    'counts the main thread of every process of the group: npm start runs one server process per core',
    async () => {
      // Two processes in a group of their own, as the benches start a server (a shell leading it):
      // each spends 300 ms of CPU, says so, and waits to be stopped.
      const spin = "while (process.cpuUsage().user < 300000); console.log('spun'); setInterval(() => {}, 1000);";
      const group = spawn('sh', ['-c', 'node -e "$SPIN" & node -e "$SPIN" & wait'], {
        detached: true,
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, SPIN: spin },
      });
      try {
        let said = 0;
        await new Promise<void>((resolve) =>
          group.stdout!.on('data', (chunk: Buffer) => {
            said += chunk.toString().split('spun').length - 1;
            if (said === 2) resolve();
          }),
        );
        const cpu = processCpu(group.pid!)!;
        // About 600 ms on the two main threads; one process alone would show about 300.
        expect(cpu.mainThreadMs).toBeGreaterThan(450);
        expect(cpu.groupMs).toBeGreaterThanOrEqual(cpu.mainThreadMs);
      } finally {
        process.kill(-group.pid!, 'SIGKILL');
      }
    },
  );
});
