import { parseHeaders } from './test-smtp-server';

/**
 * Test support: the text of an `.eml` file (or a received message) as its reader sees it: the body after
 * the header block, quoted-printable decoded (RFC 2045 §6.7: `=` at a line end is a soft break, `=XX` a
 * byte) when the header says so, lines ending in `\n`.
 */
export function emlText(raw: string): string {
  const end = raw.search(/\r?\n\r?\n/);
  const body = end < 0 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  if (parseHeaders(raw)['content-transfer-encoding']?.toLowerCase() !== 'quoted-printable') {
    return body.replace(/\r\n/g, '\n');
  }
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i));
    }
  }
  return Buffer.from(bytes).toString('utf8').replace(/\r\n/g, '\n');
}
