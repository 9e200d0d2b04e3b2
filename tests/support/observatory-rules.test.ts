import { describe, expect, it } from 'vitest';
import { cspTest, gradeOf, scoreResponse } from './observatory-rules';

/**
 * Cases from the upstream test suite of mdn/mdn-http-observatory (test/csp.test.js, version 1.4.8 of
 * @mdn/mdn-http-observatory), run against this port so that the e2e suite's A+ gate is the
 * Observatory's verdict, not our own reading of it. Each row: the policy, the expectation upstream
 * asserts.
 */
const response = (policy: string) => ({
  url: 'https://www.example.com/',
  headers: { 'content-security-policy': policy },
  body: '',
});

describe('Observatory CSP test (ported upstream cases)', () => {
  it.each([
    ["default-src 'none'; default-src 'none'", 'csp-header-invalid'],
    ["default-src 'none'; script-src 'strict-dynamic'", 'csp-header-invalid'],
    ["default-src 'none'; script-src https://*", 'csp-implemented-with-unsafe-inline'],
    ["default-src 'none'; script-src 'unsafe-inline'", 'csp-implemented-with-unsafe-inline'],
    ["default-src 'none'; script-src http://mozilla.org", 'csp-implemented-with-insecure-scheme'],
    ["default-src 'none'; img-src http://mozilla.org", 'csp-implemented-with-insecure-scheme-in-passive-content-only'],
    ["default-src 'none'; script-src *", 'csp-implemented-with-unsafe-inline'],
    ["default-src 'none'; script-src 'unsafe-eval'", 'csp-implemented-with-unsafe-eval'],
    [
      "default-src 'none'; script-src https://mozilla.org; style-src 'unsafe-inline'",
      'csp-implemented-with-unsafe-inline-in-style-src-only',
    ],
    [
      "object-src 'none'; style-src 'self';script-src 'sha256-hqBEA/HXB3aJU2FgOnYN8rkAgEVgyfi3Vs1j2/XMPBA='",
      'csp-implemented-with-no-unsafe',
    ],
    ["default-src 'none'; object-src https://mozilla.org", 'csp-implemented-with-no-unsafe-default-src-none'],
    [
      "default-src 'none'; script-src 'strict-dynamic' 'nonce-abc123'",
      'csp-implemented-with-no-unsafe-default-src-none',
    ],
  ])('%s -> %s', (policy, expectation) => {
    expect(cspTest(response(policy)).result).toBe(expectation);
  });

  it('maps scores to the published grades', () => {
    expect([gradeOf(135), gradeOf(100), gradeOf(90), gradeOf(85), gradeOf(20)]).toEqual(['A+', 'A+', 'A', 'A-', 'F']);
  });
});

describe('Observatory CORP test (expectation names of src/types.js, modifiers of src/grader/charts.js, 1.4.8)', () => {
  const corp = (value?: string) =>
    scoreResponse({
      url: 'https://www.example.com/',
      headers: value ? { 'cross-origin-resource-policy': value } : {},
      body: '',
    }).tests.find((t) => t.test === 'cross-origin-resource-policy');

  // The port once named these 'cross-origin-resource-policy-implemented-…', which the package never
  // reports: the cross-check of `OBSERVATORY_PACKAGE=… npm run bench:observatory` found it.
  it.each([
    ['same-site', 'corp-implemented-with-same-site', 10],
    ['same-origin', 'corp-implemented-with-same-origin', 10],
    ['cross-origin', 'corp-implemented-with-cross-origin', 0],
    ['nonsense', 'corp-header-invalid', -5],
    [undefined, 'corp-not-implemented', 0],
  ])('%s -> %s (%d)', (value, expectation, modifier) => {
    expect(corp(value)).toMatchObject({ result: expectation, modifier });
  });
});
