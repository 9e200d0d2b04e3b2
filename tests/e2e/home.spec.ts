import { expect, test, type Locator, type Page } from '@playwright/test';
import { getBlogs } from '../../src/content/blogs';
import { readResources } from '../../src/content/resources';

/**
 * Home page (SPEC 2.3, 4, 9): event pop-up timing and dismissal, hero video, industry tiles,
 * corporate video dialog, first three blogs. Expected values come from the content files.
 */
const { home } = readResources();
const blogs = getBlogs().slice(0, 3);

// The tests never reach the video provider: its embed is answered with an empty page.
test.beforeEach(async ({ page }) => {
  await page.route(/youtube-nocookie\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Video</title>' }),
  );
});

// The pop-up makes the rest of the page inert (hidden from role queries) while it is open, so
// tests of other sections close it first.
const popup = (page: Page) => page.getByRole('dialog', { name: home.popup.title });

/**
 * Waits until a dialog has finished its opening transition (300 ms). A visitor cannot click the
 * backdrop sooner, and the dialog only starts listening for outside clicks after it has mounted.
 */
async function settled(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
}

/** Waits for the event pop-up (which makes the rest of the page inert) and closes it with Escape. */
async function dismissPopup(page: Page) {
  await settled(popup(page));
  await page.keyboard.press('Escape');
  await expect(popup(page)).toBeHidden();
}

test('has its title and description', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await dismissPopup(page);
  await expect(page).toHaveTitle(/Kavex Pumps/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /submersible pumps/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.heading);
});

test.describe('event pop-up', () => {
  test('shows the event picture and link, takes focus and closes with its button', async ({ page }) => {
    await page.goto('/');
    const dialog = popup(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: home.popup.alt })).toBeVisible();
    await expect(dialog.getByRole('link', { name: home.popup.link.label })).toHaveAttribute(
      'href',
      home.popup.link.href,
    );
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    // Focus stays in the dialog while it is open.
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await close.click();
    await expect(dialog).toBeHidden();
    // Focus goes back to the page: the next Tab reaches the skip link at its top.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  });

  test('closes with Escape', async ({ page }) => {
    await page.goto('/');
    await expect(popup(page).getByRole('button', { name: 'Close' })).toBeFocused();
    await settled(popup(page));
    await page.keyboard.press('Escape');
    await expect(popup(page)).toBeHidden();
    expect(await page.evaluate(() => document.querySelector('[role="dialog"]') === null)).toBe(true);
  });
});

test.describe('hero video', () => {
  test('is a looping, muted, autoplaying inline video over a preloaded still and with a pause button', async ({
    page,
  }) => {
    await page.goto('/');
    const video = page.getByTestId('hero-video');
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('muted', '');
    await expect(video).toHaveAttribute('playsinline', '');
    // The still frame is a picture under the video, preloaded at high priority (issue 16: the LCP).
    const variants = `/_img/${home.hero.poster.replace(/^\/images\//, '')}.`;
    const still = page.locator('section[aria-labelledby="hero-heading"] picture img');
    await expect.poll(() => still.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(variants);
    await expect(page.locator(`link[rel="preload"][fetchpriority="high"][imagesrcset*="${variants}"]`)).toHaveCount(1);
    await expect(video).toHaveAttribute('autoplay', '');
    const sources = await video
      .locator('source')
      .evaluateAll((els) => els.map((s) => [s.getAttribute('src'), s.getAttribute('type')]));
    expect(sources).toEqual([
      [home.hero.webm, 'video/webm'],
      [home.hero.mp4, 'video/mp4'],
    ]);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.loop)).toBe(true);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);

    await dismissPopup(page);
    await page.getByRole('button', { name: 'Pause background video' }).click();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.getByRole('button', { name: 'Play background video' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('stays paused and does not autoplay until the visitor presses Play', async ({ page }) => {
      await page.goto('/');
      // The pop-up opens after hydration, so by then the video has had its chance to start.
      await dismissPopup(page);
      const video = page.getByTestId('hero-video');
      await expect(video).not.toHaveAttribute('autoplay');
      expect(await video.evaluate((v: HTMLVideoElement) => v.paused && v.currentTime === 0)).toBe(true);
      await page.getByRole('button', { name: 'Play background video' }).click();
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    });
  });
});

