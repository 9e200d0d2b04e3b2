import { expect, test } from './support/test';
import { paths } from '../../src/config/paths';
import { blogPreview, blogSections, loadBlogs } from '../../src/content/blogs';

/**
 * Blogs (SPEC 2.11): the list in reverse order with 300-character previews ending in '...', and the
 * detail pages with the breadcrumb Home > Blogs > title. Unknown ids are a 404.
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
});

for (const blog of blogs) {
  test(`detail page ${blog.id}`, async ({ page }) => {
    const response = await page.goto(paths.blog(blog.id));
    expect(response?.status()).toBe(200);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'Blogs', blog.title]);
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', paths.home);
    await expect(breadcrumb.getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', paths.blogs);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.title);
    const cover = page.getByRole('img', { name: blog.imageAlt });
    await expect(cover).toBeVisible();
    expect((await page.request.get((await cover.getAttribute('src'))!)).status()).toBe(200);
    await expect(page.getByTestId('blog-description')).toHaveText(blog.description);
    const byline = page.getByTestId('blog-byline');
    await expect(byline).toContainText(blog.author);
    await expect(byline.locator('time')).toHaveAttribute('datetime', blog.published);
    // Body sections (## in Markdown) are h2 under the title's h1.
    const article = page.locator('article').first();
    for (const section of blogSections(blog.body)) {
      await expect(article.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
    }
    await expect(page).toHaveTitle(new RegExp(blog.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  });
}

test('an unknown blog id is a 404', async ({ page }) => {
  const response = await page.goto(paths.blog('no-such-post'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
});
