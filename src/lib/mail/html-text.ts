import { Parser } from 'htmlparser2';

/** Elements whose start and end break a paragraph in the plain-text version. */
const blocks = new Set([
  'address',
  'blockquote',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'table',
  'tr',
  'ul',
]);

/** Elements whose content is never text a reader sees. */
const hidden = new Set(['head', 'script', 'style', 'template', 'title']);

/** Link targets written out in the text; others (`javascript:`, relative paths) are dropped. */
const writtenSchemes = /^(https?|mailto):/i;

/**
 * The plain-text version of an HTML e-mail body, read with htmlparser2 (the HTML reader the site
 * already uses, see `html-elements.ts`) so that entities are decoded, comments and scripts dropped and
 * no markup survives. White space collapses as in HTML; `<br>` ends a line and block elements
 * (`<p>`, `<div>`, `<li>`, headings…) end a paragraph. A link whose text is its own address stands on
 * a line of its own, so a mail reader can open it; another link is written `text (address)`.
 * @param html an HTML document or fragment
 * @returns the text, lines separated by `\n`, trimmed, at most one blank line in a row
 */
export function htmlToText(html: string): string {
  let out = '';
  let hiddenDepth = 0;
  const links: { href: string; start: number }[] = [];
  const breakLine = (blank: boolean) => {
    out = out.replace(/ +$/, '');
    out += blank ? '\n\n' : '\n';
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (hidden.has(name)) hiddenDepth += 1;
        else if (name === 'br') breakLine(false);
        else if (blocks.has(name)) breakLine(true);
        else if (name === 'a') links.push({ href: (attributes.href ?? '').trim(), start: out.length });
      },
      ontext(text) {
        if (hiddenDepth > 0) return;
        const collapsed = text.replace(/[ \t\n\f\r]+/g, ' ');
        out += out === '' || /[ \n]$/.test(out) ? collapsed.replace(/^ /, '') : collapsed;
      },
      onclosetag(name) {
        if (hidden.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1);
        else if (blocks.has(name)) breakLine(true);
        else if (name === 'a') {
          const link = links.pop();
          if (!link || !writtenSchemes.test(link.href)) return;
          const label = out.slice(link.start).trim();
          if (label === link.href || label === '') {
            out = `${out.slice(0, link.start).replace(/ +$/, '')}\n${link.href}\n`;
          } else {
            out += ` (${link.href})`;
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return out
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
