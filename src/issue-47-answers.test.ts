import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getPumpModels } from '@/content/pump-models';
import { pickCataloguePump } from '@/features/borewell-sizing/server/pump-picker';
import { sizingResponse } from '@/features/borewell-sizing/server/response';
import { sizingOutcome } from '@/features/borewell-sizing/ui/sheet-presenter';
import { selectionResponse } from '@/features/pump-selection/domain';
import { selectionWords } from '@/features/pump-selection/ui/messages';
import { productUrlFor } from '@/features/pump-selection/ui/selection-presenter';
import { solarResponse } from '@/features/solar-sizing/server/response';
import { solarOutcome } from '@/features/solar-sizing/ui/solar-presenter';

/**
 * Issue 47's "byte-identical" check: the tools' answers for the existing tests' queries, recorded
 * before the refactor (tests/fixtures/issue-47-answers/), must come out of the refactored code byte
 * for byte. Each fixture line is `{"query":…,"status":…,"body":<the answer's JSON as served>}`.
 * `ISSUE_47_RECORD=1 npx vitest run src/issue-47-answers.test.ts` writes the fixtures again (only
 * for a deliberate change of behaviour, named in its commit).
 */
const fixtureDir = path.resolve(import.meta.dirname, '../tests/fixtures/issue-47-answers');
const recording = process.env.ISSUE_47_RECORD === '1';

/** The queries of the existing tests (the tools' query, response, presenter and page tests). */
const borewellQueries = [
  'boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=15&flowM3h=6',
  'boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=15&deliveryHeightM=5&horizontalRunM=50&flowM3h=6',
  'boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=15&deliveryHeightM=5&horizontalRunM=50&flowM3h=6&cableLengthM=20&tariffPerKwh=8',
  'boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=20&deliveryHeightM=5&flowM3h=6&pipeMaterial=upvc&hz=50&phase=3',
  'boreDiameterIn=6&boreDepthM=120&staticLevelM=40&drawdownM=15&flowM3h=6',
  'boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=10&flowM3h=6&pipeMaterial=upvc',
  'boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=10&flowM3h=0.01&pumpingHours=0.5',
  'boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=15&deliveryHeightM=5&horizontalRunM=50&outletPressureBar=0&flowM3h=6&pipeMaterial=upvc&hz=50&phase=3&voltage=415&cableLengthM=20&waterTempC=25',
  'boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=15&deliveryHeightM=5&horizontalRunM=50&outletPressureBar=1&flowM3h=6&cableLengthM=20',
  'boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=15&flowM3h=abc',
  'boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=15',
  'boreDiameterIn=6&boreDepthM=120&staticLevelM=35&drawdownM=12.5&deliveryHeightM=3&horizontalRunM=40&flowM3h=10&cableLengthM=25&tariffPerKwh=7',
  'boreDiameterIn=6&boreDepthM=120&staticLevelM=40&drawdownM=15&flowM3h=6&deliveryHeightM=60',
  'boreDiameterIn=6&boreDepthM=120',
  'boreDiameterIn=6&boreDepthM=1e308&staticLevelM=10&drawdownM=5&flowM3h=3',
  'boreDiameterIn=6&boreDepthM=60&staticLevelM=40&drawdownM=15&flowM3h=3',
  'boreDiameterIn=8&boreDepthM=120&staticLevelM=30&drawdownM=10&flowM3h=500&pumpingHours=24',
  'boreDiameterIn=2',
  'boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=15&flowM3h=6&pipeMaterial=gi',
  'boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=15&flowM3h=6&pipeMaterial=hdpe&hz=60&phase=1',
  'boreDiameterIn=4&boreDepthM=150&staticLevelM=60&drawdownM=30&flowM3h=2&cableLengthM=40&waterTempC=40',
  'boreDiameterIn=8&boreDepthM=200&staticLevelM=50&drawdownM=20&flowM3h=40&cableLengthM=60&voltage=380&hz=50&phase=3',
  'boreDiameterIn=10&boreDepthM=90&staticLevelM=10&drawdownM=8&flowM3h=120&pipeMaterial=gi&hz=60&phase=3',
];

