import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EventPopup } from './event-popup';

const popup = {
  image: '/images/events/kenya-2025.webp',
  alt: 'Kenya product launch stand',
  title: 'Kenya Product Launch 2025',
  link: { href: '/resources/news-and-events', label: 'See the event' },
};

describe('home event pop-up (SPEC 2.3, 4, 9)', () => {
  it('opens 1000 ms after load, not before, and closes with its button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] });
    render(<EventPopup {...popup} />);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    const dialog = await screen.findByRole('dialog', { name: popup.title });
    expect(dialog).toContainElement(screen.getByRole('img', { name: popup.alt }));
    expect(screen.getByRole('link', { name: /See the event/ })).toHaveAttribute('href', popup.link.href);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
