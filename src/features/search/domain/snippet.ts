import { compactCode, foldCase, processWord } from './normalise';
import type { SnippetSegment } from './types';

/**
 * Snippets: a short window of a document's text around the first matched term, returned as
 * segments `{ text, match }` for the page to render (bold, `<mark>`) without any HTML string.
 */

/** Default snippet length in characters, ellipses not counted. */
export const snippetChars = 160;

/** Most words a model code spans in running text (`KS4-05/24` is three). */
const maxCodeWords = 4;

/** Characters that may join the words of one model code (`-`, `/`, `.`, a space). */
const codeJoiner = /^[\s\-/.]{1,3}$/;

interface Span {
  start: number;
  end: number;
}

/** Folded form of one word; plain ASCII skips the Unicode normalisation (most words, much faster). */
function foldWord(word: string): string {
  return /^[\x00-\x7f]*$/.test(word) ? word.toLowerCase() : foldCase(word);
}

/**
 * Index terms of the words met in snippet texts, by word as written. The site's texts use a few
 * thousand distinct words and a search's 50 snippets meet the same ones again and again: folding and
 * stemming each anew was a third of a search's time (issue 51). Emptied when full, so any text stays
 * within bounds.
 */
const termOfWord = new Map<string, string | null>();
const rememberedWords = 20_000;

/** `processWord(foldWord(word))`, remembered ({@link termOfWord}). */
function indexTermOf(word: string): string | null {
  let term = termOfWord.get(word);
  if (term === undefined) {
    term = processWord(foldWord(word));
    if (termOfWord.size >= rememberedWords) termOfWord.clear();
    termOfWord.set(word, term);
  }
  return term;
}

/** Where to look and how much to find in {@link matchSpans}. */
export interface MatchSpanOptions {
  /** First character to look at (default 0). */
  from?: number;
  /** Character after the last one to look at (default the end of the text). */
  to?: number;
  /** Stop after this many spans (default all). */
  limit?: number;
}

/**
 * Where the matched terms occur in `text`: each word whose index term (after folding and stemming)
 * is matched, and each run of up to 4 words joined by `-`, `/`, `.` or spaces whose compact code is
 * matched (a model code found by its compact form). Longest runs win; spans do not overlap.
 * Runs are only tried when a matched term holds both a letter and a digit, so plain words cost one
 * look-up each.
 * @param text plain text
 * @param matched index terms that matched: MiniSearch's `match` keys
 * @param options range of `text` to scan and most spans to return
 * @returns spans as character offsets into `text`, in text order
 */
export function matchSpans(text: string, matched: ReadonlySet<string>, options: MatchSpanOptions = {}): Span[] {
  const { from = 0, to = text.length, limit = Infinity } = options;
  const hasCodes = [...matched].some((term) => /\p{L}/u.test(term) && /\p{N}/u.test(term));
  const pattern = /[\p{L}\p{N}]+/gu;
  pattern.lastIndex = from;
  // The next words of the text, read lazily: as many as the longest code run needs.
  // (A failed `exec` rewinds a global pattern to 0, so the end is remembered rather than re-tried.)
  const ahead: Span[] = [];
  let ended = false;
  const fill = () => {
    while (!ended && ahead.length < (hasCodes ? maxCodeWords : 1)) {
      const m = pattern.exec(text);
      if (!m || m.index + m[0].length > to) ended = true;
      else ahead.push({ start: m.index, end: m.index + m[0].length });
    }
  };
  const spans: Span[] = [];
  for (fill(); ahead.length > 0 && spans.length < limit; fill()) {
    let found: Span | undefined;
    let used = 1;
    for (let j = hasCodes ? ahead.length - 1 : 0; j > 0 && !found; j--) {
      const run = ahead.slice(0, j + 1);
      const joined = run.every((w, k) => k === 0 || codeJoiner.test(text.slice(run[k - 1]!.end, w.start)));
      if (joined && matched.has(compactCode(text.slice(run[0]!.start, run[j]!.end)))) {
        found = { start: run[0]!.start, end: run[j]!.end };
        used = j + 1;
      }
    }
    if (!found) {
      const word = ahead[0]!;
      const term = indexTermOf(text.slice(word.start, word.end));
      if (term !== null && matched.has(term)) found = word;
    }
    ahead.splice(0, used);
    if (found) spans.push(found);
  }
  return spans;
}

/** Moves `index` to the start of a word at or after it (never past `limit`). */
function wordStartAfter(text: string, index: number, limit: number): number {
  if (index <= 0) return 0;
  const space = text.indexOf(' ', index - 1);
  return space < 0 || space + 1 > limit ? index : space + 1;
}

/** Moves `index` back to the end of a word at or before it (never before `floor`). */
function wordEndBefore(text: string, index: number, floor: number): number {
  if (index >= text.length) return text.length;
  const space = text.lastIndexOf(' ', index);
  return space <= floor ? index : space;
}

/**
 * A snippet of `text` around the first matched term, as segments. The window is about `maxChars`
 * long, starts about a third of it before the first match and is cut at word boundaries; '…' is
 * added where text was cut. Every matched term inside the window is its own segment with
 * `match: true`; neighbouring plain text is merged. With no match (a hit on the title or model
 * code only) the window is the start of the text.
 * @param text the document's stored snippet text (plain, whitespace collapsed)
 * @param matched index terms that matched (MiniSearch's `match` keys: stemmed words or compact codes)
 * @param maxChars window length in characters (default {@link snippetChars})
 * @returns segments whose texts joined give the window; an empty array for an empty text
 */
export function buildSnippet(
  text: string,
  matched: Iterable<string>,
  maxChars: number = snippetChars,
): SnippetSegment[] {
  if (!text) return [];
  const terms = new Set(matched);
  const first = matchSpans(text, terms, { limit: 1 })[0];
  let start = first ? wordStartAfter(text, Math.max(0, first.start - Math.floor(maxChars / 3)), first.start) : 0;
  let end = Math.max(start + maxChars, first?.end ?? 0);
  end = wordEndBefore(text, Math.min(end, text.length), first?.end ?? start);
  start = Math.min(start, first?.start ?? start);
  const spans = first ? matchSpans(text, terms, { from: start, to: end }) : [];
  const segments: SnippetSegment[] = [];
  const push = (piece: string, match: boolean) => {
    if (!piece) return;
    const last = segments.at(-1);
    if (last && !last.match && !match) last.text += piece;
    else segments.push({ text: piece, match });
  };
  if (start > 0) push('…', false);
  let at = start;
  for (const span of spans) {
    push(text.slice(at, span.start), false);
    push(text.slice(span.start, span.end), true);
    at = span.end;
  }
  push(text.slice(at, end), false);
  if (end < text.length) push('…', false);
  return segments;
}
