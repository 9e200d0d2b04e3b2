import { within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { blogSections, getBlogs } from '@/content/blogs';
import { BlogArticle } from './blog-article';

/**
 * Every blog post (SPEC 2.11) as the server renders it (each post is prerendered, so this is the HTML
 * a visitor, a crawler or a browser without JavaScript gets): breadcrumb Home > Blogs > title, the
 * title as the one h1, the cover picture with its alt text, the standfirst, the byline with author and
 * machine-readable date, and each `##` section of the body as an h2. The list, Read more and the 404
 * of an unknown id are tests/e2e/blogs.spec.ts; the cover's file is found by the link crawl.
 */

/** The post rendered to HTML and parsed into an inert template (its picture loads nothing). */
function renderPost(blog: (typeof blogs)[number]): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = `<div>${renderToStaticMarkup(<BlogArticle blog={blog} posts={blogs} />)}</div>`;
  return template.content.firstElementChild as HTMLElement;
}

const blogs = getBlogs();

describe.each(blogs.map((blog) => [blog.id, blog] as const))('blog post %s', (_, blog) => {
  const post = renderPost(blog);
  const article = post.querySelector('article')!;

  it('has the breadcrumb Home > Blogs > its title, with links to home and the list', () => {
    const breadcrumb = within(post).getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Home', 'Blogs', blog.title]);
    expect(within(breadcrumb).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe(paths.home);
    expect(within(breadcrumb).getByRole('link', { name: 'Blogs' }).getAttribute('href')).toBe(paths.blogs);
  });

  it('shows its title as the one h1, its cover with alt text, the standfirst and the byline', () => {
    expect(
      within(post)
        .getAllByRole('heading', { level: 1 })
        .map((h) => h.textContent),
    ).toEqual([blog.title]);
    expect(within(article).getByRole('img', { name: blog.imageAlt }).getAttribute('alt')).toBe(blog.imageAlt);
    expect(within(article).getByTestId('blog-description').textContent).toBe(blog.description);
    const byline = within(article).getByTestId('blog-byline');
    expect(byline.textContent).toContain(blog.author);
    expect(byline.querySelector('time')?.getAttribute('datetime')).toBe(blog.published);
  });

  it('has each section of its body as an h2 of the article', () => {
    const sections = blogSections(blog.body);
    expect(sections.length).toBeGreaterThan(0);
    const headings = within(article)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual(sections);
  });
});
