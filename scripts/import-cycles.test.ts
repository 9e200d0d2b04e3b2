import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import madge from 'madge';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * docs/architecture.md "Import rules": features use each other only through their index.ts, and never in a circle.
 * The circle check is madge's import graph of `src` (the `@/` alias read from tsconfig.json; type-only
 * imports left out, as they vanish at build). It replaced ESLint's `import/no-cycle`, which took 38 of
 * lint's 54 s on a two-core machine (docs/decisions/0003-libraries.md).
 */
async function importCycles(dir: string): Promise<string[][]> {
  const graph = await madge(dir, {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: 'tsconfig.json',
    detectiveOptions: { ts: { skipTypeImports: true }, tsx: { skipTypeImports: true } },
  });
  return graph.circular();
}

const probeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
afterAll(() => fs.rmSync(probeDir, { recursive: true, force: true }));

describe('import cycles', () => {
  it('finds a circle through three modules, and ignores one closed only by a type import', async () => {
    const write = (name: string, code: string) => fs.writeFileSync(path.join(probeDir, name), code);
    write('a.ts', "import { b } from './b';\nexport const a = () => b;\n");
    write('b.ts', "import { c } from './c';\nexport const b = () => c;\n");
    write('c.ts', "import { a } from './a';\nexport const c = () => a;\n");
    write('d.ts', "import type { E } from './e';\nexport type D = { e?: E };\n");
    write('e.ts', "import type { D } from './d';\nexport type E = { d?: D };\n");
    expect(await importCycles(probeDir)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('src has none', async () => {
    expect(await importCycles('src')).toEqual([]);
  });
});
