import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '@/components/layout/site-footer';
import { getBlogs } from '@/content/blogs';
import { getCatalogueRoutes, getProductMenu } from '@/content/catalogue-routes';
import { BlogArticle } from '@/features/blog';
import { CataloguePage } from '@/features/catalogue';
import { CompanyPage } from '@/features/company';

/**
 * `staticMarkup` writes what React DOM's `renderToStaticMarkup` writes (decision 0022): every page
 * that uses `<StaticHtml>` is rendered twice, once as built (the subtree written by staticMarkup into
 * `dangerouslySetInnerHTML`) and once with the same wrapper whose children React renders itself; the
 * two documents must be byte for byte the same. So a visitor, a crawler and the browser tests get the
 * HTML they got before the subtree stopped being hydrated.
 */

const mode = vi.hoisted(() => ({ reactWrites: false }));

vi.mock('@/components/ui/static-html', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/components/ui/static-html')>();
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
