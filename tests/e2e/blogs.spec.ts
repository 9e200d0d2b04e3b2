import { expect, test } from './support/test';
import { paths } from '../../src/config/paths';
import { blogPreview, loadBlogs } from '../../src/content/blogs';

/**
 * Blogs (SPEC 2.11) in a browser: the list in reverse order with 300-character previews ending in
 * '...', Read more opening the post, and unknown ids a 404. Each post's content (breadcrumb Home >
 * Blogs > title, heading, cover, byline, sections) is checked on its server render in Vitest
 * (src/features/blog/ui/blog-article.test.tsx).
 */
const blogs = loadBlogs({ checkFiles: false });

test('the list shows every post, newest first, with image, title, preview and Read more', async ({ page }) => {
  const response = await page.goto(paths.blogs);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogs');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
    'Home',
    'Resources',
    'Blogs',
  ]);

  const newestFirst = [...blogs].reverse();
  const cards = page.getByTestId('blog-card');
  await expect(cards).toHaveCount(blogs.length);
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(newestFirst.map((b) => b.title));

  for (const [i, blog] of newestFirst.entries()) {
    const card = cards.nth(i);
    const preview = await card.getByTestId('blog-preview').textContent();
    expect(preview).toBe(blogPreview(blog.description));
    expect(preview!.endsWith('...')).toBe(true);
    expect(Array.from(preview!.slice(0, -3))).toHaveLength(300);
    expect(blog.description.startsWith(preview!.slice(0, -3))).toBe(true);
    await expect(card.getByRole('link', { name: `Read more about ${blog.title}`, exact: true })).toHaveAttribute(
      'href',
      paths.blog(blog.id),
    );
    await expect(card.locator('img')).toHaveCount(1);
  }
});

test('Read more opens the post', async ({ page }) => {
  const newest = blogs.at(-1)!;
  await page.goto(paths.blogs);
  await page.getByRole('link', { name: `Read more about ${newest.title}`, exact: true }).click();
  await expect(page).toHaveURL(paths.blog(newest.id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.title);
  await expect(page).toHaveTitle(new RegExp(newest.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
});

test('an unknown blog id is a 404', async ({ page }) => {
  const response = await page.goto(paths.blog('no-such-post'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
});
