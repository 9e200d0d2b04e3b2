import { describe, expect, it } from 'vitest';
import { describeSelection, parseEnquirySelection, selectionEmailLines, selectionFromSearchParams } from './selection';

describe('parseEnquirySelection', () => {
  it('keeps a valid model code and duty point', () => {
    expect(parseEnquirySelection({ model: ' KS4-05/24 ', flowM3h: '6', headM: '120.5', frequencyHz: '50' })).toEqual({
      model: 'KS4-05/24',
      flowM3h: 6,
      headM: 120.5,
      frequencyHz: 50,
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
    });
  });
});

describe('selectionFromSearchParams and describeSelection', () => {
  it('reads ?model=&flow=&head=&hz= and writes the quote line', () => {
    const selection = selectionFromSearchParams(new URLSearchParams('model=KS4-05%2F24&flow=6&head=120&hz=50'));
    expect(selection).not.toBeNull();
    expect(describeSelection(selection!)).toBe('Quote for KS4-05/24 at 6 m³/h, 120 m, 50 Hz');
  });

  it('leaves out the missing parts', () => {
    expect(describeSelection({ model: null, flowM3h: 12, headM: null, frequencyHz: 60 })).toBe(
      'Quote at 12 m³/h, 60 Hz',
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
});
