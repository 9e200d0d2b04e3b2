import { createHash } from 'node:crypto';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

/**
 * The expected side of the CSP check, worked out apart from the production scanner
 * (`src/lib/http/csp-manifest.ts`, which reads pages with htmlparser2 and writes the hashes the server
 * sends): the document is parsed by parse5, an implementation of the HTML standard's parsing
 * algorithm (the one browsers follow, tested against html5lib's tree-construction cases), and each
 * script's text hashed here with node:crypto, so a scanner that misreads a script fails the
 * comparison instead of agreeing with itself.
 */

/** An inline script as a browser parses it. */
export interface InlineScript {
  /** The script's text, which is what CSP hashes (CSP3 §6.7.2.4: the element's child text content). */
  text: string;
  /** Its `type` attribute, lower case and trimmed ('' when absent). */
  type: string;
  /** Its `nonce` attribute ('' when absent). */
  nonce: string;
}

/**
 * Inline scripts (no `src`) of `html`, in document order, as the HTML standard's parser reads them
 * (parse5; nothing runs). Like `querySelectorAll('script:not([src])')`, it does not look into the
 * content of `<template>` elements.
 */
export function inlineScripts(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  const visit = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const attribute = (name: string) => child.attrs.find((attr) => attr.name === name)?.value;
      if (child.tagName === 'script' && attribute('src') === undefined) {
        scripts.push({
          text: child.childNodes.map((text) => ('value' in text ? text.value : '')).join(''),
          type: (attribute('type') ?? '').trim().toLowerCase(),
          nonce: attribute('nonce') ?? '',
        });
      }
      visit(child);
    }
  };
  visit(parse(html));
  return scripts;
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
