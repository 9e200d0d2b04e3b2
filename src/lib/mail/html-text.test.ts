import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text';

describe('htmlToText', () => {
  it("gives Payload's reset e-mail as text with the link on a line of its own", () => {
    const html = `You are receiving this because you (or someone else) have requested the reset of the password for your account. Please click on the following link, or paste this into your browser to complete the process:
    <a href="http://localhost:3000/admin/reset/abc123">http://localhost:3000/admin/reset/abc123</a>
    If you did not request this, please ignore this email and your password will remain unchanged.`;
    expect(htmlToText(html)).toBe(
      'You are receiving this because you (or someone else) have requested the reset of the password for your account. Please click on the following link, or paste this into your browser to complete the process:\n' +
        'http://localhost:3000/admin/reset/abc123\n' +
        'If you did not request this, please ignore this email and your password will remain unchanged.',
    );
  });

  it('decodes entities, breaks paragraphs and lines, writes a labelled link as text (address)', () => {
    expect(
      htmlToText(
        '<p>Fish &amp; chips<br>served   hot</p><div>See <a href="https://kavex.example/x?a=1&amp;b=2">our menu</a>.</div>',
      ),
    ).toBe('Fish & chips\nserved hot\n\nSee our menu (https://kavex.example/x?a=1&b=2).');
  });

  it('drops markup, comments, scripts, styles and links that are not web or mail addresses', () => {
    expect(
      htmlToText(
        '<head><title>T</title><style>p{color:red}</style></head><!-- <b>secret</b> --><script>alert(1)</script>' +
          '<p>Hi <a href="javascript:alert(1)">there</a> <img src=x onerror=alert(1)></p>',
      ),
    ).toBe('Hi there');
  });
});
