/**
 * The command line and environment of one app instance as deploy/systemd/kavex@.service defines it,
 * for `npm run deploy:local`, which cannot use systemd (it is not PID 1 in this sandbox) and starts
 * the same thing itself: the unit stays the one description of how an instance runs.
 */
import { parseEnvFile } from './env-file';

/** How to start and supervise one instance, read from the unit. */
export interface InstanceLaunch {
  /** The program (ExecStart's first word) and its arguments. */
  command: string;
  args: string[];
  /** The process environment: `base`, then the unit's `Environment=`, then the environment file. */
  env: Record<string, string>;
  /** `Restart=on-failure`'s pause before a restart (RestartSec), in ms. */
  restartDelayMs: number;
  /** How long a stop waits after SIGTERM before SIGKILL (TimeoutStopSec), in ms. */
  stopTimeoutMs: number;
}

/** What differs on this machine from the server the unit was written for. */
export interface LaunchSettings {
  /** The instance name (`%i`): its port. */
  instance: string;
  /** The environment file's text (the unit's `EnvironmentFile=`, written for this machine). */
  environmentFile: string;
  /** Server paths in the unit's `Environment=` values mapped to this machine's, by prefix. */
  paths: Record<string, string>;
  /** Variables every process gets (systemd gives PATH, HOME, LANG). */
  base: Record<string, string>;
}

/** systemd time span in ms: `2s`, `15s`, `500ms`, `1min`, or a bare number of seconds. */
export function timeSpanMs(value: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|sec|min|m)?$/.exec(value.trim());
  if (!match) throw new Error(`not a systemd time span: ${value}`);
  const n = Number(match[1]);
  const unit = match[2] ?? 's';
  return unit === 'ms' ? n : unit === 'min' || unit === 'm' ? n * 60_000 : n * 1000;
}

/** Splits an `Environment=` value into its assignments, honouring double quotes around one. */
function assignments(value: string): [string, string][] {
  const words = value.match(/"[^"]*"|\S+/g) ?? [];
  return words.map((word) => {
    const unquoted = word.startsWith('"') ? word.slice(1, -1) : word;
    const eq = unquoted.indexOf('=');
    return [unquoted.slice(0, eq), unquoted.slice(eq + 1)];
  });
}

/**
 * The launch of instance `settings.instance` from the unit's `[Service]` section: ExecStart split on
 * spaces (an absolute program path kept as written), `%i` replaced by the instance name, server paths
 * in `Environment=` values replaced by `settings.paths`, and the environment file's variables over
 * the unit's (systemd's order: EnvironmentFile= overrides Environment=).
 * @throws Error when the unit has no ExecStart
 */
export function instanceLaunch(unit: string, settings: LaunchSettings): InstanceLaunch {
  const service: [string, string][] = [];
  let section = '';
  for (const raw of unit.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('[')) section = line;
    else if (section === '[Service]' && /^[A-Za-z]+=/.test(line)) {
      const eq = line.indexOf('=');
      service.push([line.slice(0, eq), line.slice(eq + 1).replaceAll('%i', settings.instance)]);
    }
  }
  const get = (key: string) => service.filter(([k]) => k === key).map(([, v]) => v);
  const exec = get('ExecStart').at(-1);
  if (!exec) throw new Error('the unit has no ExecStart');
  const [command = '', ...args] = exec.replace(/^[-@:+!]+/, '').split(/\s+/);
  const mapPath = (value: string) =>
    Object.entries(settings.paths).reduce(
      (v, [from, to]) => (v === from || v.startsWith(`${from}/`) ? to + v.slice(from.length) : v),
      value,
    );
  const unitEnv = Object.fromEntries(
    get('Environment')
      .flatMap(assignments)
      .map(([name, value]) => [name, mapPath(value)]),
  );
  return {
    command,
    args,
    env: { ...settings.base, ...unitEnv, ...parseEnvFile(settings.environmentFile) },
    restartDelayMs: timeSpanMs(get('RestartSec').at(-1) ?? '100ms'),
    stopTimeoutMs: timeSpanMs(get('TimeoutStopSec').at(-1) ?? '90s'),
  };
}