const selectorQueries = [
  'flow=6&head=120&hz=50',
  'flow=12&head=40',
  'flow=12&head=60',
  'flow=10&head=60',
  'flow=10&head=60&hz=50',
  'flow=10&head=900',
  'flow=10.04&head=68.5&hz=60',
  'flow=100&flowUnit=lmin&head=120&hz=50',
  'flow=100&flowUnit=lmin&head=5&headUnit=bar&hz=60&phase=3&category=submersible-pumps&boreDiameterIn=4',
  'flow=10&flowUnit=ls&head=100&headUnit=ft&hz=50',
  'flow=12&flowUnit=ls&head=85&headUnit=ft&hz=60&phase=3&category=submersible-pumps',
  'flow=12&head=85&hz=50&phase=3&staticHeadM=20',
  'flow=44.03&flowUnit=usgpm&head=196.9&headUnit=ft&hz=50',
  'flow=44.03&flowUnit=usgpm&head=196.9&headUnit=ft&staticHeadM=20',
  'flow=8&flowUnit=m3h&head=120&headUnit=m&hz=50&hoursPerDay=8',
  'flow=10&head=60&staticHeadM=80',
  'flow=6&head=50&boreIn=4&boreDiameterIn=6',
  'installation=borewell&flow=20&head=80&boreDiameterIn=4',
  'flow=12&head=60&voltage=&staticHeadM=&suctionLiftM=',
  'flow=12&head=5e-324&headUnit=ft',
  'flow=12&head=0.0000001&headUnit=ft',
  'flow=6&head=',
  'flow=&head=60',
  'flow=-1&head=10',
  'flow=0&head=60',
  'flow=0b1100&head=60',
  'flow=0x10&head=60',
  'flow=1&flow=2&head=&hz=50',
  'flow=12&head=60&head=70',
  'flow=1&head=10&category=bicycles',
  'flow=1&head=10&flowUnit=gal',
  'flow=1&head=10&hoursPerDay=30',
  'flow=1&head=10&hz=55',
  'flow=1&head=10&phase=2',
  'flow=1&head=10&staticHeadM=12',
  'flow=1&head=abc',
  'flow=100000&flowUnit=ls&head=60',
];

const solarQueries = [
  'site=jaipur&dailyWaterM3=60&staticLiftM=40&boreDiameterIn=6',
  'site=jaipur&dailyWaterM3=60&staticLiftM=40&deliveryHeightM=3&horizontalRunM=50&boreDiameterIn=6',
  'site=jaipur&dailyWaterM3=60&staticLiftM=40&deliveryHeightM=3&horizontalRunM=50&boreDiameterIn=6&ghi=4.4,5.3,6.3,7,7.3,6.9,5.6,5.2,5.7,5.4,4.7,4.2',
  'site=lusaka&dailyWaterM3=30&staticLiftM=25&boreDiameterIn=6',
  'boreDiameterIn=6&dailyWaterM3=20&site=jaipur&staticLiftM=40',
  'boreDiameterIn=6&staticLiftM=40&tiltDeg=&site=jaipur&dailyWaterM3=20',
  'lat=-15.5&lon=28.4&dailyWaterM3=30&staticLiftM=25&boreDiameterIn=6',
  'lat=10&dailyWaterM3=60&staticLiftM=40&boreDiameterIn=6',
  'lat=10&lon=20&dailyWaterM3=60&staticLiftM=40&boreDiameterIn=6',
  'site=atlantis&dailyWaterM3=60&staticLiftM=40&boreDiameterIn=6',
  'site=jaipur&dailyWaterM3=150&staticLiftM=40&boreDiameterIn=8&minAmbientC=-12',
  'site=jaipur&dailyWaterM3=1e3&staticLiftM=40&boreDiameterIn=6',
  'site=jaipur&dailyWaterM3=20&staticLiftM=40&boreDiameterIn=6',
  'site=jaipur&dailyWaterM3=30&staticLiftM=20&boreDiameterIn=4',
  'site=jaipur&dailyWaterM3=50&staticLiftM=10&boreDiameterIn=6',
  'site=jaipur&dailyWaterM3=60&boreDiameterIn=6',
  'site=jaipur&dailyWaterM3=60&staticLiftM=40&boreDiameterIn=6&ghi=1,2,3',
  'site=jaipur&dailyWaterM3=60,70&staticLiftM=40&boreDiameterIn=6',
  'site=jaipur&site=lusaka&dailyWaterM3=60&staticLiftM=40&boreDiameterIn=6',
  'site=jaipur&dailyWaterM3=20,20,30,60,70,70,30,30,30,25,20,0&staticLiftM=40&boreDiameterIn=6',
  'site=jaipur&dailyWaterM3=20,20,30,60,70,70,30,30,30,25,20,3000&staticLiftM=40&boreDiameterIn=6',
  'site=jaipur&dailyWaterM3=-1',
  'site=jaipur&dailyWaterM3=0x10&staticLiftM=40&boreDiameterIn=6',
  'site=jaipur&dailyWaterM3=Infinity&staticLiftM=40&boreDiameterIn=6',
  'site=<b>&dailyWaterM3=60&staticLiftM=40&boreDiameterIn=6',
  'site=jaipur&dailyWaterM3=200&staticLiftM=90&deliveryHeightM=10&horizontalRunM=300&boreDiameterIn=6',
];

