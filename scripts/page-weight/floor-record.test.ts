import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { floorInputs, floorRecordFile, readFloorRecord, writeFloorRecord } from './floor-record';
import { sizesOf, type RouteWeight } from './weights';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'floor-record-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A floor app and a node_modules with the three framework packages at the given Next.js version. */
function setUp(name: string, nextVersion = '16.4.6') {
  const appDir = path.join(dir, name, 'app');
  const modulesDir = path.join(dir, name, 'node_modules');
  fs.mkdirSync(path.join(appDir, 'app'), { recursive: true });
  fs.writeFileSync(path.join(appDir, 'app', 'page.jsx'), 'export default function Page() { return <main />; }\n');
  fs.writeFileSync(path.join(appDir, 'next.config.mjs'), 'export default {};\n');
  for (const [pkg, version] of [
    ['next', nextVersion],
    ['react', '19.3.1'],
    ['react-dom', '19.3.1'],
  ]) {
    fs.mkdirSync(path.join(modulesDir, pkg!), { recursive: true });
    fs.writeFileSync(path.join(modulesDir, pkg!, 'package.json'), JSON.stringify({ name: pkg, version }));
  }
  return { appDir, modulesDir, record: path.join(appDir, path.basename(floorRecordFile)) };
}

const weight: RouteWeight = {
  route: '/',
  html: sizesOf('<!DOCTYPE html><html><body><main><h1>Empty page</h1></main></body></html>'),
  inlineCss: sizesOf(''),
  inlinePayloadRaw: 120,
  css: sizesOf(''),
  js: sizesOf('console.log("framework");'.repeat(200)),
  jsFiles: ['/_next/static/chunks/a.js'],
  cssFiles: [],
};

describe('the floor page record (the budget skips the floor build when it matches)', () => {
  it('gives back the recorded weight, brotli included, when the framework and the floor app are unchanged', () => {
    const app = setUp('same');
    const inputs = floorInputs(app.appDir, app.modulesDir);
    writeFloorRecord(inputs, weight, app.record);
    const read = readFloorRecord(floorInputs(app.appDir, app.modulesDir), app.record);
    expect(read?.js).toEqual({ raw: weight.js.raw, gzip: weight.js.gzip, brotli: weight.js.brotli });
    expect(read?.jsFiles).toEqual(weight.jsFiles);
  });

  it('is ignored after a Next.js upgrade', () => {
    const before = setUp('before-upgrade', '16.4.6');
    writeFloorRecord(floorInputs(before.appDir, before.modulesDir), weight, before.record);
    const after = setUp('before-upgrade', '16.5.0');
    expect(readFloorRecord(floorInputs(after.appDir, after.modulesDir), before.record)).toBeUndefined();
  });

  it('is ignored when a file of the floor app changes, and not moved by its build folders or itself', () => {
    const app = setUp('edited');
    writeFloorRecord(floorInputs(app.appDir, app.modulesDir), weight, app.record);
    fs.mkdirSync(path.join(app.appDir, '.next-floor-1234'));
    fs.writeFileSync(path.join(app.appDir, '.next-floor-1234', 'BUILD_ID'), 'x');
    expect(readFloorRecord(floorInputs(app.appDir, app.modulesDir), app.record)).toBeDefined();
    fs.appendFileSync(path.join(app.appDir, 'app', 'page.jsx'), '// an edit\n');
    expect(readFloorRecord(floorInputs(app.appDir, app.modulesDir), app.record)).toBeUndefined();
  });

  it('is ignored when missing or unreadable', () => {
    const app = setUp('broken');
    const inputs = floorInputs(app.appDir, app.modulesDir);
    expect(readFloorRecord(inputs, app.record)).toBeUndefined();
    fs.writeFileSync(app.record, '{ not json');
    expect(readFloorRecord(inputs, app.record)).toBeUndefined();
  });

  it('in the repository was measured from the installed Next.js and React (else npm test builds the floor each run)', () => {
    expect(
      readFloorRecord(floorInputs()),
      'refresh it with `npm run bench:bundle` (or `npx tsx scripts/check-budget.ts` on a build) and commit it',
    ).toBeDefined();
  });
});
