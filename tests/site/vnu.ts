import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect } from 'vitest';

/**
 * The Nu Html Checker (vnu-jar) over saved pages, for the HTML gate (html-validity.test.ts) and the
 * back office's regenerated pages (back-office.test.ts): one JVM call for every file given.
 */

const vnuJar = path.join(__dirname, '..', '..', 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

/** A vnu message (the fields this gate reads). */
export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * Messages produced by Next.js / React output that our markup cannot change, each with why it is
 * harmless; matched against the message text, so keep each pattern as narrow as the quirk.
 *
 * Today none is needed. The one known quirk, React writing void elements with a trailing slash
 * (`<meta ... />`, "Trailing slash on void elements has no effect"), is an info message, and info
 * messages are not requested (`--skip-info-messages`). `<meta name="next-size-adjust">` (next/font)
 * passes vnu as it stands.
 */
export const frameworkQuirks: { pattern: RegExp; reason: string }[] = [];

/**
 * Runs vnu on saved pages and sorts its messages.
 * @param files each saved file and the page path it holds
 * @returns the errors and warnings, each as `path:line: message` with an extract, and the counts of
 *   messages filtered as {@link frameworkQuirks}
 * @throws (through `expect`) when Java cannot run the checker
 */
export function checkHtml(files: Map<string, string>): {
  errors: string[];
  warnings: string[];
  filtered: Map<string, number>;
} {
  const run = spawnSync(
    'java',
    [
      '-Xss4m',
      // The JIT's first tier only: a run of this length is over before the optimising compiler pays
      // back its own CPU. Measured on the 73 pages on two busy cores: 7.4 s of CPU instead of 17.0 s
      // (23 s instead of 49 s), the same messages.
      '-XX:TieredStopAtLevel=1',
      '-jar',
      vnuJar,
      '--format',
      'json',
      '--stdout',
      '--exit-zero-always',
      '--skip-info-messages',
      ...files.keys(),
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  expect(run.error, 'java runs (Java 17 is needed for vnu.jar)').toBeUndefined();
  const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
  const pageOf = (m: VnuMessage) => files.get(m.url ? decodeURIComponent(new URL(m.url).pathname) : '') ?? m.url ?? '?';
  const describe = (m: VnuMessage) =>
    `${pageOf(m)}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ').trim().slice(0, 160)}` : ''}`;
  const filtered = new Map<string, number>();
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const m of messages) {
    const quirk = frameworkQuirks.find((q) => q.pattern.test(m.message));
    if (quirk) {
      filtered.set(quirk.reason, (filtered.get(quirk.reason) ?? 0) + 1);
    } else if (m.type === 'error' || m.type === 'non-document-error') {
      errors.push(describe(m));
    } else if (m.subType === 'warning') {
      warnings.push(describe(m));
    }
  }
  return { errors, warnings, filtered };
}
