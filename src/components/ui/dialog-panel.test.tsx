// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogPanel } from './dialog-panel';

/** The background classes of an element's class list. */
const backgrounds = (element: HTMLElement) => [...element.classList].filter((c) => /^bg-(white|navy-\d+)$/.test(c));

describe('DialogPanel backgrounds', () => {
  afterEach(cleanup);

  it.each(['video', 'media'] as const)(
    'a %s dialog is dark with a white Close button: one background class, never white',
    (size) => {
      render(
        <DialogPanel open onOpenChange={() => {}} title="Corporate video" hideTitle size={size}>
          <p>Player</p>
        </DialogPanel>,
      );
      const dialog = screen.getByRole('dialog');
      expect(backgrounds(dialog)).toEqual(['bg-navy-950']);
      expect(screen.getByRole('button', { name: 'Close' }).className).toContain('text-white');
    },
  );

  it('a text dialog is white with a dark Close button', () => {
    render(
      <DialogPanel open onOpenChange={() => {}} title="Privacy policy" size="lg">
        <p>Policy</p>
      </DialogPanel>,
    );
    expect(backgrounds(screen.getByRole('dialog'))).toEqual(['bg-white']);
    expect(screen.getByRole('button', { name: 'Close' }).className).toContain('text-navy-900');
  });
});
