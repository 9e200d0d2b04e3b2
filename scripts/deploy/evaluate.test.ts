import { describe, expect, it } from 'vitest';
import { enquiryVerdict, loadFigures, percentile, phasePassed, verdict } from './evaluate';

describe('percentile (nearest rank)', () => {
  it('p99 of 1..100 is 99 and of 1..10 is 10: the smallest value with 99 % at or below it', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile([3, 1, 2, 10, 4, 5, 6, 7, 8, 9], 99)).toBe(10);
    expect(percentile([3, 1, 2, 10, 4, 5, 6, 7, 8, 9], 50)).toBe(5);
    expect(percentile([], 99)).toBe(0);
  });
});

describe('loadFigures', () => {
  it('counts as errors at nginx what is not 2xx or 3xx, and requests with no answer', () => {
    const figures = loadFigures([
      { kind: 'page', status: 200, ms: 5 },
      { kind: 'page', status: 304, ms: 1 },
      { kind: 'page', status: 502, ms: 30 },
      { kind: 'enquiry', status: 200, ms: 40 },
      { kind: 'enquiry', status: 303, ms: 20 },
      { kind: 'enquiry', status: 429, ms: 2 },
      { kind: 'page', status: 0, ms: 3 },
    ]);
    expect(figures).toEqual({
      requests: 7,
      errors: 3,
      errorStatuses: { 0: 1, 429: 1, 502: 1 },
      p99Ms: 40,
      enquiriesAccepted: 2,
      enquiryErrors: 1,
      enquiry502s: 0,
    });
  });
});

describe('phasePassed', () => {
  const figures = (statuses: [kind: 'page' | 'enquiry', status: number][]) =>
    loadFigures(statuses.map(([kind, status]) => ({ kind, status, ms: 1 })));

  it('passes a phase with no error at nginx', () => {
    expect(
      phasePassed(
        figures([
          ['page', 200],
          ['enquiry', 200],
        ]),
        false,
      ),
    ).toBe(true);
  });

  it('fails a rolling restart with any error, an enquiry’s 502 included', () => {
    expect(
      phasePassed(
        figures([
          ['page', 200],
          ['enquiry', 502],
        ]),
        false,
      ),
    ).toBe(false);
  });

  it('lets a kill cost only the enquiries the killed instance held (502), never a page or another status', () => {
    expect(
      phasePassed(
        figures([
          ['page', 200],
          ['enquiry', 502],
        ]),
        true,
      ),
    ).toBe(true);
    expect(
      phasePassed(
        figures([
          ['page', 502],
          ['enquiry', 200],
        ]),
        true,
      ),
    ).toBe(false);
    expect(phasePassed(figures([['enquiry', 429]]), true)).toBe(false);
  });
});

describe('enquiryVerdict', () => {
  it('passes when each accepted enquiry is stored once and mailed once', () => {
    expect(enquiryVerdict({ accepted: ['a', 'b'], stored: ['a', 'b'], mailed: ['b', 'a'], emlFiles: 2 })).toEqual({
      accepted: 2,
      stored: 2,
      mailed: 2,
      lost: 0,
      duplicated: 0,
      storedUnanswered: 0,
    });
  });

  it('counts an accepted enquiry missing from the database, and a stored one never mailed, as lost', () => {
    expect(enquiryVerdict({ accepted: ['a', 'b', 'c'], stored: ['a', 'b'], mailed: ['a'], emlFiles: 1 }).lost).toBe(2);
  });

  it('counts a second row, a second sent e-mail or a surplus .eml file for one enquiry as duplicated', () => {
    expect(enquiryVerdict({ accepted: ['a'], stored: ['a', 'a'], mailed: ['a', 'a'], emlFiles: 1 }).duplicated).toBe(2);
    expect(enquiryVerdict({ accepted: ['a'], stored: ['a'], mailed: ['a'], emlFiles: 2 }).duplicated).toBe(1);
  });

  it('counts apart an enquiry stored though the visitor got an error (an instance died before answering)', () => {
    const v = enquiryVerdict({ accepted: ['a'], stored: ['a', 'b'], mailed: ['a', 'b'], emlFiles: 2 });
    expect(v).toMatchObject({ lost: 0, duplicated: 0, storedUnanswered: 1 });
  });
});

describe('verdict', () => {
  it('exits 0 only when every check passed, and 1 when one failed or none ran', () => {
    const pass = { name: 'HTTPS home page', ok: true, detail: '200' };
    const fail = { name: 'MDN Observatory', ok: false, detail: 'grade B' };
    expect(verdict([pass]).exitCode).toBe(0);
    expect(verdict([pass, fail])).toEqual({
      lines: ['PASS  HTTPS home page: 200', 'FAIL  MDN Observatory: grade B', '1 of 2 checks failed.'],
      exitCode: 1,
    });
    expect(verdict([]).exitCode).toBe(1);
  });
});
