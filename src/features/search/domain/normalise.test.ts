import { describe, expect, it } from 'vitest';
import {
  codeCandidates,
  compactCode,
  extractFrequency,
  fuzzyDistance,
  processWord,
  stem,
  terms,
  tokenize,
  usesPrefix,
} from './normalise';

describe('compactCode', () => {
  it.each(['KS4-05/24', 'ks4 05 24', 'ks4 0524', 'KS4 - 05 / 24', 'ks4_05.24', 'Ks4-0524'])(
    '%s is model KS4-05/24',
    (typed) => {
      expect(compactCode(typed)).toBe(compactCode('KS4-05/24'));
    },
  );

  it('keeps the letters and digits in order, so different models stay different', () => {
    expect(compactCode('KS4-05/24')).toBe('ks40524');
    expect(compactCode('KS4-05/21')).not.toBe(compactCode('KS4-05/24'));
    expect(compactCode('KVT 24S-05')).toBe('kvt24s05');
  });
});

describe('codeCandidates', () => {
  it('joins runs of up to four words that hold a letter and a digit', () => {
    expect(codeCandidates('ks4 05 24')).toEqual(['ks4', 'ks405', 'ks40524']);
    expect(codeCandidates('KS4-05/24')).toEqual(['ks40524']);
  });

  it('gives nothing for plain words or plain numbers', () => {
    expect(codeCandidates('submersible pump')).toEqual([]);
    expect(codeCandidates('05 24')).toEqual([]);
  });
});

describe('tokenize and terms', () => {
  it('splits on punctuation, folds case, accents and superscripts', () => {
    expect(tokenize('KS4-05/24 at 7.5 m³/h, Conformité')).toEqual([
      'ks4',
      '05',
      '24',
      'at',
      '7',
      '5',
      'm3',
      'h',
      'conformite',
    ]);
  });

  it('drops stop words and stems plurals', () => {
    expect(terms('The pumps and the control panels')).toEqual(['pump', 'control', 'panel']);
    expect(processWord('the')).toBeNull();
  });
});

describe('stem', () => {
  it.each([
    ['pumps', 'pump'],
    ['panels', 'panel'],
    ['motors', 'motor'],
    ['cables', 'cable'],
    ['batteries', 'battery'],
    ['inches', 'inch'],
    ['presses', 'press'],
    ['boxes', 'box'],
  ])('%s → %s', (plural, singular) => {
    expect(stem(plural)).toBe(singular);
  });

  it.each(['press', 'stainless', 'status', 'analysis', 'gas', 'bus', 'ks4', 'kes', 'pump', 'submersible'])(
    'leaves %s alone',
    (word) => {
      expect(stem(word)).toBe(word);
    },
  );
});

describe('fuzzyDistance and usesPrefix', () => {
  it('allows one edit for words of five letters or more, none for shorter words or terms with digits', () => {
    expect(fuzzyDistance('submersable')).toBe(1);
    expect(fuzzyDistance('panel')).toBe(1);
    expect(fuzzyDistance('pump')).toBe(0);
    expect(fuzzyDistance('ks40524')).toBe(0);
  });

  it('matches prefixes from three characters', () => {
    expect(usesPrefix('sub')).toBe(true);
    expect(usesPrefix('ks')).toBe(false);
  });
});

describe('extractFrequency', () => {
  it.each([
    ['uPVC 60 Hz brochure', 'uPVC brochure', 60],
    ['50hz submersible', 'submersible', 50],
    ['KH 60-Hz', 'KH', 60],
    ['pump 60 hertz', 'pump', 60],
  ] as const)('%s → %s at %i Hz', (query, text, hz) => {
    expect(extractFrequency(query)).toEqual({ text, frequencyHz: hz });
  });

  it('prefers neither when both are named, and ignores numbers that are not a frequency', () => {
    expect(extractFrequency('50 Hz or 60 Hz')).toEqual({ text: 'or' });
    expect(extractFrequency('KS4-05/60 pump')).toEqual({ text: 'KS4-05/60 pump' });
    expect(extractFrequency('160hz')).toEqual({ text: '160hz' });
  });
});
