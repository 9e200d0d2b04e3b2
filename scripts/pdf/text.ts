/**
 * Text clean-up for the PDF standard fonts. Helvetica in a PDF is encoded as WinAnsi: Latin-1 plus
 * a few typographic characters (dashes, quotes, bullet, euro). Anything else would print as a wrong
 * glyph, so it is replaced by an ASCII equivalent here (and logged once, so content authors learn
 * about it) instead of embedding a font and growing every file.
 */

/** Code points above 255 that WinAnsi can still print (pdfkit maps them to single bytes). */
const winAnsiExtras = new Set([
  0x0152, 0x0153, 0x0160, 0x0161, 0x0178, 0x017d, 0x017e, 0x0192, 0x02c6, 0x02dc, 0x2013, 0x2014, 0x2018, 0x2019,
  0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

/** Readable replacements for characters that commonly appear in pump data. */
const replacements: Record<string, string> = {
  '≤': '<=',
  '≥': '>=',
  '≈': '~',
  '→': '->',
  '←': '<-',
  '↔': '<->',
  '−': '-',
  '‑': '-',
  '‒': '-',
  '√': 'sqrt',
  '″': '"',
  Ω: 'Ohm',
  φ: 'ph',
  Φ: 'Ph',
  Δ: 'Delta',
  '∆': 'Delta',
  '✓': '*',
  '✔': '*',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u200b': '',
};

const reported = new Set<string>();

function printable(code: number): boolean {
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(code);
}

/** Returns `text` with every character the standard PDF fonts cannot show replaced. */
export function pdfText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (printable(code) || char === '\n') {
      out += char;
      continue;
    }
    let replacement = replacements[char];
    if (replacement === undefined) {
      // Subscripts, superscripts, ligatures and accented letters outside Latin-1 decompose to
      // printable ones (₂ to 2, ⁻ to −, which the table above turns into -).
      const decomposed = [...char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')]
        .map((c) => (printable(c.codePointAt(0) ?? 0) ? c : (replacements[c] ?? '\0')))
        .join('');
      replacement = decomposed && !decomposed.includes('\0') ? decomposed : '?';
      if (replacement === '?' && !reported.has(char)) {
        reported.add(char);
        console.warn(
          `generate-pdfs: character "${char}" (U+${code.toString(16).toUpperCase().padStart(4, '0')}) cannot be printed with the standard PDF fonts; printed as "?"`,
        );
      }
    }
    out += replacement;
  }
  return out;
}
