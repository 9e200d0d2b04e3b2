import { describe, expect, it } from 'vitest';
import { isRenderedOnFirstRequest } from './rendered-on-first-request';

describe('pages Next.js renders on their first request and keeps (issue 45: a post published after the build)', () => {
  it('takes a blog post’s path, whatever its slug', () => {
    expect(isRenderedOnFirstRequest('/resources/blogs/solar-borehole-pumps-in-kenya')).toBe(true);
    expect(isRenderedOnFirstRequest('/resources/blogs/lusaka2026')).toBe(true);
  });

  it('leaves out the blog list, deeper paths, other pages and what no slug spells', () => {
    expect(isRenderedOnFirstRequest('/resources/blogs')).toBe(false);
    expect(isRenderedOnFirstRequest('/resources/blogs/')).toBe(false);
    expect(isRenderedOnFirstRequest('/resources/blogs/a-post/opengraph-image')).toBe(false);
    expect(isRenderedOnFirstRequest('/resources/news-and-events')).toBe(false);
    expect(isRenderedOnFirstRequest('/resources/blogs/Upper-Case')).toBe(false);
    expect(isRenderedOnFirstRequest('/pump-selector')).toBe(false);
  });
});
