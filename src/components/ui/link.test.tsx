import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './link';

// Next's <Link> prefetches only under the App Router in production; what this wrapper decides is
// the `prefetch` it passes, so the stand-in shows it on the anchor.
vi.mock('next/link', () => ({
  default: ({ prefetch, href, ...props }: ComponentProps<'a'> & { prefetch?: boolean | null; href: string }) => (
    <a href={href} data-prefetch={String(prefetch)} {...props} />
  ),
}));

const link = () => screen.getByRole('link', { name: 'Pump selector' });

describe('Link: prefetch on intent (issue 26, decision 0025)', () => {
  it('does not prefetch a route merely shown on the page', () => {
    render(<Link href="/pump-selector">Pump selector</Link>);
    expect(link()).toHaveAttribute('data-prefetch', 'false');
    expect(link()).toHaveAttribute('href', '/pump-selector');
  });

  it.each([
    ['the pointer moves over it', (a: HTMLElement) => fireEvent.mouseEnter(a)],
    ['it is touched', (a: HTMLElement) => fireEvent.touchStart(a)],
    ['it takes keyboard focus', (a: HTMLElement) => fireEvent.focus(a)],
  ])('prefetches (Next.js default) once %s, and still calls the caller’s handler', (_, intent) => {
    const handlers = { onMouseEnter: vi.fn(), onTouchStart: vi.fn(), onFocus: vi.fn() };
    render(
      <Link href="/pump-selector" {...handlers}>
        Pump selector
      </Link>,
    );
    intent(link());
    expect(link()).toHaveAttribute('data-prefetch', 'null');
    expect(Object.values(handlers).filter((h) => h.mock.calls.length === 1)).toHaveLength(1);
  });

  it('never prefetches when the caller turns prefetching off', () => {
    render(
      <Link href="/pump-selector" prefetch={false}>
        Pump selector
      </Link>,
    );
    fireEvent.mouseEnter(link());
    expect(link()).toHaveAttribute('data-prefetch', 'false');
  });
});
