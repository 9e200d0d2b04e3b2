import { Parser, Tokenizer } from 'htmlparser2';

/**
 * Reading HTML with htmlparser2 (a maintained, spec-following tokenizer) instead of regular
 * expressions: attribute values may hold `>` or look like other attributes (`data-type="…"`),
 * comments may hold tags, and entities must be decoded before a value is judged
 * (`&#106;avascript:` is `javascript:`). One reader for the CSP manifest, the page-weight gate and
 * the Observatory bench (docs/decisions/0015).
 */

/** One element of an HTML document. */
export interface HtmlElement {
  /** Tag name, lower-cased (`script`, `link`). */
  name: string;
  /** Attributes by lower-cased name, values with entities decoded; a boolean attribute maps to ''. */
  attributes: Record<string, string>;
  /**
   * Text directly inside the element. For raw-text elements (`script`, `style`) this is the text
   * exactly as written between the tags, entities not decoded: what a browser runs and hashes for CSP.
   */
  text: string;
  /** Offset in the input of the `<` that opens the element's start tag. */
  start: number;
  /**
   * Offset in the input just past the element: past its end tag's `>`, or past the start tag of a
   * void or self-closed element (`<link …/>`); the input's length when the element is never closed.
   */
  end: number;
}

/**
 * The elements of an HTML document in document order, those inside comments excluded.
 * @param html an HTML document or fragment; malformed markup is read as a browser's tokenizer would
 *   (an unclosed element ends at the end of the input)
 * @param names tag names to keep (lower case); every element when omitted
 */
export function htmlElements(html: string, names?: readonly string[]): HtmlElement[] {
  const wanted = names ? new Set(names) : undefined;
  const found: HtmlElement[] = [];
  const open: (HtmlElement | undefined)[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element =
          !wanted || wanted.has(name)
            ? { name, attributes: { ...attributes }, text: '', start: parser.startIndex, end: html.length }
            : undefined;
        if (element) found.push(element);
        open.push(element);
      },
      ontext(text) {
        const current = open.at(-1);
        if (current) current.text += text;
      },
      onclosetag() {
        const element = open.pop();
        // endIndex is the last character of the end tag, or of the start tag of a void element.
        if (element) element.end = parser.endIndex + 1;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return found;
}

/** The two elements {@link scriptAndLinkElements} reads: a raw-text element and a void one. */
const scriptOrLink = new Set(['script', 'link']);

/**
 * The `script` and `link` elements of an HTML document: what `htmlElements(html, ['script', 'link'])`
 * returns (but for the one difference below), read with htmlparser2's tokenizer alone, without
 * its parser's tree building (an open tag, its attributes and a stack for every element of the
 * page), which cost as much again: 0.7 against 1.2 ms for a 190 KB selector page. It is what
 * `npm start` reads of every page it renders per request (server/built-page.ts), so that time is
 * spent on each distinct tool query (issue 51).
 *
 * The tokenizer alone is enough for these two: a `script` start tag puts the tokenizer in raw text
 * until `</script`, so nothing the parser's stack does can end it elsewhere, and a `link` is void.
 * Where that does not hold (a self-closed `<script/>`, which the tokenizer then leaves raw text but
 * the parser keeps open; a script or start tag left open at the end of the input), the document is
 * read by {@link htmlElements} instead. React never writes either.
 *
 * One difference, where htmlparser2's parser is off by the spaces of an end tag (`</script >`, which
 * React never writes either): the script ends past that tag's `>`, and a tag after it starts at its
 * own `<`; the parser puts both a space early.
 * @param html an HTML document or fragment
 * @returns the elements in document order, as {@link HtmlElement}s
 */
export function scriptAndLinkElements(html: string): HtmlElement[] {
  const found: HtmlElement[] = [];
  /** A wanted start tag being read, and the script whose raw text follows its start tag. */
  let tag: HtmlElement | undefined;
  let script: HtmlElement | undefined;
  let attributeName = '';
  let attributeValue = '';
  let unusual = false;
  const endStartTag = (endIndex: number) => {
    if (!tag) return;
    found.push(tag);
    if (tag.name === 'link') tag.end = endIndex + 1;
    else script = tag;
    tag = undefined;
  };
  const ignore = () => {};
  const tokenizer = new Tokenizer(
    { decodeEntities: true },
    {
      onopentagname(start, endIndex) {
        // Most of a page's tags are neither: judged by their length before any string is made.
        const length = endIndex - start;
        const name = length === 4 || length === 6 ? html.slice(start, endIndex).toLowerCase() : '';
        // `start` is the name's first character: the element begins at its `<`.
        tag = scriptOrLink.has(name)
          ? { name, attributes: {}, text: '', start: start - 1, end: html.length }
          : undefined;
      },
      onattribname(start, endIndex) {
        if (!tag) return;
        attributeName = html.slice(start, endIndex).toLowerCase();
        attributeValue = '';
      },
      onattribdata(start, endIndex) {
        if (tag) attributeValue += html.slice(start, endIndex);
      },
      onattribentity(codepoint) {
        if (tag) attributeValue += String.fromCodePoint(codepoint);
      },
      onattribend() {
        // The first of two attributes of one name wins, as in browsers and htmlparser2's parser.
        if (tag && !Object.hasOwn(tag.attributes, attributeName)) tag.attributes[attributeName] = attributeValue;
      },
      onopentagend: endStartTag,
      onselfclosingtag(endIndex) {
        if (tag?.name === 'script') unusual = true;
        endStartTag(endIndex);
      },
      ontext(start, endIndex) {
        if (script) script.text += html.slice(start, endIndex);
      },
      onclosetag(start, endIndex) {
        if (script && html.slice(start, endIndex).toLowerCase() === 'script') {
          // `endIndex` is where the tag's name ends: the element ends past the `>` that follows it.
          const close = html.indexOf('>', endIndex);
          script.end = close === -1 ? html.length : close + 1;
          script = undefined;
        }
      },
      oncdata: ignore,
      oncomment: ignore,
      ondeclaration: ignore,
      onend: ignore,
      onprocessinginstruction: ignore,
      ontextentity: ignore,
    },
  );
  tokenizer.write(html);
  tokenizer.end();
  if (unusual || script || tag) return htmlElements(html, [...scriptOrLink]);
  return found;
}
