import { describe, expect, it } from 'vitest';
import { representationAnswer } from './conditional-range';

/**
 * Range and conditional answers of RFC 9110 for the build's static files (issue 51, item 6): each
 * case the probe found sirv answering wrongly. A 1,000-byte representation with ETag `"abc"`.
 */
const file = { etag: '"abc"', lastModified: 'Sat, 28 Nov 2026 10:00:00 GMT', size: 1000 };
const get = (headers: Record<string, string>) => representationAnswer('GET', headers, file);

describe('representationAnswer (RFC 9110 §13, §14)', () => {
  it('answers a reversed range (bytes=100-50), which sirv threw on, with 416 naming the size', () => {
    expect(get({ range: 'bytes=100-50' })).toEqual({ status: 416, contentRange: 'bytes */1000' });
    expect(get({ range: 'bytes=1000-' })).toEqual({ status: 416, contentRange: 'bytes */1000' });
  });

  it('reads bytes=-50 as the last 50 bytes (950–999), not the first 51', () => {
    expect(get({ range: 'bytes=-50' })).toEqual({
      status: 206,
      start: 950,
      end: 999,
      contentRange: 'bytes 950-999/1000',
    });
    // A suffix longer than the file is all of it (§14.1.2).
    expect(get({ range: 'bytes=-5000' })).toEqual({
      status: 206,
      start: 0,
      end: 999,
      contentRange: 'bytes 0-999/1000',
    });
  });

  it('answers bytes=0-0 with the first byte alone', () => {
    expect(get({ range: 'bytes=0-0' })).toEqual({ status: 206, start: 0, end: 0, contentRange: 'bytes 0-0/1000' });
  });

  it('ignores a unit other than bytes, a malformed header and several ranges: the whole file', () => {
    for (const range of ['items=0-5', 'items=100-50', 'bytes 0-5', 'bytes=0-5,900-950']) {
      expect(get({ range }), range).toEqual({ status: 200 });
    }
  });

  it('serves the range only while If-Range holds the strong ETag', () => {
    expect(get({ range: 'bytes=0-9', 'if-range': '"abc"' }).status).toBe(206);
    expect(get({ range: 'bytes=0-9', 'if-range': '"old"' }).status).toBe(200);
    expect(
      representationAnswer('GET', { range: 'bytes=0-9', 'if-range': 'W/"abc"' }, { ...file, etag: 'W/"abc"' }),
    ).toEqual({
      status: 200,
    });
  });

  it('answers 304 to If-None-Match: * and to a list holding the ETag; 200 to another tag', () => {
    expect(get({ 'if-none-match': '*' })).toEqual({ status: 304 });
    expect(get({ 'if-none-match': '"x", "abc"' })).toEqual({ status: 304 });
    expect(get({ 'if-none-match': 'W/"abc"' })).toEqual({ status: 304 });
    expect(get({ 'if-none-match': '"x"' })).toEqual({ status: 200 });
    // If-Modified-Since counts only without If-None-Match (§13.1.3).
    expect(get({ 'if-modified-since': file.lastModified })).toEqual({ status: 304 });
    expect(get({ 'if-none-match': '"x"', 'if-modified-since': file.lastModified })).toEqual({ status: 200 });
  });

  it('ignores a Range on HEAD', () => {
    expect(representationAnswer('HEAD', { range: 'bytes=0-0' }, file)).toEqual({ status: 200 });
  });
});
