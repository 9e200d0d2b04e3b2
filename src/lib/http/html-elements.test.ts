import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { htmlElements, scriptAndLinkElements } from './html-elements';

/*
 * Pieces of HTML around and inside script and link tags, the tricky ones included. No end tag with
 * anything between its name and its `>` (`</p >`, or `</scr` before another tag): there htmlparser2's
 * parser puts the next element's start a few characters early (the test below).
 */
const text = fc.constantFrom('pumps', ' ', 'a < b', 'x&amp;y', '&lt;script&gt;', '</p>', '<!-- -->', '>');
const attributeName = fc.constantFrom('src', 'SRC', 'async', 'nonce', 'id', 'type', 'href', 'rel', 'as', 'data-x');
const attributeValue = fc.constantFrom(
  '"/_next/static/chunks/a.js"',
  "'b.js'",
  'c.js',
  '""',
  '"a&amp;b"',
  '"&#106;avascript:x"',
  '"1 > 0"',
  '"&notit;"',
  '"q&amp"',
);
const attribute = fc.oneof(
  attributeName.map((name) => ` ${name}`),
  fc.tuple(attributeName, attributeValue).map(([name, value]) => ` ${name}=${value}`),
);
const attributes = fc.array(attribute, { maxLength: 4 }).map((list) => list.join(''));
const scriptText = fc
  .array(fc.constantFrom('self.__next_f.push([1,"a"])', '<!--', '-->', '<script>', '</scripts>', 'if (a<b) {}', ''), {
    maxLength: 3,
  })
  .map((list) => list.join(''));
const piece = fc.oneof(
  text,
  fc
    .tuple(fc.constantFrom('script', 'SCRIPT', 'Script'), attributes, scriptText, fc.constantFrom('script', 'SCRIPT'))
    .map(([open, attrs, body, close]) => `<${open}${attrs}>${body}</${close}>`),
  fc
    .tuple(fc.constantFrom('link', 'LINK'), attributes, fc.constantFrom('>', '/>', ' />'))
    .map(([name, attrs, end]) => `<${name}${attrs}${end}`),
  fc.constantFrom('<div class="a">', '</div>', '<p>', '<svg>', '</svg>', '<title>', '</title>', '</link>', '</script>'),
  scriptText.map((body) => `<!--${body}-->`),
  fc.constantFrom('<![CDATA[<script>x</script>]]>', '<!DOCTYPE html>', '<?xml version="1.0"?>'),
);
/** What the fast reader hands back to the full parser: a self-closed script, an open tag at the end. */
const unusualEnd = fc.constantFrom('', '', '', '<script src="a.js"/>', '<script>unclosed', '<link href="x', '<script');

describe('scriptAndLinkElements (the rewrite of pages rendered per request, issue 51)', () => {
  it('reads what htmlElements(html, ["script", "link"]) reads, for any mix of tags, comments, entities and raw text', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), unusualEnd, (pieces, end) => {
        const html = pieces.join('') + end;
        expect(scriptAndLinkElements(html)).toEqual(htmlElements(html, ['script', 'link']));
      }),
      { numRuns: 2000 },
    );
  });

  it('ends a script past its end tag\'s ">" when the tag has spaces, and starts the next tag at its "<" (htmlparser2\'s parser is one short)', () => {
    const html = '<script>a()</script  ><link href="b.css">';
    expect(scriptAndLinkElements(html).map((e) => html.slice(e.start, e.end))).toEqual([
      '<script>a()</script  >',
      '<link href="b.css">',
    ]);
    expect(htmlElements(html, ['script', 'link']).map((e) => e.start)).toEqual([0, 20]);
  });

  it('reads a page as Next.js writes it: offsets, decoded attributes, the raw text of inline scripts', () => {
    const html =
      '<!DOCTYPE html><html><head><link rel="preload" as="script" href="/_next/static/chunks/a.js"/>' +
      '<script src="/_next/static/chunks/a.js" async=""></script></head><body><p title="1 &gt; 0">x</p>' +
      '<!-- <script>not this</script> --><script nonce="n&#61;">self.__next_f.push([1,"a\\u003cb"])</script></body></html>';
    const elements = scriptAndLinkElements(html);
    expect(elements.map((e) => [e.name, e.attributes, e.text])).toEqual([
      ['link', { rel: 'preload', as: 'script', href: '/_next/static/chunks/a.js' }, ''],
      ['script', { src: '/_next/static/chunks/a.js', async: '' }, ''],
      ['script', { nonce: 'n=' }, 'self.__next_f.push([1,"a\\u003cb"])'],
    ]);
    const inline = elements[2]!;
    expect(html.slice(inline.start, inline.end)).toBe(
      '<script nonce="n&#61;">self.__next_f.push([1,"a\\u003cb"])</script>',
    );
  });
});
