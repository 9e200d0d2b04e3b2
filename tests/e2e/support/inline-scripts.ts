import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';

/**
 * The expected side of the CSP check, worked out apart from the production scanner
 * (`src/lib/csp-manifest.ts`, which writes the hashes the server sends): the document is parsed by
 * Chromium's own HTML parser and each script's text hashed here with node:crypto, so a scanner that
 * misreads a script fails the comparison instead of agreeing with itself.
 */

/** An inline script as the browser parsed it. */
export interface InlineScript {
  /** The script's text, which is what CSP hashes (CSP3 §6.7.2.4: the element's child text content). */
  text: string;
  /** Its `type` attribute, lower case and trimmed ('' when absent). */
  type: string;
  /** Its `nonce` attribute ('' when absent). */
  nonce: string;
}

/**
 * Inline scripts (no `src`) of `html`, in document order, read by Chromium's parser (`DOMParser`:
 * nothing runs and nothing loads). `page` may be any page, `about:blank` included.
 */
export async function inlineScripts(page: Page, html: string): Promise<InlineScript[]> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    return [...doc.querySelectorAll('script:not([src])')].map((script) => ({
      text: script.textContent ?? '',
      type: (script.getAttribute('type') ?? '').trim().toLowerCase(),
      nonce: script.getAttribute('nonce') ?? '',
    }));
  }, html);
}

/**
 * JavaScript MIME type essences of the HTML standard (§ "JavaScript MIME type"), plus `module`: the
 * `type` values for which a browser runs a script, and CSP therefore asks for its hash. Any other type
 * (`application/ld+json`) is a data block, which CSP ignores.
 */
const scriptTypes = new Set([
  '',
  'module',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** Whether the browser would run `script` (its type is JavaScript or a module). */
export function runs(script: InlineScript): boolean {
  return scriptTypes.has(script.type);
}

/** The CSP hash source of a script's text: `'sha256-<base64 of SHA-256 over its UTF-8 bytes>'` (CSP3 §2.3.1). */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
