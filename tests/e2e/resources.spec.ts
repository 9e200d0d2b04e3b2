import { expect, test, type Page } from './support/test';
import { paths } from '../../src/config/paths';
import { readResources } from '../../src/content/resources';
import { waitHydrated } from './support/client-code';

/**
 * Resource pages of SPEC 2.11: News and Events (award, eight auto-playing event carousels),
 * Gallery (videos, click-to-load embeds, photo grids with a keyboard-operable lightbox) and
 * Downloads (brochure cards opening their PDFs in a new tab). Expected texts come from content.
 */
const { events, gallery, brochures } = readResources();

/** Hosts of the video-sharing provider: none may be contacted before a facade is pressed. */
const videoHost = /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|youtu\.be)$/;
const isVideoHostRequest = (url: string) => {
  try {
    return videoHost.test(new URL(url).hostname);
  } catch {
    return false;
  }
};

/** The page's `<h1>` and breadcrumb Home > Resources > {label}; the hero is 450 px high. */
async function expectResourceHeader(page: Page, label: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'Resources', label]);
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', paths.home);
  const hero = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 1 }) })
    .first();
  expect((await hero.boundingBox())?.height).toBe(450);
}

/** Every picture of the page answers 200 (next/image URLs included). */
async function expectImagesLoad(page: Page) {
  const sources = await page.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
  expect(sources.length).toBeGreaterThan(0);
  for (const src of new Set(sources)) {
    expect(src, 'img without src').not.toBe('');
    const response = await page.request.get(src);
    expect(response.status(), src).toBe(200);
  }
}

