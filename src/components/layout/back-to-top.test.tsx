import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackToTop } from './back-to-top';

describe('back-to-top button (SPEC 2.2, 9)', () => {
  it('is hidden below 500 px of scroll and shown from 500 px', () => {
    window.scrollTo(0, 0);
    render(<BackToTop />);
    const button = screen.getByTestId('back-to-top');
    expect(button).not.toBeVisible();
    act(() => window.scrollTo(0, 499));
    expect(button).not.toBeVisible();
    act(() => window.scrollTo(0, 500));
    expect(button).toBeVisible();
    expect(button).toHaveAccessibleName('Back to top');
    act(() => window.scrollTo(0, 120));
    expect(button).not.toBeVisible();
  });
});
