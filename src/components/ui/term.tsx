import { useId, type ReactNode } from 'react';

/**
 * A technical term explained in place (server component, works without JavaScript): the term is
 * focusable, and its short explanation shows under it on hover, on keyboard focus and on a tap (a tap
 * focuses it); screen readers hear the explanation as the term's description. Hidden, the explanation
 * takes no room, so it never widens a phone's page.
 */
export function Term({ children, explanation }: { children: ReactNode; explanation: string }) {
  const id = useId();
  return (
    <span className="group relative inline-block">
      <abbr
        tabIndex={0}
        aria-describedby={id}
        className="cursor-help underline decoration-dotted decoration-1 underline-offset-2 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-water-600"
      >
        {children}
      </abbr>
      <span
        role="tooltip"
        id={id}
        className="absolute top-full left-0 z-20 mt-1 hidden w-60 max-w-[calc(100vw-3rem)] rounded-md bg-navy-900 px-3 py-2 text-left text-xs leading-snug font-normal tracking-normal text-white normal-case shadow-card group-focus-within:block group-hover:block print:hidden"
      >
        {explanation}
      </span>
    </span>
  );
}
