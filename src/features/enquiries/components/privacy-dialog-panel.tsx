'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styles from './privacy-dialog.module.css';

/** Props of {@link PrivacyDialogPanel}. */
export interface PrivacyDialogPanelProps {
  /** Controlled open state. */
  open: boolean;
  /** Called with false when the visitor closes the panel (Close button, Escape, backdrop click). */
  onOpenChange: (open: boolean) => void;
  /** Heading of the dialog. */
  title: string;
  /** Called once the panel has closed, to give focus back to the link that opened it. */
  onClosed: () => void;
  /** The policy itself, rendered on the server by the page. */
  children: ReactNode;
}

/**
 * The Radix half of {@link PrivacyDialog}: a large centred panel (SPEC 2.6, 9: 300 ms transition) with
 * a Close button, closed also by a backdrop click or Escape, focus kept inside while open. In its own
 * chunk so that form pages load it only when the visitor first opens the policy.
 */
export function PrivacyDialogPanel({ open, onOpenChange, title, onClosed, children }: PrivacyDialogPanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={`${styles.backdrop} fixed inset-0 z-[70] bg-navy-950/70`} />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className={`${styles.panel} fixed inset-0 z-[80] m-auto flex h-fit max-h-[85vh] w-[min(56rem,calc(100%-2rem))] flex-col overflow-hidden rounded-card bg-surface shadow-raised`}
        >
          <div className="border-b border-line px-6 py-4">
            <Dialog.Title className="text-xl font-bold text-navy-900">{title}</Dialog.Title>
          </div>
          <div className="prose-body overflow-y-auto px-6 py-5 text-ink-700">{children}</div>
          <div className="flex justify-end border-t border-line px-6 py-4">
            <Dialog.Close className="btn-primary">Close</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
