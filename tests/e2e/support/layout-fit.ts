import type { Page } from '@playwright/test';

/**
 * Layout measurements of issue 25 ("done when"): at 360 px no page is wider than the screen (a phone
 * would pan the whole page sideways), and at 1440 px no table or chart is cut off without a box of its
 * own to scroll in. Used on each template's first route by the a11y spec (the same page load as its
 * scans) and on the other measured URLs by widths.spec.ts.
 */

/** Why a page's document is wider than its 360 px viewport, or null. */
export async function tooWide(page: Page): Promise<string | null> {
  const { documentWidth, viewport, widest } = await page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    // The deepest element reaching past the right edge, to say what to fix.
    let widest = '';
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const right = el.getBoundingClientRect().right;
      if (right > viewport + 1 && el.children.length === 0) {
        widest = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}` : ''} (right edge ${Math.round(right)} px)`;
        break;
      }
    }
    return { documentWidth: document.documentElement.scrollWidth, viewport, widest };
  });
  return documentWidth > viewport ? `document ${documentWidth} px in a ${viewport} px viewport; e.g. ${widest}` : null;
}

/**
 * Tables and charts (the SVG of a figure) cut off: reaching past an ancestor that hides its overflow,
 * or past the viewport, with no ancestor that scrolls sideways (a scroll box) in between.
 */
export async function clippedTablesAndCharts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    for (const el of document.querySelectorAll<Element>('main table, main figure svg')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0) continue;
      const name = el.tagName.toLowerCase() === 'table' ? 'table' : 'chart';
      let clippedBy: string | null = null;
      let scrollBox = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const overflowX = getComputedStyle(a).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') {
          scrollBox = true;
          break;
        }
        if ((overflowX === 'hidden' || overflowX === 'clip') && box.right > a.getBoundingClientRect().right + 1) {
          clippedBy = `a ${a.tagName.toLowerCase()} that hides its overflow`;
          break;
        }
      }
      if (!clippedBy && !scrollBox && box.right > viewport + 1) clippedBy = 'the viewport';
      if (clippedBy) {
        const caption = el.querySelector('caption')?.textContent ?? el.getAttribute('aria-label') ?? '';
        problems.push(`${name} "${caption.slice(0, 60)}" (${Math.round(box.width)} px) cut off by ${clippedBy}`);
      }
    }
    return problems;
  });
}

/** A section rendered on demand (`content-deferred-*`, content-visibility: auto, decision 0030), measured. */
interface DeferredSection {
  /** Its tag and first heading, e.g. `section "Applications"`. */
  name: string;
  /** Its height before it was rendered: the placeholder while it was skipped, px. */
  placeholderPx: number;
  /** Its height rendered at the current width, px. */
  contentPx: number;
}

/**
 * Renders every section rendered on demand once at the current width, as a visitor's scrolling does,
 * so that each skipped section keeps its height at this width, and returns each one's height before
 * and after. Needed before an axe-core scan after a resize: a section last rendered at 1440 px
 * remembers that height, too short at 360 px, and axe-core measures the text reaching past it against
 * the wrong background (dequelabs/axe-core#2768).
 */
export async function renderDeferredSections(page: Page): Promise<DeferredSection[]> {
  return page.evaluate(async () => {
    const deferred = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (el) => getComputedStyle(el).contentVisibility === 'auto',
    );
    const placeholders = deferred.map((el) => el.getBoundingClientRect().height);
    for (const el of deferred) el.style.contentVisibility = 'visible';
    const contents = deferred.map((el) => el.getBoundingClientRect().height);
    // A rendering update records each section's size (when ResizeObserver runs), then they go back.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const el of deferred) el.style.contentVisibility = '';
    return deferred.map((el, i) => ({
      name: `${el.tagName.toLowerCase()} "${el.querySelector('h2, h3')?.textContent?.trim().slice(0, 40) ?? ''}"`,
      placeholderPx: placeholders[i]!,
      contentPx: contents[i]!,
    }));
  });
}

/**
 * Sections rendered on demand whose placeholder height is shorter than the section: while skipped,
 * such a section's text reaches past its box, and contrast checks that read the layout as loaded
 * (Lighthouse's axe-core) measure the text against whatever lies there. Run on a page as loaded,
 * before anything has scrolled or focused into it; measuring renders each section once
 * ({@link renderDeferredSections}).
 * @returns one line per short placeholder, e.g. `section "Applications": placeholder 480 px, content 620 px`
 */
export async function shortDeferredPlaceholders(page: Page): Promise<string[]> {
  return (await renderDeferredSections(page))
    .filter((section) => section.contentPx > section.placeholderPx + 1)
    .map(
      (section) =>
        `${section.name}: placeholder ${Math.round(section.placeholderPx)} px, content ${Math.round(section.contentPx)} px`,
    );
}
