import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { notify } from './notify';
import { ToastRegion } from './toast-region';
import { Toasts } from './toasts';

/**
 * SPEC 4 and 9: toasts close after 5000 ms, pause on hover and when the window loses focus. The
 * library times the close with its progress bar's CSS animation (animation-duration, then
 * `animationend`), so the test reads that duration and plays the animation's end.
 */
describe('toasts (SPEC 4, 9)', () => {
  it('close after 5000 ms, pause while hovered or the window is in the background, and sit top right', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { container } = render(<ToastRegion />);
    act(() => {
      toast.success('Your request is in! We will get back to you soon. Thank you!');
    });
    await act(() => vi.advanceTimersByTimeAsync(50));
    const message = await screen.findByText('Your request is in! We will get back to you soon. Thank you!');
    const item = message.closest('.Toastify__toast') as HTMLElement;
    expect(container.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
    const bar = item.querySelector('.Toastify__progress-bar') as HTMLElement;
    expect(bar.style.animationDuration).toBe('5000ms');
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(bar.style.animationPlayState).toBe('running');
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    expect(bar.style.animationPlayState, 'paused while the window has no focus').toBe('paused');
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });

    fireEvent.mouseEnter(item);
    expect(bar.style.animationPlayState).toBe('paused');
    fireEvent.mouseLeave(item);
    expect(bar.style.animationPlayState).toBe('running');

    // The bar's 5000 ms run ends: the toast plays its exit animation and leaves.
    fireEvent.animationEnd(bar);
    await act(() => vi.advanceTimersByTimeAsync(50));
    fireEvent.animationEnd(item);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('Your request is in! We will get back to you soon. Thank you!')).toBeNull();
  });

  it('load nothing until the first message, then show it (issue 16: no toast code in the first load)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { container } = render(<Toasts />);
    expect(container).toBeEmptyDOMElement();
    await act(() => notify('error', 'Phone number must be 10 digits.'));
    expect(await screen.findByText('Phone number must be 10 digits.')).toBeVisible();
    expect(container.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
  });
});
