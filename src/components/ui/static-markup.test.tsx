import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '@/components/layout/site-footer';
import { getBlogs } from '@/content/blogs';
import { getCatalogueRoutes, getProductMenu } from '@/content/catalogue-routes';
import { BlogArticle } from '@/features/blog';
import { CataloguePage } from '@/features/catalogue';
import { CompanyPage } from '@/features/company';
import { staticMarkup } from './static-markup';

/**
 * `staticMarkup` writes what React DOM's `renderToStaticMarkup` writes (decision 0022): every page
 * that uses `<StaticHtml>` is rendered twice, once as built (the subtree written by staticMarkup into
 * `dangerouslySetInnerHTML`) and once with the same wrapper whose children React renders itself; the
 * two documents must be byte for byte the same. So a visitor, a crawler and the browser tests get the
 * HTML they got before the subtree stopped being hydrated.
 */

const mode = vi.hoisted(() => ({ reactWrites: false }));

vi.mock('@/components/ui/static-html', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./static-html')>();
  return {
    StaticHtml: (props: { children: ReactNode; className?: string }) =>
      mode.reactWrites ? (
        <div data-static-html="" className={props.className ?? 'contents'}>
          {props.children}
        </div>
      ) : (
        actual.StaticHtml(props)
      ),
  };
});

/** HTML of `page` as built, and as React would write it without StaticHtml. */
function bothWays(page: () => ReactNode): { built: string; react: string } {
  mode.reactWrites = false;
  const built = renderToStaticMarkup(page());
  mode.reactWrites = true;
  const react = renderToStaticMarkup(page());
  mode.reactWrites = false;
  return { built, react };
}

describe('StaticHtml pages are the HTML React writes', () => {
  const productRoutes = getCatalogueRoutes().filter((r) => r.kind === 'detail' || r.kind === 'static');

  it.each(productRoutes.map((r) => [r.path, r] as const))('%s', (_path, route) => {
    const { built, react } = bothWays(() => <CataloguePage path={route.path} />);
    expect(built).toContain('data-static-html');
    expect(built).toBe(react);
  });

  it.each(getBlogs().map((b) => [b.id, b] as const))('blog %s', (_id, blog) => {
    const { built, react } = bothWays(() => <BlogArticle blog={blog} />);
    expect(built).toContain('data-static-html');
    expect(built).toBe(react);
  });

  it('the company page', () => {
    const { built, react } = bothWays(() => <CompanyPage />);
    expect(built).toContain('data-static-html');
    expect(built).toBe(react);
  });

  it('the footer', () => {
    const { built, react } = bothWays(() => <SiteFooter productMenu={getProductMenu()} />);
    expect(built).toContain('data-static-html');
    expect(built).toBe(react);
  });
});

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
