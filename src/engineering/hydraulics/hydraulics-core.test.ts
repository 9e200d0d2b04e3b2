import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The hydraulics core is the only definition of ρ, g, metres per bar, the horsepower, the curve
 * interpolation, the system curve, the operating point, the BEP, the affinity laws and energy per
 * year: this scan of the production code (src/, scripts/, bench/; tests excluded, comments stripped)
 * fails when another module writes one of them again.
 */

const root = process.cwd();
const allowed = [/^src\/engineering\/hydraulics\//, /^src\/engineering\/units\.ts$/];

/** What a second definition looks like, with the message that names the core's own. */
const forbidden: { pattern: RegExp; use: string }[] = [
  { pattern: /\b9\.8(?:1|0665)\b|\b9806\.65\b/, use: 'STANDARD_GRAVITY_M_S2 / WATER_SPECIFIC_WEIGHT_N_M3' },
  { pattern: /\b10\.(?:2|197\d*)\b\s*\*|\*\s*10\.(?:2|197\d*)\b/, use: 'M_HEAD_PER_BAR' },
  { pattern: /\b0\.746\b|\b0\.7457\b|\b745\.7\b/, use: 'kwToHp (src/engineering/units.ts)' },
  { pattern: /\bcurve(?:MonotoneX|Basis|Cardinal|CatmullRom|Natural)\b/, use: 'sampleCurves (the domain’s own curve)' },
  {
    pattern:
      /function\s+(?:monotoneCubic|systemCurveThrough|systemHead|operatingPoint|affinityFactors|inputPowerKw|energyKwhPerYear|hydraulicPowerKw|shaftPowerKw)\b/,
    use: 'the function of @/engineering/hydraulics',
  },
  { pattern: /\*\s*365\b|\b365\s*\*|DAYS_PER_YEAR\s*=/, use: 'energyKwhPerYear / DAYS_PER_YEAR' },
  { pattern: /hoursPerDay\s*\?\?\s*\d/, use: 'DEFAULT_HOURS_PER_DAY' },
];

/** Source without its comments (block, line and JSDoc), so docstrings may cite the values. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** Every line of a source text that redefines part of the core, as 'line: what to use'. */
export function redefinitions(text: string): string[] {
  return code(text)
    .split('\n')
    .flatMap((line, i) => forbidden.filter((f) => f.pattern.test(line)).map((f) => `${i + 1}: use ${f.use}`));
}

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the hydraulics core is the one definition', () => {
  it('finds a second ρ·g, m/bar, horsepower, spline, system curve or year of energy (probe)', () => {
    expect(redefinitions('const rhoG = 1000 * 9.81;')).toHaveLength(1);
    expect(redefinitions('const head = bar * 10.2;')).toHaveLength(1);
    expect(redefinitions("import { curveMonotoneX } from 'd3-shape';")).toHaveLength(1);
    expect(redefinitions('export function operatingPoint(c, s) {}')).toHaveLength(1);
    expect(redefinitions('const e = p1 * hours * 365;')).toHaveLength(1);
    expect(redefinitions('const h = duty.hoursPerDay ?? 8;')).toHaveLength(1);
    expect(redefinitions('/** 1 bar = 10.2 m at 9.81 m/s² */\nconst x = 1;')).toEqual([]);
  });

  it('holds for src/, scripts/ and bench/', () => {
    const found = ['src', 'scripts', 'bench']
      .flatMap((dir) => sources(path.join(root, dir)))
      .flatMap((file) => {
        const relative = path.relative(root, file).split(path.sep).join('/');
        if (allowed.some((a) => a.test(relative))) return [];
        return redefinitions(fs.readFileSync(file, 'utf8')).map((hit) => `${relative}:${hit}`);
      });
    expect(found).toEqual([]);
  });
});
