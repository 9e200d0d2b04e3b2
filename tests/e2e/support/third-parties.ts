import type { Page } from '@playwright/test';

/**
 * Offline stand-ins for the site's third parties, for the integration and security browser tests
 * (this machine and CI have no internet). Every request that leaves the test server is answered
 * here: the translate widget's loader gets a fake widget, the tag manager a marker script; anything
 * else is aborted and recorded, so a test can assert that nothing unexpected was requested.
 */

/**
 * A fake Google Translate loader. It defines `google.translate.TranslateElement`, which renders a
 * `<select class="goog-te-combo">` of the offered languages, and calls the `cb` named in its URL,
 * as the real loader does. Choosing a language does what the real widget does to the page: sets
 * `<html lang>` and the `translated-ltr`/`translated-rtl` class, and replaces every text node outside
 * `translate="no"`/`.notranslate` with `<font>` elements holding "translated" text (the original node
 * is detached). `window.__fakeTranslate(lang)` does the same from a test.
 */
export const fakeTranslateScript = String.raw`(function () {
  var rtl = ['ar', 'he', 'fa', 'ur'];
  function skip(node) {
    for (var el = node.parentElement; el; el = el.parentElement) {
      if (el.getAttribute('translate') === 'no' || el.classList.contains('notranslate')) return true;
      if (/^(SCRIPT|STYLE|NOSCRIPT|TEXTAREA|OPTION|TITLE)$/.test(el.tagName)) return true;
    }
    return false;
  }
  function translate(lang) {
    var root = document.documentElement;
    root.classList.remove('translated-ltr', 'translated-rtl');
    root.setAttribute('lang', lang);
    if (lang === 'en') return 0;
    root.classList.add(rtl.indexOf(lang) >= 0 ? 'translated-rtl' : 'translated-ltr');
    var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    var nodes = [];
    while (walker.nextNode()) {
      var node = walker.currentNode;
      if (node.nodeValue && node.nodeValue.trim() && !skip(node)) nodes.push(node);
    }
    nodes.forEach(function (node) {
      var outer = document.createElement('font');
      outer.style.verticalAlign = 'inherit';
      var inner = document.createElement('font');
      inner.style.verticalAlign = 'inherit';
      inner.textContent = '[' + lang + '] ' + node.nodeValue;
      outer.appendChild(inner);
      node.parentNode.replaceChild(outer, node);
    });
    return nodes.length;
  }
  window.__fakeTranslate = translate;
  window.google = window.google || {};
  window.google.translate = window.google.translate || {};
  window.google.translate.TranslateElement = function (options, id) {
    window.__translateOptions = options;
    var host = document.getElementById(id);
    if (!host) return;
    var select = document.createElement('select');
    select.className = 'goog-te-combo';
    select.setAttribute('aria-label', 'Select Language');
    ['', ...options.includedLanguages.split(',')].forEach(function (code) {
      var option = document.createElement('option');
      option.value = code;
      option.textContent = code || 'Select Language';
      select.appendChild(option);
    });
    select.addEventListener('change', function () { translate(select.value); });
    host.appendChild(select);
  };
  var current = document.currentScript;
  var cb = current && new URL(current.src).searchParams.get('cb');
  if (cb && typeof window[cb] === 'function') window[cb]();
})();`;

/** The tag manager stand-in: counts its executions in `window.__tagManagerRuns`. */
export const fakeTagManagerScript = 'window.__tagManagerRuns = (window.__tagManagerRuns || 0) + 1;';

/** What {@link stubThirdParties} saw. */
export interface ThirdPartyLog {
  /** Requests for the translate loader. */
  translate: string[];
  /** Requests for the tag-manager script. */
  tagManager: string[];
  /** Any other request that left the test server (aborted). */
  unexpected: string[];
}

/** What an embedded third-party document (a video player) gets when {@link stubThirdParties} is asked for `embeds: 'blank'`. */
const blankEmbed = '<!doctype html><html lang="en"><title>Embedded content</title></html>';

/**
 * Answers every request that leaves the test server (see the module comment). Call before `goto`.
 * @param options.translate 'fake' (default) serves {@link fakeTranslateScript}; 'offline' aborts it as a network failure would.
 * @param options.embeds 'abort' (default) aborts and records embedded documents like any other
 *   request; 'blank' answers them with an empty page, so that the iframe element itself can be
 *   checked (accessibility and keyboard tests).
 */
export async function stubThirdParties(
  page: Page,
  options: { translate?: 'fake' | 'offline'; embeds?: 'abort' | 'blank' } = {},
): Promise<ThirdPartyLog> {
  const log: ThirdPartyLog = { translate: [], tagManager: [], unexpected: [] };
  // A regular expression, not a function: Playwright matches it in its driver, so the site's own
  // requests go straight to the server instead of each being handed to the test process to decide
  // (a function matcher intercepts every request; that tripled the time of the widths sweep).
  await page.route(/^https?:\/\/(?!(?:127\.0\.0\.1|localhost)(?:[:/?#]|$))/, async (route) => {
    const url = new URL(route.request().url());
    if (url.host === 'translate.google.com' && url.pathname === '/translate_a/element.js') {
      log.translate.push(url.href);
      if (options.translate === 'offline') return route.abort('internetdisconnected');
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: fakeTranslateScript });
    }
    if (url.host === 'www.googletagmanager.com' && url.pathname === '/gtm.js') {
      log.tagManager.push(url.href);
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: fakeTagManagerScript });
    }
    if (options.embeds === 'blank' && route.request().resourceType() === 'document') {
      return route.fulfill({ contentType: 'text/html', body: blankEmbed });
    }
    log.unexpected.push(url.href);
    return route.abort('blockedbyclient');
  });
  return log;
}

/** Browser-side problems collected by {@link watchProblems}. */
export interface Problems {
  /** `securitypolicyviolation` events: directive and blocked URI. */
  cspViolations: string[];
  /** console.error messages (CSP reports, React errors, failed loads). */
  consoleErrors: string[];
  /** Uncaught exceptions. */
  pageErrors: string[];
}

/**
 * Records CSP violations (from a listener installed before any page script), console errors and
 * uncaught exceptions of a page. Call before `goto`; read `problems()` at the end.
 */
export async function watchProblems(page: Page): Promise<() => Promise<Problems>> {
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => ({
    cspViolations: await page
      .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
      .catch(() => []),
    consoleErrors,
    pageErrors,
  });
}
