import { describe, expect, it } from 'vitest';
import { getPumpModelsForProduct } from '@/content/pump-models';
import { modelSpecTable, modelTableCaption } from './model-spec-table';

describe('modelSpecTable', () => {
  const ks4 = getPumpModelsForProduct('4-inch-ks-50hz-submersible-pump');
  const kec = getPumpModelsForProduct('kec-50hz-close-coupled-end-suction-pump');

  it('builds one row per model from the engineering data, anchored by model code', () => {
    const { table, rowIds } = modelSpecTable(ks4, modelTableCaption(ks4));
    expect(table.rows.map((r) => r[0])).toEqual(ks4.map((m) => m.model));
    expect(rowIds).toContain('model-ks4-05-24');
    expect(new Set(rowIds).size).toBe(rowIds.length);
    expect(table.caption).toBe('Operating range (2900 rpm)');
  });

  it('gives flow as Qmin – Qmax and head as head at Qmax – head at Qmin', () => {
    const { table } = modelSpecTable(ks4, '');
    const i = ks4.findIndex((m) => m.model === 'KS4-05/24');
    const m = ks4[i]!;
    const row = table.rows[i]!;
    const col = (name: string) => row[table.columns.indexOf(name)];
    expect(col('Flow (m³/h)')).toBe(`${m.flowRangeM3h.min} – ${m.flowRangeM3h.max}`);
    expect(col('Head (m)')).toBe(`${m.points.at(-1)!.headM} – ${m.points[0]!.headM}`);
    expect(col('Power (kW)')).toBe(String(m.motor.powerKw));
    expect(col('Stages')).toBe('24');
  });

  it('gives a borehole set its smallest bore and the diameter the borewell sizing fits it by (issue 48)', () => {
    const { table } = modelSpecTable(ks4, '');
    const row = table.rows[ks4.findIndex((m) => m.model === 'KS4-05/24')]!;
    // max(100 mm pump with its guard, 101 mm motor with its cable) = 101 mm, in a 4-inch (101.6 mm) bore
    expect(row[table.columns.indexOf('Smallest bore (inch)')]).toBe('4');
    expect(row[table.columns.indexOf('Set with cable (mm)')]).toBe('101');
    // the 11 kW KS4-05/68 runs on the 6-inch motor: 150 mm, a 6-inch bore
    const big = table.rows[ks4.findIndex((m) => m.model === 'KS4-05/68')]!;
    expect([
      big[table.columns.indexOf('Smallest bore (inch)')],
      big[table.columns.indexOf('Set with cable (mm)')],
    ]).toEqual(['6', '150']);
    expect(modelSpecTable(kec, '').table.columns).not.toContain('Smallest bore (inch)');
  });

  it('has a Stages column only where the series is multistage', () => {
    expect(modelSpecTable(ks4, '').table.columns).toContain('Stages');
    expect(kec.length).toBeGreaterThan(0);
    expect(modelSpecTable(kec, '').table.columns).not.toContain('Stages');
  });
});
