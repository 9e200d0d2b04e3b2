// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Term } from './term';

afterEach(cleanup);

const explanation = 'Best efficiency point: the flow at which this pump runs at its highest efficiency.';

/**
 * WCAG 2.2 SC 1.4.13 (Content on Hover or Focus): content shown on hover or focus is dismissible
 * without moving the pointer or focus. The explanation is shown by CSS (hover, focus-within), which
 * happy-dom does not apply, so the test reads what the component controls: the `hidden` attribute
 * that overrides those rules. No timer is involved (Escape dismisses at once).
 */
describe('Term', () => {
  function renderTerm() {
    render(
      <p>
        Share of <Term explanation={explanation}>BEP</Term> flow
      </p>,
    );
    return { term: screen.getByText('BEP'), tooltip: screen.getByRole('tooltip', { hidden: true }) };
  }

  it('describes the term by its explanation and hides nothing before Escape', () => {
    const { term, tooltip } = renderTerm();
    expect(term.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(tooltip.textContent).toBe(explanation);
    act(() => term.focus());
    expect(tooltip.hidden).toBe(false);
  });

  it('closes on Escape with focus left on the term, and shows again on the next focus', () => {
    const { term, tooltip } = renderTerm();
    act(() => term.focus());
    fireEvent.keyDown(term, { key: 'Escape' });
    expect(tooltip.hidden).toBe(true);
    expect(document.activeElement).toBe(term);
    act(() => term.blur());
    expect(tooltip.hidden).toBe(false);
    act(() => term.focus());
    expect(tooltip.hidden).toBe(false);
  });

  it('closes on Escape while hovered (the key goes to the document), and shows again on the next hover', () => {
    const { term, tooltip } = renderTerm();
    fireEvent.mouseEnter(term.parentElement!);
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    act(() => {
      document.body.dispatchEvent(escape);
    });
    expect(tooltip.hidden).toBe(true);
    // Handled here, so a banner or menu behind it does not close too.
    expect(escape.defaultPrevented).toBe(true);
    fireEvent.mouseLeave(term.parentElement!);
    fireEvent.mouseEnter(term.parentElement!);
    expect(tooltip.hidden).toBe(false);
  });

  it('leaves an Escape another control handled, and ignores Escape when nothing is shown', () => {
    const { term, tooltip } = renderTerm();
    const idle = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    act(() => {
      document.body.dispatchEvent(idle);
    });
    expect(idle.defaultPrevented).toBe(false);
    act(() => term.focus());
    const handled = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    handled.preventDefault();
    act(() => {
      term.dispatchEvent(handled);
    });
    expect(tooltip.hidden).toBe(false);
  });
});
