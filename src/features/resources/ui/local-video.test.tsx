import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { LocalVideo } from './local-video';

const video = {
  title: 'Kavex showroom in Nairobi, Kenya',
  src: '/media/showroom-kenya.mp4',
  poster: '/images/pages/showroom-kenya-poster.webp',
};

// That the picture loads lazily, after the banner, and the video plays needs a real browser: tests/e2e/resources.spec.ts.
describe('gallery video served from the site (SPEC 2.11)', () => {
  it('stands in with a lazy picture and a link to the file, so it plays without JavaScript too', () => {
    const { container } = render(<LocalVideo video={video} />);
    const link = screen.getByRole('link', { name: `Play video: ${video.title}` });
    expect(link).toHaveAttribute('href', video.src);
    const picture = container.querySelector('img');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByText(video.title, { selector: 'figcaption' })).toBeInTheDocument();
  });

  it('swaps in the player when pressed, starts it and moves focus to it', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    // The component files share one window per worker (decision 0026): the spy must not outlive this test.
    onTestFinished(() => play.mockRestore());
    const { container } = render(<LocalVideo video={video} />);
    fireEvent.click(screen.getByRole('link', { name: `Play video: ${video.title}` }));
    const player = container.querySelector('video');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAccessibleName(video.title);
    expect(player?.querySelector('source')).toHaveAttribute('src', video.src);
    expect(player).toHaveFocus();
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: /Play video/ })).toBeNull();
  });
});
