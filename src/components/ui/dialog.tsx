'use client';

import { useState, type ReactNode } from 'react';
import { lazyComponent } from '@/lib/react/lazy-component';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Controlled open state. */
  open: boolean;
  /** Called with false when the visitor closes the dialog (Close button, Escape, backdrop click). */
  onOpenChange: (open: boolean) => void;
  /** Accessible title; shown as the dialog heading unless `hideTitle`. */
  title: string;
  /** Keep the title for screen readers only (e.g. a video or picture dialog). */
  hideTitle?: boolean;
  /** Optional description announced with the title. */
  description?: string;
  /** `lg` ≈ 56 rem wide for text (privacy policy), `video` = 16:9 up to 64 rem, `media` = full-bleed picture. */
  size?: 'sm' | 'lg' | 'video' | 'media';
  /** Dialog body. */
  children: ReactNode;
  /** Visible label of the close button ('Close' by default). */
  closeLabel?: string;
}

const loadDialogPanel = () => import('./dialog-panel').then((module) => module.DialogPanel);
const DialogPanel = lazyComponent(loadDialogPanel);

/**
 * Modal dialog (see {@link DialogPanel} for its behaviour: focus trap, Escape, backdrop click, focus
 * return, SPEC 9 transitions). Nothing of it is rendered, and its Radix code (about 10 KB gzip) is not
 * loaded, until it first opens: every page that holds a dialog stays within the JavaScript budget, and
 * the chunk arrives from the same origin in a few milliseconds when the visitor asks for it. Once
 * opened it stays mounted, so the closing transition and focus return run as usual.
 */
export function Dialog(props: DialogProps) {
  const [mounted, setMounted] = useState(props.open);
  // Adjusting state while rendering (React's documented pattern): mount on the first open, then keep it.
  if (props.open && !mounted) setMounted(true);
  return mounted ? <DialogPanel {...props} /> : null;
}
