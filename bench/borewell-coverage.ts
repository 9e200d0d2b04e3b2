/**
 * Coverage of the borewell sizing (`npm run bench:coverage`, issue 48): over the sweep of
 * `tests/support/borewell-coverage.ts`, the duties a catalogue model meets within ISO 9906 grade 2B
 * and the share of them that get a set; prints those refused for a named safety reason and any
 * refused without one. The target is ≥ 95 %.
 */
import { borewellCoverage } from '../tests/support/borewell-coverage';
import { runHeader } from './lib/report';

const started = performance.now();
const { met, covered, refusedForSafety, unexplained } = borewellCoverage();
console.log(runHeader('npm run bench:coverage'));
console.log(
  `borewell coverage: ${covered} / ${met} model-met duties get a set (${((covered / met) * 100).toFixed(1)} %, target ≥ 95 %), in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
for (const duty of refusedForSafety) console.log(`  refused for safety: ${duty}`);
for (const duty of unexplained) console.log(`  NO SET AND NO REASON: ${duty}`);
