import { describe, expect, it, vi } from 'vitest';
import { parseSolarQuery, sizeSolar, solarQuoteHref } from '@/features/solar-sizing';
import { catalogueSolarDeps } from '@/features/solar-sizing/index.server';
import {
  describeSelection,
  parseEnquirySelection,
  selectionEmailLines,
  selectionFromSearchParams,
  selectionMessages,
  validateEnquirySelection,
} from './quoted-pump';
import { noSetParts } from '../../../../tests/support/enquiries';

vi.mock('server-only', () => ({}));

describe('parseEnquirySelection', () => {
  it('keeps a valid model code and duty point', () => {
    expect(parseEnquirySelection({ model: ' KS4-05/24 ', flowM3h: '6', headM: '120.5', frequencyHz: '50' })).toEqual({
      model: 'KS4-05/24',
      flowM3h: 6,
      headM: 120.5,
      frequencyHz: 50,
      ...noSetParts,
    });
  });

  it.each([
    [{ model: '=HYPERLINK()', flowM3h: '-1', headM: '0', frequencyHz: '55' }],
    [{ model: '', flowM3h: '1e3', headM: 'abc', frequencyHz: '' }],
    [{}],
  ])('drops every invalid part and returns null when nothing is left: %j', (raw) => {
    expect(parseEnquirySelection(raw)).toBeNull();
  });

  it('keeps the valid parts when others fail', () => {
    expect(parseEnquirySelection({ model: 'KS4-05/24', flowM3h: '999999', frequencyHz: 60 })).toEqual({
      model: 'KS4-05/24',
      flowM3h: null,
      headM: null,
      frequencyHz: 60,
      ...noSetParts,
    });
  });

  it('keeps the well data and components of a borewell set, and drops tampered ones', () => {
    const set = {
      model: 'KS4-05/24',
      borewellQuery: '?boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=10&flowM3h=6&pipeMaterial=upvc',
      columnPipe: 'uPVC 1 1/2" Standard',
      dropCable: '3 core 4 mm² flat, 95 m',
      controlPanel: 'DOL – Direct-on-line starter',
    };
    expect(parseEnquirySelection(set)).toMatchObject({
      borewellQuery: 'boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=10&flowM3h=6&pipeMaterial=upvc',
      columnPipe: 'uPVC 1 1/2" Standard',
      dropCable: '3 core 4 mm² flat, 95 m',
      controlPanel: 'DOL – Direct-on-line starter',
    });
    expect(
      parseEnquirySelection({
        ...set,
        borewellQuery: 'boreDepthM=120&x=<script>',
        columnPipe: '=HYPERLINK("x")',
        dropCable: 'cable\u202Eevil',
        controlPanel: 'x'.repeat(121),
      }),
    ).toMatchObject({ model: 'KS4-05/24', borewellQuery: null, columnPipe: null, dropCable: null, controlPanel: null });
  });
});

describe('validateEnquirySelection', () => {
  const frequenciesOf = (model: string) => (model === 'KP6-30/04' ? [60] : []);

  it('refuses a part sent as a list, an object or a boolean, naming it, instead of storing nothing (issue 51)', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ model: ['KP6-30/04'] }, 'model'],
      [{ model: 'KP6-30/04', flowM3h: { v: 10 } }, 'flowM3h'],
      [{ model: 'KP6-30/04', frequencyHz: true }, 'frequencyHz'],
      [{ headM: false }, 'headM'],
      [{ borewellQuery: { boreDepthM: 120 } }, 'borewellQuery'],
    ];
    for (const [raw, field] of cases) {
      expect(validateEnquirySelection(raw, frequenciesOf), JSON.stringify(raw)).toEqual({
        ok: false,
        field,
        message: selectionMessages[field as keyof typeof selectionMessages],
      });
    }
  });

  it('takes JSON numbers and null (an absent part) as before', () => {
    expect(
      validateEnquirySelection({ model: 'KP6-30/04', flowM3h: 10, frequencyHz: 60, headM: null }, frequenciesOf),
    ).toMatchObject({
      ok: true,
      selection: { model: 'KP6-30/04', flowM3h: 10, frequencyHz: 60, headM: null },
    });
  });
});

