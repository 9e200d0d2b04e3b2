import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { HeroVideo } from './hero-video';

const hero = { webm: '/media/hero.webm', mp4: '/media/hero.mp4', poster: '/images/pages/hero-poster.webp' };

let play: Mock<() => Promise<void>>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
  play = vi.fn(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  // As in a browser on a slow network: the still frame has not arrived when the page hydrates.
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lets a few animation frames pass (16 ms each under fake timers). */
const frames = (n: number) => act(() => vi.advanceTimersByTimeAsync(16 * n));

describe('home hero video (SPEC 2.3, issue 16)', () => {
  it('starts playing only after the still frame has loaded and been painted, so the picture stays the LCP', async () => {
    const { container } = render(<HeroVideo {...hero} />);
    const video = screen.getByTestId('hero-video');
    await frames(10);
    expect(play).not.toHaveBeenCalled();
    expect(video).not.toHaveAttribute('autoplay');

    fireEvent.load(container.querySelector('picture img')!);
    await frames(1);
    expect(play).not.toHaveBeenCalled();
    await frames(2);
    expect(play).toHaveBeenCalledTimes(1);
    // Started by play(), not by the attribute: Chromium makes an autoplay video's first frame an LCP candidate.
    expect(video).not.toHaveAttribute('autoplay');
  });

  it('still starts when the still frame fails to load', async () => {
    const { container } = render(<HeroVideo {...hero} />);
    fireEvent.error(container.querySelector('picture img')!);
    await frames(3);
    expect(play).toHaveBeenCalledTimes(1);
  });
});
