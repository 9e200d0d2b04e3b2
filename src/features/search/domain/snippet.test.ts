import { describe, expect, it } from 'vitest';
import { buildSnippet, matchSpans } from './snippet';
import type { SnippetSegment } from './types';

const joined = (segments: SnippetSegment[]) => segments.map((s) => s.text).join('');
const marked = (segments: SnippetSegment[]) => segments.filter((s) => s.match).map((s) => s.text);

describe('buildSnippet', () => {
  it('marks every matched word in the window, plurals included, and nothing else', () => {
    const text = 'Control panels start and protect pumps. Each panel carries a star-delta starter.';
    const segments = buildSnippet(text, ['panel', 'delta']);
    expect(joined(segments)).toBe(text);
    expect(marked(segments)).toEqual(['panels', 'panel', 'delta']);
    expect(segments.filter((s) => !s.match).every((s) => !/panel|delta/i.test(s.text))).toBe(true);
  });

  it('centres a long text on the first match and marks the cuts with ellipses', () => {
    const text = `${'Lorem ipsum dolor sit amet. '.repeat(20)}The pump is sold in Bahrain and Oman. ${'Filler text here. '.repeat(20)}`;
    const segments = buildSnippet(text, ['bahrain'], 100);
    expect(segments[0]).toEqual({ text: expect.stringMatching(/^…/), match: false });
    expect(segments.at(-1)).toEqual({ text: expect.stringMatching(/…$/), match: false });
    expect(marked(segments)).toEqual(['Bahrain']);
    expect(joined(segments).length).toBeLessThanOrEqual(100 + 2);
    // Cut at word boundaries: no half words next to the ellipses.
    expect(joined(segments)).toMatch(/^…\S+ /);
  });

  it('marks a model code written with dashes and slashes when its compact form matched', () => {
    const segments = buildSnippet('Model KS4-05/24: 4 kW, 24 stages.', ['ks40524']);
    expect(segments).toEqual([
      { text: 'Model ', match: false },
      { text: 'KS4-05/24', match: true },
      { text: ': 4 kW, 24 stages.', match: false },
    ]);
  });

  it('starts at the beginning without marks when only the title matched', () => {
    const text = 'A long description that never names the query term at all, and goes on for a while longer.';
    const segments = buildSnippet(text, ['zanzibar'], 40);
    expect(segments.every((s) => !s.match)).toBe(true);
    expect(joined(segments)).toMatch(/^A long description/);
    expect(joined(segments)).toMatch(/…$/);
  });

  it('returns plain strings, never HTML, and nothing for an empty text', () => {
    const segments = buildSnippet('Pumps <b>for</b> wells', ['pump']);
    expect(segments[0]).toEqual({ text: 'Pumps', match: true });
    expect(joined(segments)).toBe('Pumps <b>for</b> wells');
    expect(buildSnippet('', ['pump'])).toEqual([]);
  });
});

describe('matchSpans', () => {
  it('prefers the longest run of words that forms a matched code', () => {
    expect(matchSpans('KVT 24S-05 and KVT 24S-02', new Set(['kvt24s05']))).toEqual([{ start: 0, end: 10 }]);
  });
});
