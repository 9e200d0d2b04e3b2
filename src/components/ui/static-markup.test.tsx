import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { staticMarkup } from './static-markup';

/**
 * `staticMarkup` writes what React DOM's `renderToStaticMarkup` writes, and refuses what would need
 * React on the page (decision 0022). src/app/static-html-pages.test.tsx checks the same for every
 * page that uses StaticHtml.
 */

describe('staticMarkup', () => {
  it('escapes text and attribute values as React does', () => {
    const node = (
      <p title={`"5" & 'six' <b>`} data-open aria-hidden hidden tabIndex={0} className="a">
        {'Q < 5 m³/h & H > 10 m'} {3} {null} {false}
      </p>
    );
    expect(staticMarkup(node)).toBe(renderToStaticMarkup(node));
    expect(staticMarkup(node)).toBe(
      '<p title="&quot;5&quot; &amp; &#x27;six&#x27; &lt;b&gt;" data-open="true" aria-hidden="true" hidden="" tabindex="0" class="a">Q &lt; 5 m³/h &amp; H &gt; 10 m 3  </p>',
    );
  });

  it('writes void elements, SVG attribute aliases and fragments as React does', () => {
    const node = (
      <>
        {/* eslint-disable-next-line @next/next/no-img-element -- markup under test, not a page */}
        <img src="/a.svg" alt="" width={148} loading="lazy" />
        <br />
        <svg viewBox="0 0 24 24" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
          <path d="M0 0h24" />
        </svg>
      </>
    );
    expect(staticMarkup(node)).toBe(renderToStaticMarkup(node));
  });

  it('refuses what needs React or the browser on the page', () => {
    const clientReference = Object.assign(() => null, { $$typeof: Symbol.for('react.client.reference') });
    const ClientThing = clientReference as unknown as () => null;
    expect(() => staticMarkup(<ClientThing />)).toThrow(/client component/);
    expect(() => staticMarkup(<a onClick={() => {}}>x</a>)).toThrow(/onClick/);
    expect(() => staticMarkup(<input defaultValue="x" />)).toThrow(/<input>/);
    expect(() => staticMarkup(<a href="javascript:alert(1)">x</a>)).toThrow(/javascript:/);
    expect(() => staticMarkup(<p style={{ color: 'red' }}>x</p>)).toThrow(/style/);
    const Async = async () => <p>x</p>;
    expect(() => staticMarkup(<Async />)).toThrow(/async/);
  });
});
