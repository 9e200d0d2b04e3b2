import type { ReactNode } from 'react';

/**
 * The box of a table that may be wider than the screen: it scrolls sideways inside itself, takes
 * the keyboard's focus so arrow keys can scroll it, and is a named region for screen readers
 * (WCAG 2.2 2.1.1; axe's scrollable-region-focusable).
 * @param label the region's name, e.g. 'Comparison table (scrolls sideways)'
 * @param className its classes (`overflow-x-auto` and its frame)
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={className} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
