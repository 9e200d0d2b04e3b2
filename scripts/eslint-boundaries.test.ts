import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import direction (docs/architecture.md) is enforced by `npm run lint`
 * (eslint.config.mjs, eslint-plugin-boundaries). These lint virtual files placed in the tree, so
 * a config change that silently stops enforcing the rule fails here.
 */
const eslint = new ESLint();

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('feature boundaries', () => {
  it('refuses a feature reaching into another feature past its index.ts', async () => {
    const errors = await boundaryErrors(
      'src/features/home/probe.ts',
      "import { formatRange } from '@/features/catalogue/ui/format';\nexport const probe = formatRange;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/index\.ts/);
  });

  it("accepts another feature's public entry", async () => {
    const errors = await boundaryErrors(
      'src/features/analytics/probe.ts',
      "import { consentConfig } from '@/features/consent';\nexport const probe = consentConfig;\n",
    );
    expect(errors).toEqual([]);
  });

  it('refuses a route importing a feature past its index.ts or index.server.ts', async () => {
    const errors = await boundaryErrors(
      'src/app/probe/page.tsx',
      "import { HomePage } from '@/features/home/ui/home-page';\nexport default HomePage;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/index\.ts or index\.server\.ts/);
  });

  it("accepts a route importing a feature's index.ts or index.server.ts", async () => {
    const probes = [
      "import { HomePage } from '@/features/home';\nexport default HomePage;\n",
      "import { PumpSelectorPage } from '@/features/pump-selection/index.server';\nexport default PumpSelectorPage;\n",
    ];
    for (const code of probes) expect(await boundaryErrors('src/app/probe/page.tsx', code), code).toEqual([]);
  });

  it('refuses lib, components and content importing a feature', async () => {
    for (const filePath of ['src/lib/probe.ts', 'src/components/probe.ts', 'src/content/probe.ts']) {
      const errors = await boundaryErrors(
        filePath,
        "import { siteShareCard } from '@/features/seo';\nexport const probe = siteShareCard;\n",
      );
      expect(errors, filePath).toHaveLength(1);
    }
  });
});

describe('no tool imports another tool (decision 0041)', () => {
  const refusal = /never imports another tool/;

  it('refuses a tool importing another tool, even through its index.ts', async () => {
    const probes: [string, string][] = [
      ['src/features/solar-sizing/domain/probe.ts', "import { parseSizingQuery } from '@/features/borewell-sizing';"],
      ['src/features/catalogue/ui/probe.tsx', "import { categorySlug } from '@/features/pump-selection';"],
      ['src/features/pump-selection/ui/probe.ts', "import { SearchForm } from '@/features/search';"],
    ];
    for (const [filePath, line] of probes) {
      const errors = await boundaryErrors(filePath, `${line}\nexport const probe = 1;\n`);
      expect(errors, filePath).toHaveLength(1);
      expect(errors[0], filePath).toMatch(refusal);
    }
  });

  it('lets a page feature use a tool, a tool use the engineering, and a test cross-check two tools', async () => {
    const probes: [string, string][] = [
      ['src/features/not-found/probe.tsx', "import { SearchForm } from '@/features/search';"],
      ['src/features/solar-sizing/domain/probe.ts', "import { chooseColumnPipe } from '@/engineering/column-pipe';"],
      ['src/features/borewell-sizing/probe.test.ts', "import { selectPumps } from '@/features/pump-selection';"],
    ];
    for (const [filePath, line] of probes) {
      expect(await boundaryErrors(filePath, `${line}\nexport const probe = 1;\n`), filePath).toEqual([]);
    }
  });
});

describe('the engineering layer below the tools (decision 0041)', () => {
  it('refuses the engineering importing the site configuration, a content loader or a feature', async () => {
    const probes = [
      "import { siteConfig } from '@/config/site';",
      "import { getEngineeringData } from '@/content/engineering';",
      "import { selectPumps } from '@/features/pump-selection';",
    ];
    for (const line of probes) {
      const errors = await boundaryErrors('src/engineering/probe.ts', `${line}\nexport const probe = 1;\n`);
      expect(errors, line).toHaveLength(1);
    }
  });

  it('refuses lib importing the engineering (lib lies below it)', async () => {
    const errors = await boundaryErrors(
      'src/lib/probe.ts',
      "import { chooseColumnPipe } from '@/engineering/column-pipe';\nexport const probe = chooseColumnPipe;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuses the engineering importing the content, even its schemas (the core takes data as arguments)', async () => {
    for (const line of [
      "import type { PumpModel } from '@/content/schemas/pump-models';",
      "import { getEngineeringData } from '@/content/engineering';",
    ]) {
      expect(await boundaryErrors('src/engineering/probe.ts', `${line}\nexport const probe = 1;\n`), line).toHaveLength(
        1,
      );
    }
  });

  it('refuses lib importing the engineering core, its units too (lib lies below it)', async () => {
    const errors = await boundaryErrors(
      'src/lib/probe.ts',
      "import { headToM } from '@/engineering/units';\nexport const probe = headToM;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('lets the engineering use lib, its tests the content, and content and tools use it', async () => {
    const probes: [string, string][] = [
      ['src/engineering/probe.ts', "import { pumpCurves } from '@/engineering/hydraulics';"],
      ['src/engineering/probe.ts', "import type { ParamContract } from '@/lib/tool-contract/contract';"],
      ['src/content/probe.ts', "import type { PipeSize } from '@/engineering/tables';"],
      ['src/engineering/probe.test.ts', "import { getEngineeringData } from '@/content/engineering';"],
      ['src/content/probe.ts', "import { serviceFactorOf } from '@/engineering/motor';"],
      ['src/features/pump-selection/domain/probe.ts', "import { serviceFactorOf } from '@/engineering/motor';"],
    ];
    for (const [filePath, line] of probes) {
      expect(await boundaryErrors(filePath, `${line}\nexport const probe = 1;\n`), `${filePath}: ${line}`).toEqual([]);
    }
  });

  it('refuses a domain reading the site configuration (it comes as an argument), its URL parser too, but not its ui/', async () => {
    const line = "import { siteConfig } from '@/config/site';\nexport const probe = siteConfig;\n";
    for (const filePath of [
      'src/features/borewell-sizing/domain/probe.ts',
      'src/features/solar-sizing/domain/query.ts',
    ]) {
      const errors = await boundaryErrors(filePath, line);
      expect(errors, filePath).toHaveLength(1);
      expect(errors[0]).toMatch(/configuration as an argument/);
    }
    expect(await boundaryErrors('src/features/borewell-sizing/ui/probe.ts', line)).toEqual([]);
  });
});

describe("a tool's domain stays pure", () => {
  const ruleErrors = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  };

  it("refuses domain/ importing its ui/, another feature's ui/, React or Next.js", async () => {
    const probes: [string, RegExp][] = [
      ["import { sheetUnits } from '../ui/sheet-units';", /never imports ui/],
      ["import { glossary } from '@/features/pump-selection/ui/glossary';", /never imports ui/],
      ["import { useState } from 'react';", /no React/],
      ["import Link from 'next/link';", /no React, no Next\.js/],
    ];
    for (const [line, refusal] of probes) {
      const errors = await ruleErrors(
        'src/features/borewell-sizing/domain/probe.ts',
        `${line}\nexport const probe = 1;\n`,
      );
      expect(errors, line).toHaveLength(1);
      expect(errors[0], line).toMatch(refusal);
    }
  });

  it('lets a domain test word figures through ui/messages, and nothing else of ui/', async () => {
    const filePath = 'src/features/borewell-sizing/domain/probe.test.ts';
    const refused = await ruleErrors(
      filePath,
      "import { sheetUnits } from '../ui/sheet-units';\nexport const probe = 1;\n",
    );
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(/ui\/messages only/);
    const allowed = "import { warningsIn } from '../ui/messages';\nexport const probe = 1;\n";
    expect(await ruleErrors(filePath, allowed)).toEqual([]);
    expect(await ruleErrors('src/features/borewell-sizing/domain/probe.ts', allowed)).toHaveLength(1);
  });

  it('lets domain/ use its own modules and lib, and ui/ use the domain and React', async () => {
    const probes: [string, string][] = [
      [
        'src/features/borewell-sizing/domain/probe.ts',
        "import { chooseColumnPipe } from './pipe';\nimport { pumpCurves } from '@/engineering/hydraulics';",
      ],
      [
        'src/features/borewell-sizing/ui/probe.tsx',
        "import { chooseColumnPipe } from '../domain';\nimport { useState } from 'react';",
      ],
    ];
    for (const [filePath, lines] of probes) {
      expect(await ruleErrors(filePath, `${lines}\nexport const probe = 1;\n`), filePath).toEqual([]);
    }
  });
});

describe("a feature's shape (issue 47)", () => {
  const shapeErrors = async (filePath: string) => {
    const [result] = await eslint.lintText('export const probe = 1;\n', { filePath });
    return result!.messages.filter((m) => m.ruleId === 'local/feature-shape').map((m) => m.message);
  };

  it("refuses a file at a feature's root or in a folder other than domain/, ui/ and server/", async () => {
    for (const filePath of [
      'src/features/catalogue/format.ts',
      'src/features/borewell-sizing/response.test.ts',
      'src/features/home/components/probe.tsx',
      'src/features/search/lib/probe.ts',
    ]) {
      const errors = await shapeErrors(filePath);
      expect(errors, filePath).toHaveLength(1);
      expect(errors[0], filePath).toMatch(/outside domain\/, ui\/ and server\//);
    }
  });

  it('lets the entries, the contract and their tests sit at the root, and anything in domain/, ui/ or server/', async () => {
    for (const filePath of [
      'src/features/catalogue/index.ts',
      'src/features/search/index.server.ts',
      'src/features/solar-sizing/contract.ts',
      'src/features/solar-sizing/contract.test.ts',
      'src/features/home/domain/probe.ts',
      'src/features/home/ui/probe.tsx',
      'src/features/search/server/probe.server.ts',
    ]) {
      expect(await shapeErrors(filePath), filePath).toEqual([]);
    }
  });
});

describe("a feature's domain holds no server code (issue 47)", () => {
  const ruleErrors = async (filePath: string, line: string) => {
    const [result] = await eslint.lintText(`${line}\nexport const probe = 1;\n`, { filePath });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  };

  it("refuses domain/ importing its server/, a .server module, server-only, Node's modules or lib's server folders", async () => {
    for (const line of [
      "import { searchDocuments } from '../server/documents';",
      "import { readSearchIndex } from './read-index.server';",
      "import 'server-only';",
      "import fs from 'node:fs';",
      "import { openDatabase } from '@/lib/db/database.server';",
      "import { env } from '@/lib/runtime/env';",
    ]) {
      const errors = await ruleErrors('src/features/search/domain/probe.ts', line);
      expect(errors, line).toHaveLength(1);
      expect(errors[0], line).toMatch(/no server code, no I\/O/);
    }
  });

  it('lets server/ and ui/ use the server code, and domain/ its lib helpers', async () => {
    const probes: [string, string][] = [
      ['src/features/search/server/probe.ts', "import fs from 'node:fs';"],
      ['src/features/search/ui/probe.ts', "import { searchDocuments } from '../server/documents';"],
      ['src/features/pump-selection/domain/probe.ts', "import { flowUnits } from '@/engineering/units';"],
    ];
    for (const [filePath, line] of probes) expect(await ruleErrors(filePath, line), filePath).toEqual([]);
  });
});

describe("a tool's domain is made of short stages (issue 47)", () => {
  it('refuses a domain function over 80 lines, and lets one of 80 through', async () => {
    const fn = (lines: number) =>
      `export function stage(x: number): number {\n${'  x += 1;\n'.repeat(lines - 3)}  return x;\n}\n`;
    const lint = async (code: string) => {
      const [result] = await eslint.lintText(code, { filePath: 'src/features/borewell-sizing/domain/probe.ts' });
      return result!.messages.filter((m) => m.ruleId === 'max-lines-per-function');
    };
    expect(await lint(fn(81))).toHaveLength(1);
    expect(await lint(fn(80))).toEqual([]);
  });
});

describe('production never imports test or bench code', () => {
  const refusal = /never imports tests, benches or scripts/;

  it('refuses the server importing a test gate, and a feature importing a bench or test support', async () => {
    const probes: [string, string][] = [
      ['server/probe.ts', "import { prerenderedHtmlFile } from '../scripts/page-weight/dist';"],
      ['src/features/home/probe.ts', "import { median } from '../../../bench/lib/report';"],
      ['src/lib/probe.ts', "import { openTestDatabase } from '../../tests/support/test-databases';"],
    ];
    for (const [filePath, line] of probes) {
      const errors = await boundaryErrors(filePath, `${line}\nexport const probe = 1;\n`);
      expect(errors, filePath).toHaveLength(1);
      expect(errors[0], filePath).toMatch(refusal);
    }
  });

  it('lets the server use lib, and a test use scripts and test support', async () => {
    const probes: [string, string][] = [
      ['server/probe.ts', "import { parseEnv } from '../src/lib/runtime/env';"],
      ['server/probe.test.ts', "import { prerenderedHtmlFile } from '../scripts/page-weight/dist';"],
      ['src/content/probe.test.ts', "import { generatePdfs } from '../../scripts/generate-pdfs';"],
    ];
    for (const [filePath, line] of probes) {
      expect(await boundaryErrors(filePath, `${line}\nexport const probe = 1;\n`), filePath).toEqual([]);
    }
  });
});
