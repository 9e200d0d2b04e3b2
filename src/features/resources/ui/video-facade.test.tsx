import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { variantUrl } from '@/lib/images/image-variants';
import { VideoFacade } from './video-facade';

const video = {
  videoId: 'KavexField2',
  title: 'Pressure boosting for sports fields in Bahrain',
  poster: '/images/blogs/bahrain-football-fields-pressure-boosting.webp',
  group: 'Field Installations And Testimonials',
};

// Pressing play (no host request before, focus into the player) needs a real browser: tests/e2e/resources.spec.ts.
describe('gallery video facade (SPEC 2.11, issue 15 item 11)', () => {
  it('shows its own poster with the group and title, and a running time only when known', () => {
    const { container, rerender } = render(<VideoFacade {...video} />);
    const button = screen.getByRole('button', { name: `Play video: ${video.title}` });
    const poster = container.querySelector('img');
    expect(poster?.getAttribute('src')).toBe(variantUrl(video.poster, 1920, 'webp'));
    expect(poster).toHaveAttribute('alt', '');
    expect(button).toHaveTextContent(video.group);
    expect(screen.queryByTestId('video-duration')).toBeNull();

    rerender(<VideoFacade {...video} duration="3:42" />);
    expect(screen.getByTestId('video-duration')).toHaveTextContent('3:42');
  });
});
