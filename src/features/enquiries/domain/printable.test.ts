import { describe, expect, it } from 'vitest';
import { printable } from './printable';

describe('printable (issue 27, finding 5)', () => {
  it('shows terminal controls, bidi overrides and tag characters as code points', () => {
    expect(printable('Hi\u009b31m there')).toBe('Hi<U+009B>31m there');
    expect(printable('a\u001b]0;title\u0007b')).toBe('a<U+001B>]0;title<U+0007>b');
    expect(printable('price \u202e001\u202c')).toBe('price <U+202E>001<U+202C>');
    expect(printable('ok\u{e0061}\u{e0062}')).toBe('ok<U+E0061><U+E0062>');
    expect(printable('cover\rup')).toBe('cover<U+000D>up');
    expect(printable('soft\u00adhyphen\u2028')).toBe('soft<U+00AD>hyphen<U+2028>');
  });

  it('keeps line breaks, tabs, joiners and ordinary text as they are', () => {
    const text = 'Line one\r\nLine two\n\tindented नमस्ते 👩‍🔧 می‌خواهم';
    expect(printable(text)).toBe(text);
  });
});
