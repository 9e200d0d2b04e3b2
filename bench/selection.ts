/**
 * Time of one pump selection over the whole catalogue (`npm run bench:selection`): 2000 random
 * duties near the catalogue's curves, both frequencies, after one warm-up pass (curve splines are
 * cached per model, as in a running server). Prints the median, p95 and max in ms; the target of
 * issue 12 is under 5 ms per query.
 */
import { getPumpModels } from '../src/content/pump-models';
import { modelCurves } from '../src/content/model-curves';
import { selectPumps, type Duty } from '../src/features/pump-selection';
import { runHeader } from './lib/report';

const models = getPumpModels();
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

const duties: Duty[] = Array.from({ length: 2000 }, () => {
  const model = models[Math.floor(random() * models.length)]!;
  const flowM3h = model.flowRangeM3h.min + random() * (model.flowRangeM3h.max - model.flowRangeM3h.min);
  return { flowM3h, headM: modelCurves(model).head(flowM3h)! * (0.8 + random() * 0.3), frequencyHz: model.frequencyHz };
});

for (const duty of duties.slice(0, 50)) selectPumps(models, duty);
const times = duties.map((duty) => {
  const started = performance.now();
  selectPumps(models, duty);
  return performance.now() - started;
});
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(3);
console.log(runHeader('npm run bench:selection'));
console.log(`${models.length} models, ${duties.length} duties`);
console.log(
  `selectPumps per query: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${times.at(-1)!.toFixed(3)} ms (target < 5 ms)`,
);
