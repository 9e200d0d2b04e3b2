import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../server/dist-dir';
import { floorAppDir } from './floor';
import type { RouteWeight } from './weights';

/**
 * The floor page's weight as last measured, kept in the repository with what it was measured from,
 * so that `npm test`'s budget does not build the empty page on every run (15 s of its 19 s on two
 * cores). The weight of an empty page is a function of the framework versions and the floor app's
 * files alone (Turbopack and SWC give the same bytes for the same input), so a record whose inputs
 * match the installed ones is that build's result. Any other record is ignored: the budget builds the
 * floor as before and writes a new record, to be committed with the upgrade that changed it.
 * `npm run bench:bundle` always builds the floor and refreshes the record.
 */

/** The record beside the floor app (it is not part of the app: Next.js reads only `app/` and the config). */
export const floorRecordFile = path.join(floorAppDir, 'floor-weight.json');

/** Packages whose versions decide the floor's bytes. */
const framework = ['next', 'react', 'react-dom'] as const;

/** What a floor measurement depends on: framework versions and a SHA-256 of the floor app's files. */
export interface FloorInputs {
  /** `name@version` of each framework package, as installed. */
  packages: string[];
  /** SHA-256 over the floor app's files (relative path and contents), its build folders left out. */
  appSha256: string;
}

/** What {@link floorRecordFile} holds. */
interface FloorRecord {
  inputs: FloorInputs;
  /** The floor page's weight (weights.ts), brotli figures included. */
  weight: RouteWeight;
}

/** Files of the floor app in path order, leaving out build folders and the record itself. */
function appFiles(dir: string, base = dir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.next') && entry.name !== path.basename(floorRecordFile))
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? appFiles(file, base) : [path.relative(base, file)];
    })
    .sort();
}

/**
 * The installed framework versions and the hash of the floor app in `appDir`.
 * @throws Error when a framework package is not installed.
 */
export function floorInputs(appDir = floorAppDir, modulesDir = path.join(repoRoot, 'node_modules')): FloorInputs {
  const hash = createHash('sha256');
  for (const file of appFiles(appDir)) hash.update(`${file}\0`).update(fs.readFileSync(path.join(appDir, file)));
  return {
    packages: framework.map((name) => {
      const { version } = JSON.parse(fs.readFileSync(path.join(modulesDir, name, 'package.json'), 'utf8')) as {
        version: string;
      };
      return `${name}@${version}`;
    }),
    appSha256: hash.digest('hex'),
  };
}

const sameInputs = (a: FloorInputs, b: FloorInputs) =>
  a.appSha256 === b.appSha256 && a.packages.join(' ') === b.packages.join(' ');

/**
 * The recorded floor weight when the record was measured from `inputs`; undefined when there is no
 * record, it cannot be read, or it was measured from other versions or other floor files.
 */
export function readFloorRecord(inputs: FloorInputs, file = floorRecordFile): RouteWeight | undefined {
  let record: FloorRecord;
  try {
    record = JSON.parse(fs.readFileSync(file, 'utf8')) as FloorRecord;
  } catch {
    return undefined;
  }
  return record.inputs && sameInputs(record.inputs, inputs) ? record.weight : undefined;
}

/**
 * Writes the floor weight measured from `inputs`. JSON.stringify reads the sizes' brotli getters, so
 * the record holds the brotli figures as measured.
 */
export function writeFloorRecord(inputs: FloorInputs, weight: RouteWeight, file = floorRecordFile): void {
  const record: FloorRecord = { inputs, weight };
  fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}
