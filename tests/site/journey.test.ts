import { describe, expect, test } from 'vitest';
import { paths } from '../../src/config/paths';
import { request, siteOrigin } from './site';

/**
 * Issue 49, what the server sends for the buyer's journey without a browser: the web datasheet's
 * print layout (letterhead and foot in print only, the chart's controls hidden on paper, and the
 * style sheet's print rules behind both) and the thank-you page with an enquiry's reference.
 */

/** A model of the catalogue with a duty its curve meets (tests/support/tool-states.ts uses the same). */
const datasheet = `${paths.pumpDatasheet('ks4-05-24-50hz')}?flow=6&head=120&hz=50`;

/** The opening tag of the first element with this test id. */
function tagOf(html: string, testId: string): string {
  return new RegExp(`<[a-z]+[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? '';
}

describe('web datasheet in print (item 6)', () => {
  test('carries the letterhead and its online address for paper only, and marks the chart controls not to print', async () => {
    const response = await request(datasheet);
    expect(response.status).toBe(200);
    const html = await response.text();
    // Letterhead and foot: hidden on screen, shown in print, like the borewell sheet's.
    expect(tagOf(html, 'sheet-print-header')).toMatch(/class="[^"]*\bhidden\b[^"]*\bprint:block\b/);
    const foot = /<p[^>]*data-testid="datasheet-print-footer"[^>]*>([\s\S]*?)<\/p>/.exec(html);
    expect(foot?.[0]).toMatch(/class="[^"]*\bprint:block\b/);
    expect(foot?.[1]?.replace(/<!-- -->/g, '')).toContain(
      `${siteOrigin()}${paths.pumpDatasheet('ks4-05-24-50hz')}?flow=6`,
    );
    // The chart's controls: unit switches, the hover hint, the legend's link and the table toggle.
    expect(tagOf(html, 'chart-readout')).toMatch(/\bprint:hidden\b/);
    expect(html).toMatch(/<div class="[^"]*\bprint:hidden\b[^"]*"><label[^>]*>Flow unit/);
    expect(html).toMatch(/<details class="[^"]*\bprint:hidden\b[^"]*"><summary[^>]*>Show as table/);
    expect(html).toMatch(
      /<a href="[^"]*" class="[^"]*\bprint:hidden\b[^"]*"><span class="sr-only">[\s\S]*?<\/span>details<\/a>/,
    );
  });

  test('the style sheet hides and shows those in print, and draws the chart at its own proportions there', async () => {
    const html = await (await request(datasheet)).text();
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)].map((m) => m[1]!);
    expect(sheets.length).toBeGreaterThan(0);
    const css = (await Promise.all(sheets.map(async (href) => (await request(href)).text()))).join('\n');
    const printRule = (selector: string) =>
      new RegExp(`@media print\\{[^@]*?\\.${selector.replace(/[:!]/g, '\\\\$&')}\\{[^}]*\\}`).exec(css)?.[0];
    expect(printRule('print:hidden')).toMatch(/display:none/);
    expect(printRule('print:block')).toMatch(/display:block/);
    expect(printRule('print:h-auto!')).toMatch(/height:auto!important/);
  });
});

describe('thank-you page with the enquiry reference (item 10)', () => {
  test('shows the reference from the URL, rendered on the server, and the plain page without one', async () => {
    const html = await (await request(`${paths.thankYou}?ref=KX-3F2A-9C1E`)).text();
    expect(html).toContain('Thank You! We&#x27;ve Received Your Message.');
    expect(/<p[^>]*data-testid="enquiry-reference"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1]).toMatch(/KX-3F2A-9C1E/);
    expect(html).toMatch(/<meta name="robots" content="noindex/);

    const plain = await (await request(paths.thankYou)).text();
    expect(plain).toContain('Thank You! We&#x27;ve Received Your Message.');
    expect(plain).not.toContain('data-testid="enquiry-reference"');
  });

  test('shows nothing back from a ref that is not a reference', async () => {
    const html = await (await request(`${paths.thankYou}?ref=${encodeURIComponent('<b>Jane Doe</b>')}`)).text();
    expect(html).not.toContain('data-testid="enquiry-reference"');
    expect(html).not.toContain('Jane Doe');
  });
});
