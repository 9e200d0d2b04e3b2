/**
 * Stored text made safe to print (issue 27, finding 5): the CSV export and `npm run enquiries -- list`
 * write enquiries to a terminal or a file opened in one, and what they print may predate the current
 * validation or be spam, stored as sent. A C1 control such as CSI (U+009B) or OSC (U+009D) starts an
 * escape sequence in some terminals (ECMA-48 §5.3), a lone carriage return rewrites the line it is
 * on, and a bidirectional override or a tag character hides or reorders what the reader sees.
 * Each of them is printed as its code point, `<U+009B>`, so it stays visible and nothing acts on it.
 */

/**
 * Controls and format characters (`\p{Cc}`, `\p{Cf}`), but tab, line feed, a carriage return that
 * starts a CRLF pair, and the zero-width non-joiner and joiner (U+200C/U+200D, which Indic and
 * Persian words and emoji sequences need and which move no text). Line and paragraph separators too.
 */
const unprintable = /(?!\r\n)[\p{Cc}\p{Cf}\u2028\u2029](?<![\t\n\u200c\u200d])/gu;

/** `<U+XXXX>` for one character (four hex digits at least, upper case). */
function codePoint(character: string): string {
  return `<U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`;
}

/**
 * The text with every unprintable character shown as its code point; line breaks (LF, CRLF) and tabs
 * are kept, as a CSV cell may hold a multi-line message.
 * @example printable('Hi\u009b31m there') === 'Hi<U+009B>31m there'
 */
export function printable(text: string): string {
  return text.replace(unprintable, codePoint);
}