test('shows the six industry tiles in SPEC order, each with a picture', async ({ page }) => {
  await page.goto('/');
  await dismissPopup(page);
  const tiles = page.getByTestId('industry-tiles').getByRole('listitem');
  await expect(tiles.getByRole('heading')).toHaveText([
    'Building & Commercial',
    'Industrial',
    'Irrigation',
    'Solar Pumps',
    'Residential',
    'Waste Water Management',
  ]);
  for (const tile of await tiles.all()) {
    await expect(tile.locator('img')).toHaveCount(1);
  }
});

test('About Us has the borehole solutions and customised industrial pumping blocks', async ({ page }) => {
  await page.goto('/');
  await dismissPopup(page);
  const about = page.getByRole('region', { name: home.about.heading });
  await expect(about.getByRole('heading', { name: home.about.borehole.title })).toBeVisible();
  await expect(about.getByRole('heading', { name: home.about.industrial.title })).toBeVisible();
  await expect(about.getByRole('link', { name: home.about.link.label })).toHaveAttribute('href', home.about.link.href);
});

test.describe('corporate video dialog', () => {
  const { videoId, title } = home.corporateVideo;
  const playName = `Play video: ${title}`;

  test('creates the privacy-enhanced, non-autoplaying 16:9 embed only when opened', async ({ page }) => {
    await page.goto('/');
    await dismissPopup(page);
    await expect(page.locator('iframe')).toHaveCount(0);
    const play = page.getByRole('button', { name: playName });
    await play.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: title });
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute(
      'src',
      new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${videoId}(\\?|$)`),
    );
    await expect(frame).toHaveAttribute('title', title);
    const src = (await frame.getAttribute('src')) ?? '';
    expect(src).not.toMatch(/autoplay=1|mute=1/);
    const box = await frame.boundingBox();
    expect(box && box.width / box.height).toBeCloseTo(16 / 9, 1);
  });

  test('closes with Escape and returns focus to the play button', async ({ page }) => {
    await page.goto('/');
    await dismissPopup(page);
    const play = page.getByRole('button', { name: playName });
    await play.click();
    await settled(page.getByRole('dialog', { name: title }));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: title })).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(play).toBeFocused();
  });

  test('closes with a backdrop click', async ({ page }) => {
    await page.goto('/');
    await dismissPopup(page);
    await page.getByRole('button', { name: playName }).click();
    await settled(page.getByRole('dialog', { name: title }));
    await page.mouse.click(8, 8);
    await expect(page.getByRole('dialog', { name: title })).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('closes with its Close button', async ({ page }) => {
    await page.goto('/');
    await dismissPopup(page);
    await page.getByRole('button', { name: playName }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});

test('shows the first three blogs with Know More links and View More Blogs', async ({ page }) => {
  await page.goto('/');
  await dismissPopup(page);
  const cards = page.getByTestId('home-blogs').getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole('heading')).toHaveText(blogs.map((b) => b.title));
  const links = page.getByTestId('home-blogs').getByRole('link', { name: /^Know More/ });
  await expect(links).toHaveCount(3);
  const hrefs = await links.evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs).toEqual(blogs.map((b) => `/resources/blogs/${b.id}`));
  // Each link says which post it opens to a screen reader, not just 'Know More'.
  for (const blog of blogs)
    await expect(page.getByRole('link', { name: `Know More about ${blog.title}`, exact: true })).toBeVisible();
  for (const card of await cards.all()) await expect(card.locator('img')).toHaveCount(1);
  for (const href of hrefs) expect((await page.request.get(href)).status()).toBe(200);
  await expect(page.getByRole('link', { name: 'View More Blogs' })).toHaveAttribute('href', '/resources/blogs');
});