/** The page tests' unit-system variants: the same wells, the sheet's words in imperial. */
const imperial = (queries: readonly string[]) => queries.map((q) => `${q}&units=imperial`);

/** What each fixture holds: the answers the tools serve (their APIs) and the pages' outcomes. */
const answers = {
  'pump-selection.api': () =>
    selectorQueries.map((q) =>
      answerLine(q, selectionResponse(getPumpModels(), new URLSearchParams(q), productUrlFor, selectionWords)),
    ),
  'borewell-sizing.api': () =>
    borewellQueries.map((q) => answerLine(q, sizingResponse(new URLSearchParams(q), { pickPump: pickCataloguePump }))),
  'solar-sizing.api': () => solarQueries.map((q) => answerLine(q, solarResponse(new URLSearchParams(q)))),
  'borewell-sizing.page': () =>
    [...borewellQueries, ...imperial(borewellQueries)].map((q) =>
      outcomeLine(q, sizingOutcome(new URLSearchParams(q))),
    ),
  'solar-sizing.page': () =>
    [...solarQueries, ...imperial(solarQueries)].map((q) => outcomeLine(q, solarOutcome(new URLSearchParams(q)))),
};

/** One API answer as served (`JSON.stringify` of the body, as `toolJsonResponse` and the worker do). */
function answerLine(query: string, answer: { status: number; body: unknown }): string {
  return `{"query":${JSON.stringify(query)},"status":${answer.status},"body":${JSON.stringify(answer.body)}}`;
}

/** One page outcome (what the page renders from), as JSON. */
function outcomeLine(query: string, outcome: unknown): string {
  return `{"query":${JSON.stringify(query)},"outcome":${JSON.stringify(outcome)}}`;
}

/**
 * A recorded line read back with every figure to 12 significant digits: Node.js 24's V8 computes
 * `Math.pow`, `Math.cos` and their kin a last bit apart from Node.js 20's, where the fixture was
 * recorded (7.016464734993473 against …472), and a refactor that changed a figure changes it far
 * above that. Everything else (keys, their order, texts, statuses) must be equal.
 */
function figuresTo12Digits(line: string): unknown {
  return JSON.parse(line, (_key, value: unknown) =>
    typeof value === 'number' && !Number.isInteger(value) ? Number(value.toPrecision(12)) : value,
  );
}

describe('issue 47: the tools answer the existing tests’ queries as before the refactor', () => {
  for (const [name, compute] of Object.entries(answers)) {
    const file = path.join(fixtureDir, `${name}.jsonl`);
    it(`${name}: every line equals the recorded answer`, () => {
      const lines = compute();
      if (recording) {
        fs.mkdirSync(fixtureDir, { recursive: true });
        fs.writeFileSync(file, `${lines.join('\n')}\n`);
      }
      const recorded = fs.readFileSync(file, 'utf8').split('\n').slice(0, -1);
      expect(lines.length).toBe(recorded.length);
      // Compared as text again after rounding, so that keys in another order would also fail.
      const rounded = (line: string) => JSON.stringify(figuresTo12Digits(line));
      lines.forEach((line, i) => expect(rounded(line), `line ${i + 1} of ${name}.jsonl`).toBe(rounded(recorded[i]!)));
    });
  }
});
