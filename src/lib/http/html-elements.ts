import { Parser } from 'htmlparser2';

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
