import { describe, expect, it } from 'vitest';
import { quotePrefillFromSearch } from './quote-prefill';

describe('quotePrefillFromSearch (issue 25)', () => {
  it("writes the duty of the message in the visitor's units, and keeps m³/h and m in the hidden fields", () => {
    // The selector sends 10 m³/h and 60.02 m (196.9 ft × 0.3048 = 60.015 m) with the units asked in:
    // 10 / 0.227 124 5 = 44.0 US gpm, 60.02 / 0.3048 = 197 ft.
    const prefill = quotePrefillFromSearch(
      '?model=KS4-08%2F14&flow=10&head=60.02&hz=50&flowUnit=usgpm&headUnit=ft',
      [],
    );
    expect(prefill?.message).toBe('Quote for KS4-08/14 at 44 US gpm, 197 ft, 50 Hz');
    expect(prefill?.selection).toMatchObject({ flowM3h: 10, headM: 60.02 });
  });

  it('keeps m³/h and m without units in the link, and ignores unknown units', () => {
    expect(quotePrefillFromSearch('?flow=6&head=120&hz=50', [])?.message).toBe('Quote at 6 m³/h, 120 m, 50 Hz');
    expect(quotePrefillFromSearch('?flow=6&head=120&flowUnit=gallons&headUnit=ft', [])?.message).toBe(
      'Quote at 6 m³/h, 120 m',
    );
  });
});
