import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { instanceLaunch, timeSpanMs } from './unit';

const unit = fs.readFileSync(path.join(__dirname, '..', '..', 'deploy', 'systemd', 'kavex@.service'), 'utf8');

describe('instanceLaunch (deploy/systemd/kavex@.service without systemd)', () => {
  const launch = instanceLaunch(unit, {
    instance: '3102',
    environmentFile: 'SITE_URL=https://localhost:8443\nDATA_DIR=/l/data\n',
    paths: { '/var/cache/kavex': '/l/cache' },
    base: { PATH: '/usr/bin:/bin' },
  });

  it('runs the unit’s ExecStart: npm start, serving the build as it is', () => {
    expect([launch.command, ...launch.args]).toEqual(['/usr/bin/npm', 'start']);
    expect(launch.env.START_SKIP_BUILD).toBe('1');
  });

  it('runs one server process per instance, the recipe’s instances being the cores', () => {
    expect(launch.env.WEB_CONCURRENCY).toBe('1');
  });

  it('gives the instance its port from the instance name, the unit’s settings and the environment file', () => {
    expect(launch.env).toMatchObject({
      PATH: '/usr/bin:/bin',
      PORT: '3102',
      HOSTNAME: '127.0.0.1',
      NODE_ENV: 'production',
      NPM_CONFIG_CACHE: '/l/cache/npm',
      SITE_URL: 'https://localhost:8443',
      DATA_DIR: '/l/data',
    });
  });

  it('restarts after RestartSec (2 s) and waits TimeoutStopSec (15 s) before SIGKILL', () => {
    expect(launch.restartDelayMs).toBe(2000);
    expect(launch.stopTimeoutMs).toBe(15_000);
  });

  it('lets the environment file override the unit’s Environment= (systemd’s order)', () => {
    const overridden = instanceLaunch(unit, {
      instance: '3101',
      environmentFile: 'NODE_ENV=staging\n',
      paths: {},
      base: {},
    });
    expect(overridden.env.NODE_ENV).toBe('staging');
    expect(overridden.env.PORT).toBe('3101');
  });
});

describe('timeSpanMs', () => {
  it('reads systemd time spans', () => {
    expect([timeSpanMs('2s'), timeSpanMs('500ms'), timeSpanMs('1min'), timeSpanMs('15')]).toEqual([
      2000, 500, 60_000, 15_000,
    ]);
    expect(() => timeSpanMs('soon')).toThrow(/time span/);
  });
});
