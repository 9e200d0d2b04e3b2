import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';
import { carouselLoadMarginPx } from './use-lazy-embla';

// Embla measures slides with layout a DOM emulator does not have, so a stand-in plays its part: three
// snap points, events, and the calls the carousel makes. What is tested is when the carousel loads
// and starts embla, and what it draws from it.
const embla = vi.hoisted(() => {
  const handlers = new Map<string, () => void>();
  const api = {
    selected: 0,
    on: vi.fn((event: string, handler: () => void) => (handlers.set(event, handler), api)),
    off: vi.fn(() => api),
    scrollSnapList: () => [0, 0.5, 1],
    selectedScrollSnap: () => api.selected,
    scrollTo: vi.fn((index: number) => {
      api.selected = index;
      handlers.get('select')?.();
    }),
    destroy: vi.fn(),
  };
  return { api, create: vi.fn(() => api), autoplay: { play: vi.fn(), stop: vi.fn() } };
});
vi.mock('embla-carousel', () => ({ default: embla.create }));
vi.mock('embla-carousel-autoplay', () => ({ default: vi.fn(() => embla.autoplay) }));

/** An IntersectionObserver the test drives: nothing is in view until `show()` is called. */
class SteeredIntersectionObserver {
  static last: SteeredIntersectionObserver | undefined;
  targets: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    SteeredIntersectionObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  show() {
    this.callback(
      this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}

const original = window.IntersectionObserver;

function renderCarousel() {
  return render(
    <Carousel label="Related products" slideClassName="basis-full" gapPx={12}>
      <p>KS4</p>
      <p>KP4</p>
      <p>KC4</p>
    </Carousel>,
  );
}

const dots = () => screen.queryAllByRole('button', { name: /^Go to slide/ });

describe('Carousel (issue 16: embla loads when the carousel nears the screen)', () => {
  beforeEach(() => {
    embla.create.mockClear();
    embla.api.selected = 0;
    window.IntersectionObserver = SteeredIntersectionObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    window.IntersectionObserver = original;
  });

  it('shows its slides from the server HTML and loads no carousel code while out of view', async () => {
    renderCarousel();
    expect(screen.getAllByRole('group', { name: /of 3$/ })).toHaveLength(3);
    expect(screen.getByText('KS4')).toBeInTheDocument();
    await act(async () => {});
    expect(embla.create).not.toHaveBeenCalled();
    expect(dots()).toHaveLength(0);
    expect(SteeredIntersectionObserver.last?.options.rootMargin).toBe(`${carouselLoadMarginPx}px 0px`);
  });

  it('starts when it comes near the screen: dots per snap point, autoplay running, a dot moves it', async () => {
    renderCarousel();
    await act(async () => SteeredIntersectionObserver.last!.show());
    await vi.waitFor(() => expect(dots()).toHaveLength(3));
    expect(embla.create).toHaveBeenCalledTimes(1);
    expect(embla.create).toHaveBeenCalledWith(screen.getByTestId('carousel-viewport'), expect.anything(), [
      embla.autoplay,
    ]);
    expect(embla.autoplay.play).toHaveBeenCalled();
    expect(dots()[0]).toHaveAttribute('aria-current', 'true');
    fireEvent.click(dots()[2]!);
    expect(embla.api.scrollTo).toHaveBeenCalledWith(2);
    expect(dots()[2]).toHaveAttribute('aria-current', 'true');
  });

  it('starts at once when a visitor points at it or tabs into it before it is scrolled near', async () => {
    renderCarousel();
    fireEvent.pointerEnter(screen.getByTestId('carousel-viewport'));
    await vi.waitFor(() => expect(dots()).toHaveLength(3));
    expect(embla.create).toHaveBeenCalledTimes(1);
  });

  it('stops embla when it leaves the page', async () => {
    const { unmount } = renderCarousel();
    await act(async () => SteeredIntersectionObserver.last!.show());
    await vi.waitFor(() => expect(dots()).toHaveLength(3));
    unmount();
    expect(embla.api.destroy).toHaveBeenCalled();
  });
});
