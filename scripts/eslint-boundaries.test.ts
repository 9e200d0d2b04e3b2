import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import direction of DESIGN.md ("Layout") is enforced by `npm run lint`
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
      "import { formatRange } from '@/features/catalogue/format';\nexport const probe = formatRange;\n",
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