describe('selectionFromSearchParams and describeSelection', () => {
  it('reads ?model=&flow=&head=&hz= and writes the quote line', () => {
    const selection = selectionFromSearchParams(new URLSearchParams('model=KS4-05%2F24&flow=6&head=120&hz=50'));
    expect(selection).not.toBeNull();
    expect(describeSelection(selection!)).toBe('Quote for KS4-05/24 at 6 m³/h, 120 m, 50 Hz');
  });

  const none = noSetParts;

  it('leaves out the missing parts', () => {
    expect(describeSelection({ model: null, flowM3h: 12, headM: null, frequencyHz: 60, ...none })).toBe(
      'Quote at 12 m³/h, 60 Hz',
    );
  });

  it('names every component of a borewell set', () => {
    const selection = selectionFromSearchParams(
      new URLSearchParams({
        model: 'KS4-05/24',
        flow: '6',
        head: '84.2',
        hz: '50',
        pipe: 'uPVC 1 1/2" Standard',
        cable: '3 core 4 mm² flat, 95 m',
        panel: 'DOL – Direct-on-line starter',
        borewell: 'boreDiameterIn=6&boreDepthM=120',
      }),
    );
    expect(describeSelection(selection!)).toBe(
      'Quote for a borewell set: pump KS4-05/24 at 6 m³/h, 84.2 m, 50 Hz; column pipe uPVC 1 1/2" Standard; drop cable 3 core 4 mm² flat, 95 m; control panel DOL – Direct-on-line starter',
    );
  });
});

describe('selectionEmailLines', () => {
  it('writes a Selection block only when the enquiry carries one', () => {
    expect(selectionEmailLines({ model: null, flow_m3h: null, head_m: null, frequency_hz: null })).toEqual([]);
    expect(selectionEmailLines({ model: 'KS4-05/24', flow_m3h: 6, head_m: 120, frequency_hz: 50 })).toEqual([
      'Selection:',
      'Model: KS4-05/24',
      'Flow: 6 m³/h',
      'Head: 120 m',
      'Frequency: 50 Hz',
      '',
    ]);
  });

  it('adds the set and a link to its system sheet for a borewell set', () => {
    const lines = selectionEmailLines(
      {
        model: 'KS4-05/24',
        flow_m3h: 6,
        head_m: 84.2,
        frequency_hz: 50,
        borewell_query: 'boreDiameterIn=6&boreDepthM=120',
        column_pipe: 'uPVC 1 1/2" Standard',
        drop_cable: '3 core 4 mm² flat, 95 m',
        control_panel: 'DOL – Direct-on-line starter',
      },
      'https://www.example.com/borewell-sizing',
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        'Column pipe: uPVC 1 1/2" Standard',
        'Drop cable: 3 core 4 mm² flat, 95 m',
        'Control panel: DOL – Direct-on-line starter',
        'System sheet: https://www.example.com/borewell-sizing?boreDiameterIn=6&boreDepthM=120',
      ]),
    );
  });
});

describe('a solar set with needs per month (issue 29)', () => {
  it('is carried from the sheet’s quote link into the selection: the twelve needs in the query and the summary', () => {
    const deps = catalogueSolarDeps();
    const needs = '20,20,30,60,70,70,30,30,30,25,20,20';
    const parsed = parseSolarQuery(
      new URLSearchParams(`site=jaipur&dailyWaterM3=${needs}&staticLiftM=40&boreDiameterIn=6`),
      (id) => deps.sites.some((s) => s.id === id),
    );
    if (!parsed.ok) throw new Error(parsed.message);
    const link = new URL(solarQuoteHref(sizeSolar(parsed.query, deps), parsed.query), 'https://www.example.com');
    const selection = selectionFromSearchParams(link.searchParams)!;
    expect(selection.solarQuery).toContain(`dailyWaterM3=${encodeURIComponent(needs)}`);
    expect(selection.solarSet).toContain('need by month Jan–Dec 20, 20, 30, 60, 70, 70, 30, 30, 30, 25, 20, 20 m³/day');
  });
});