test.describe('News and Events', () => {
  test('shows the award and the eight event carousels in SPEC order with every photo', async ({ page }) => {
    const response = await page.goto(paths.newsAndEvents);
    expect(response?.status()).toBe(200);
    await expectResourceHeader(page, 'News & Events');
    await expect(page.getByRole('img', { name: gallery.award.alt })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: gallery.award.title })).toBeVisible();

    const sets = page.getByTestId('event-set');
    await expect(sets.getByRole('heading', { level: 2 })).toHaveText([
      'Kenya Product Launch 2025',
      'Zambia Agritech Expo 2025',
      'Milano Italy 2024',
      'Milano Italy 2022',
      'Big 5 Dubai 2019',
      'Big 5 Dubai 2018',
      'Big 5 Dubai 2017',
      'Milano Italy 2018',
    ]);
    const counts = [5, 5, 18, 7, 6, 5, 3, 4];
    for (const [i, event] of events.entries()) {
      const carousel = page.getByRole('region', { name: `${event.title} photos` });
      const images = carousel.getByRole('group').getByRole('img');
      await expect(images).toHaveCount(counts[i]!);
      expect(await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual(
        event.images.map((img) => img.alt),
      );
    }
    await expectImagesLoad(page);
  });

  test('an event carousel advances on its own', async ({ page }) => {
    // The page's timers run on a clock the test can move on, so the 3 s autoplay interval is not waited for.
    await page.clock.install();
    await page.goto(paths.newsAndEvents);
    // Embla loads as the carousel nears the screen (issue 16).
    const carousel = page.getByRole('region', { name: 'Milano Italy 2024 photos' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-carousel', 'running');
    await page.mouse.move(0, 0);
    const navigation = page.getByRole('group', { name: 'Milano Italy 2024 photos navigation' });
    const current = navigation.locator('[aria-current="true"]');
    await expect(current).toHaveAttribute('aria-label', 'Go to slide 1');
    // SPEC 9: autoplay every 3000 ms.
    await page.clock.runFor(3000);
    await expect(current).not.toHaveAttribute('aria-label', 'Go to slide 1');
  });

  test('shows 1, 2, 3 and 5 photos per view at 320, 767, 992 and 1025 px', async ({ page }) => {
    for (const [width, perView] of [
      [360, 1],
      [767, 2],
      [992, 3],
      [1025, 5],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(paths.newsAndEvents);
      const carousel = page.getByRole('region', { name: 'Milano Italy 2024 photos' });
      const viewport = await carousel.getByTestId('carousel-viewport').boundingBox();
      const slide = await carousel.getByRole('group').first().boundingBox();
      expect(Math.round(viewport!.width / slide!.width), `at ${width} px`).toBe(perView);
    }
  });
});

test.describe('Gallery', () => {
  test('shows the award, videos, embed groups and photo grids', async ({ page }) => {
    const response = await page.goto(paths.gallery);
    expect(response?.status()).toBe(200);
    await expectResourceHeader(page, 'Gallery');
    await expect(page.getByRole('img', { name: gallery.award.alt })).toBeVisible();

    // A video served from the site stands in as a link to its file with a lazy picture (a video's
    // poster is fetched at once, wherever it is, and held up the banner on phones); pressed, it
    // becomes the player, focused.
    const videos = [...gallery.videos, ...gallery.showroomVideos.videos];
    await expect(page.getByTestId('local-video')).toHaveCount(videos.length);
    await expect(page.locator('video')).toHaveCount(0);
    for (const video of videos) {
      const standIn = page.getByRole('link', { name: `Play video: ${video.title}` });
      await expect(standIn).toHaveAttribute('href', video.src);
      await expect(standIn.locator('img')).toHaveAttribute('loading', 'lazy');
      expect((await page.request.head(video.src)).status(), video.src).toBe(200);
    }
    const first = page.getByRole('link', { name: `Play video: ${videos[0]!.title}` });
    await waitHydrated(first);
    await first.click();
    const player = page.locator('video').filter({ has: page.locator(`source[src="${videos[0]!.src}"]`) });
    await expect(player).toHaveAttribute('controls', '');
    await expect(player).toBeFocused();
    expect(page.url()).toMatch(/\/resources\/gallery$/);

    await expect(page.getByTestId('video-group').getByRole('heading', { level: 3 })).toHaveText([
      'Company',
      'Behind the scenes & Insights',
      'Field Installations And Testimonials',
    ]);
    await expect(page.getByRole('heading', { level: 3, name: gallery.showroomVideos.title }).first()).toBeVisible();

    const grids = page.getByTestId('gallery-grid');
    await expect(grids.getByRole('heading', { level: 3 })).toHaveText([
      'Meets',
      'Libya Showroom',
      'Morocco Showroom',
      'East Africa',
    ]);
    for (const [id, count] of [
      ['meets', 5],
      ['libya-showroom', 5],
      ['morocco-showroom', 2],
      ['east-africa', 10],
    ] as const) {
      await expect(page.locator(`[data-grid-id="${id}"]`).getByRole('button')).toHaveCount(count);
    }
    await expectImagesLoad(page);
  });

  test('embedded videos load nothing from the video host until a facade is pressed', async ({ page }) => {
    const hostRequests: string[] = [];
    page.on('request', (request) => {
      if (isVideoHostRequest(request.url())) hostRequests.push(request.url());
    });
    await page.goto(paths.gallery);
    // Scroll through the whole page so anything lazy would have loaded.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        // Two frames: layout and intersection observers see each position before the next scroll.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    await page.waitForLoadState('networkidle');
    expect(hostRequests).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);

    const first = gallery.videoGroups[0]!.videos[0]!;
    const facade = page.getByRole('button', { name: `Play video: ${first.title}` });
    await expect(page.getByTestId('video-facade')).toHaveCount(gallery.videoGroups.flatMap((g) => g.videos).length);
    const hostRequest = page.waitForRequest((request) => isVideoHostRequest(request.url()));
    await facade.click();
    const iframe = page.locator('iframe');
    await expect(iframe).toHaveCount(1);
    await expect(iframe).toHaveAttribute('title', first.title);
    await expect(iframe).toHaveAttribute(
      'src',
      new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${first.videoId}\\?`),
    );
    await expect(iframe).toBeFocused();
    await hostRequest;
  });

  test('the lightbox opens with Enter, moves with the arrow keys and closes with Escape', async ({ page }) => {
    await page.goto(paths.gallery);
    const grid = gallery.grids.find((g) => g.id === 'meets')!;
    const thumbnail = page.locator('[data-grid-id="meets"]').getByRole('button').first();
    await waitHydrated(thumbnail);
    await thumbnail.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Meets photos' });
    await expect(dialog).toBeVisible();
    const current = dialog.locator('.yarl__slide_current img');
    await expect(current).toHaveAttribute('alt', grid.images[0]!.alt);
    await expect(dialog.getByText(`1 / ${grid.images.length}`)).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(current).toHaveAttribute('alt', grid.images[1]!.alt);
    await page.keyboard.press('ArrowRight');
    await expect(current).toHaveAttribute('alt', grid.images[2]!.alt);
    await page.keyboard.press('ArrowLeft');
    await expect(current).toHaveAttribute('alt', grid.images[1]!.alt);
    await expect(dialog.getByText(`2 / ${grid.images.length}`)).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(thumbnail).toBeFocused();
  });
});

test.describe('Downloads', () => {
  test('lists 21 brochures for 50 Hz and 11 for 60 Hz, each opening its PDF in a new tab', async ({ page }) => {
    const response = await page.goto(paths.downloads);
    expect(response?.status()).toBe(200);
    await expectResourceHeader(page, 'Downloads');

    const sections = page.getByTestId('brochure-section');
    await expect(sections.getByRole('heading', { level: 2 })).toHaveText(['BROCHURES - 50Hz', 'BROCHURES - 60Hz']);
    const expected = {
      0: brochures.filter((b) => b.hz === '50hz').sort((a, b) => a.no - b.no),
      1: brochures.filter((b) => b.hz === '60hz').sort((a, b) => a.no - b.no),
    };
    expect(expected[0]).toHaveLength(21);
    expect(expected[1]).toHaveLength(11);

    for (const index of [0, 1] as const) {
      const cards = sections.nth(index).getByTestId('brochure-card');
      await expect(cards).toHaveCount(expected[index].length);
      // Covers are decorative (the title names the card), so they are plain img elements without a role.
      await expect(cards.locator('img')).toHaveCount(expected[index].length);
      for (const [i, brochure] of expected[index].entries()) {
        const card = cards.nth(i);
        await expect(card).toContainText(brochure.title);
        await expect(card).toHaveAttribute('href', brochure.file);
        await expect(card).toHaveAttribute('target', '_blank');
        await expect(card).toHaveAttribute('rel', /noopener/);
        const pdf = await page.request.get(brochure.file);
        expect(pdf.status(), brochure.file).toBe(200);
        expect(pdf.headers()['content-type']).toContain('application/pdf');
      }
    }
    await expectImagesLoad(page);
  });

  test('a brochure card opens its PDF in a new tab', async ({ page, context }) => {
    await page.goto(paths.downloads);
    const card = page.getByTestId('brochure-card').first();
    const href = await card.getAttribute('href');
    // A browser without a PDF viewer (headless Chromium) turns the navigation into a download, so the
    // tab's address may never change: the proof is the new tab's own navigation request for the PDF.
    const [popup, request] = await Promise.all([
      context.waitForEvent('page'),
      context.waitForEvent('request', (r) => new URL(r.url()).pathname === href),
      card.click(),
    ]);
    expect(popup).not.toBe(page);
    expect(request.isNavigationRequest()).toBe(true);
    expect(request.frame().page()).toBe(popup);
  });
});
