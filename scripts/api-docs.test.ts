import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { selectorContract } from '@/features/pump-selection/contract';
import type { ToolContract } from '@/lib/tool-contract/contract';
import { apiDocsPath, apiTables, contractTable, withApiTables } from './api-docs';

describe('the parameter tables of docs/api.md', () => {
  it('equal what the tools’ contracts give (else run `npm run docs:api` and commit the page)', () => {
    const page = fs.readFileSync(apiDocsPath, 'utf8');
    expect(page).toBe(withApiTables(page, apiTables()));
  });

  it('list a parameter with its aliases, quantity, unit, SI conversion, limits, default and group', () => {
    const rows = contractTable(selectorContract).split('\n');
    expect(rows).toContain(
      '| `boreDiameterIn` (also `boreIn`) | Bore diameter: Borewell: the inside diameter of its casing; pumps too wide for it are left out. | length | inch | × 0.0254 → m | 2 to 30 | — | Duty |',
    );
    expect(rows).toContain(
      '| `waterTempC` | Water temperature: Leave empty for 20 °C. | temperature | °C | × 1 + 273.15 → K | 1 to 100 | `20` | Surface pump suction (NPSH) |',
    );
    expect(rows).toContain('| `hz` | Frequency | choice | `50`, `60` | — | — | `50` | Supply |');
  });

  it('gain a row when a contract gains a parameter, with nothing else to edit', () => {
    const withDepth: ToolContract = {
      ...selectorContract,
      params: [
        ...selectorContract.params,
        {
          name: 'pipeLengthM',
          kind: 'number',
          label: 'Pipe length (m)',
          term: 'Pipe length',
          group: 'System and running cost',
          unit: 'm',
          min: 0,
          above: true,
          max: 10_000,
        },
      ],
    };
    expect(contractTable(withDepth).split('\n').at(-1)).toBe(
      '| `pipeLengthM` | Pipe length | length | m | m | > 0 to 10000 | — | System and running cost |',
    );
  });

  it('refuse a page without its markers, rather than write the tables nowhere', () => {
    expect(() => withApiTables('# The tools’ JSON answers\n')).toThrow(/markers/);
  });
});
