import { describe, expect, it } from 'vitest';
import { cspTest, gradeOf } from './observatory-rules';

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
