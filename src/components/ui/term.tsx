'use client';

import { useEffect, useId, useState, type ReactNode } from 'react';

/**
 * A technical term explained in place (server-rendered, works without JavaScript): the term is
 * focusable, and its short explanation shows under it on hover, on keyboard focus and on a tap (a tap
 * focuses it); screen readers hear the explanation as the term's description. Hidden, the explanation
 * takes no room, so it never widens a phone's page. With JavaScript, Escape dismisses a shown
 * explanation without moving focus or the pointer (WCAG 2.2 SC 1.4.13, "Content on Hover or Focus":
 * dismissible); it shows again on the next hover or focus. An Escape another control already handled
 * is left alone, and the one the term handles is marked handled (`preventDefault`), so it does not
 * also close a menu or banner behind it.
 */
export function Term({ children, explanation }: { children: ReactNode; explanation: string }) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const shown = (hovered || focused) && !dismissed;

  // Listened on the document while shown: a hovered term has no focus to receive the key.
  useEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown]);

  return (
    <span
      className="group relative inline-block"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        if (!focused) setDismissed(false);
      }}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        if (!hovered) setDismissed(false);
      }}
    >
      <abbr tabIndex={0} aria-describedby={id} className="term">
        {children}
      </abbr>
      <span
        role="tooltip"
        id={id}
        // `hidden` wins over the hover and focus rules (Tailwind's preflight gives [hidden] display: none !important).
        hidden={dismissed || undefined}
        className="term-tip"
      >
        {explanation}
      </span>
    </span>
  );
}
