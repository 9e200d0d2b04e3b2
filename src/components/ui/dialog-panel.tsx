'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import type { DialogProps } from './dialog';
import { CloseIcon } from './icons';

const widths: Record<NonNullable<DialogProps['size']>, string> = {
  sm: 'max-w-lg',
  lg: 'max-w-4xl',
  video: 'max-w-5xl',
  media: 'max-w-6xl',
};

/**
 * The Radix half of {@link Dialog}, in its own chunk so that pages load it only when a dialog first opens.
 * Modal dialog on @radix-ui/react-dialog: focus moves in and is trapped, Escape and a backdrop click
 * close it, focus returns to the element that had it when the dialog opened, the page behind is inert. Transitions follow SPEC 9
 * (dialog 300 ms, backdrop 150 ms) and collapse under reduced motion (globals.css).
 */
export function DialogPanel({
  open,
  onOpenChange,
  title,
  hideTitle,
  description,
  size = 'lg',
  children,
  closeLabel = 'Close',
}: DialogProps) {
  // Radix returns focus only to its own Trigger; these dialogs open from ordinary buttons and timers,
  // so remember whatever had focus when the dialog opened and give it back on close.
  const opener = useRef<HTMLElement | null>(null);
  // One background class only: with both bg-white and bg-navy-950 the stylesheet's order decided, and
  // the video dialog's white Close button ended up on white.
  const dark = size === 'video' || size === 'media';
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[70] bg-navy-950/70 transition-opacity duration-150 data-[state=closed]:opacity-0 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          className={`fixed top-1/2 left-1/2 z-[80] flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] ${widths[size]} -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-card shadow-raised outline-none data-[state=open]:animate-[dialog-in_300ms_var(--ease-out-soft)] ${dark ? 'bg-navy-950' : 'bg-white'}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement && document.activeElement !== document.body
                ? document.activeElement
                : null;
          }}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
        >
          <div
            className={`flex items-center justify-between gap-4 px-5 py-3 ${dark ? 'text-white' : 'border-b border-line'}`}
          >
            <RadixDialog.Title className={hideTitle ? 'sr-only' : 'text-lg font-bold text-navy-900'}>
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              className={`ml-auto inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold ${dark ? 'text-white hover:bg-white/10' : 'text-navy-900 hover:bg-water-50'}`}
            >
              <CloseIcon className="size-4" />
              {closeLabel}
            </RadixDialog.Close>
          </div>
          {description ? <RadixDialog.Description className="sr-only">{description}</RadixDialog.Description> : null}
          <div className={dark ? '' : 'overflow-y-auto px-5 py-5 sm:px-8'}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
