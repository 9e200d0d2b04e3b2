import type { ProductKind } from './shapes';

/**
 * Reading a picture's alt text (or a blog's image description) for what it should show, so that a
 * generated placeholder agrees with the words a screen-reader user hears. Only coarse cues are
 * used: which products are named and a few scene words.
 */

/** A product named in the text, with its bore size when one is given ("6-inch motor"). */
export interface NamedProduct {
  kind: ProductKind;
  sizeInch?: number;
}

/** Phrases naming each product kind, most specific first. */
const productPhrases: [RegExp, ProductKind][] = [
  [/split[\s-]*case/i, 'split-case'],
  [/vertical[\s-]*turbine|turbine/i, 'vertical-turbine'],
  [/(openwell|open[\s-]*well)(\s+submersible)?/i, 'openwell-vertical'],
  [/(submersible\s+)?mixers?/i, 'mixer'],
  [/(submersible\s+)?grinder/i, 'grinder-pump'],
  [/(submersible\s+)?(sewage|drainage|waste[\s-]*water|sump)/i, 'sewage-pump'],
  [/control panel|soft starter|star-delta|panel board|drive\b|starter/i, 'control-panel'],
  [/(submersible\s+)?cables?/i, 'cables'],
  [/upvc|column pipe|pipes/i, 'pipes'],
  [/plastic pumps?|self[\s-]*priming|pool pump/i, 'plastic-pump'],
  [/(inline\s+)?circulat(or|ion|ing)/i, 'circulator'],
  [/horizontal multistage/i, 'booster-horizontal'],
  [/vertical multistage|\bKIV\b|booster|pressure boosting|multistage|inline/i, 'booster-vertical'],
  [/end suction|baseplate|coupling guard/i, 'end-suction'],
  [/monoblock|close[\s-]*coupled/i, 'monoblock'],
  [/peripheral/i, 'peripheral'],
  [/(submersible\s+)?motors?/i, 'submersible-motor'],
  [/submersible|borehole pump|pump and motor|pump set|stainless steel pump/i, 'borehole-pump'],
];

/** Products named in `text`, in order of first mention, without repeats. */
export function productsIn(text: string): NamedProduct[] {
  const found: { at: number; product: NamedProduct }[] = [];
  const sizes = [...text.matchAll(/(\d{1,2})(?:[\s-]*(?:inch|in\b|″|"))/gi)].map((m) => Number(m[1]));
  let rest = text;
  for (const [re, kind] of productPhrases) {
    const match = re.exec(rest);
    if (!match) continue;
    // Blank the phrase so "submersible motor" is not also counted as a submersible pump.
    rest = rest.slice(0, match.index) + ' '.repeat(match[0].length) + rest.slice(match.index + match[0].length);
    if (found.some((f) => f.product.kind === kind)) continue;
    found.push({ at: match.index, product: { kind, sizeInch: sizes[0] } });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.product);
}

/** All bore sizes mentioned ("4-inch and 6-inch", "from 4 to 10 inch"). */
export function sizesIn(text: string): number[] {
  const range = /from\s+(\d{1,2})\s+to\s+(\d{1,2})[\s-]*inch/i.exec(text);
  if (range) {
    const [a, b] = [Number(range[1]), Number(range[2])];
    return [4, 6, 8, 10, 12].filter((s) => s >= a && s <= b);
  }
  return [...text.matchAll(/(\d{1,2})(?:[\s-]*inch|″|")/gi)].map((m) => Number(m[1]));
}

/** True when the text matches. */
export function mentions(text: string, re: RegExp): boolean {
  return re.test(text);
}
