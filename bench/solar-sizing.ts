/**
 * CPU time of one solar sizing (`npm run bench:solar`): the site's answer to a spread of distinct
 * queries (every site, needs 2–200 m³/day, lifts 10–120 m, three module powers, both bores), after
 * one warm-up pass of 20 queries, as the API computes it (`solarResponse`: parse, size, round to
 * JSON). Prints the median, p95 and max of the CPU time per query (user + system, so a machine
 * shared with other work does not inflate it) and of the wall time, in ms; the target of issue 51 is
 * under 10 ms of CPU per sizing.
 */
import { catalogueSolarDeps } from '../src/features/solar-sizing/server/catalogue-pumps';
import { solarResponse } from '../src/features/solar-sizing/server/response';
import { runHeader } from './lib/report';

const deps = catalogueSolarDeps();
let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

const queries = Array.from(
  { length: Number(process.env.BENCH_QUERIES ?? 300) },
  () =>
    new URLSearchParams({
      site: pick(deps.sites).id,
      dailyWaterM3: (2 + random() * 198).toFixed(1),
      staticLiftM: (10 + random() * 110).toFixed(0),
      boreDiameterIn: String(pick([4, 6])),
      moduleW: String(pick([250, 400, 550])),
    }),
);

for (const query of queries.slice(0, 20)) solarResponse(query, deps);
let sized = 0;
const cpu: number[] = [];
const wall: number[] = [];
for (const query of queries) {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  if (solarResponse(query, deps).status === 200) sized++;
  const used = process.cpuUsage(cpuStarted);
  wall.push(performance.now() - started);
  cpu.push((used.user + used.system) / 1000);
}
const figures = (times: number[]) => {
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${times.at(-1)!.toFixed(2)} ms`;
};
console.log(runHeader('npm run bench:solar'));
console.log(
  `${deps.sites.length} sites, ${deps.pumps.length} solar pumps, ${queries.length} distinct queries (${sized} sized)`,
);
console.log(`solarResponse CPU per query: ${figures(cpu)} (target < 10 ms)`);
console.log(`solarResponse wall time per query: ${figures(wall)}`);
