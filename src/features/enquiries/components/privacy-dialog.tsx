'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import styles from './privacy-dialog.module.css';

/** Props of {@link PrivacyDialog}. */
export interface PrivacyDialogProps {
  /** The policy itself, rendered on the server by the page (the same content as /privacy-policy). */
  children: ReactNode;
  /** Text of the link that opens the dialog. */
  linkText?: string;
  /** Heading of the dialog. */
  title?: string;
  /** id of the link, so that a checkbox can use it in `aria-labelledby`. */
  linkId?: string;
}

/**
 * The 'Privacy and Policy' link and the privacy modal it opens (SPEC 2.6, 4, 9): a large centred panel
 * with a Close button, closed also by a backdrop click or Escape, focus kept inside while open and given
 * back to the link afterwards. The link points at /privacy-policy, so it still works without JavaScript
 * and with a modified click (new tab). Built on Radix directly rather than on the shared
 * `components/ui/dialog`, which has no way yet to give focus back to an opener that is not a Radix
 * trigger (this link cannot be one: a trigger would not stop the link's navigation).
 */
export function PrivacyDialog({
  children,
  linkText = 'Privacy and Policy',
  title = 'Privacy Policy',
  linkId,
}: PrivacyDialogProps) {
  const [open, setOpen] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);

  function openDialog(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <a
        ref={link}
        id={linkId}
        href={paths.privacyPolicy}
        onClick={openDialog}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="font-semibold text-water-700 underline underline-offset-2 hover:text-water-600"
      >
        {linkText}
      </a>
      <Dialog.Portal>
        <Dialog.Overlay className={`${styles.backdrop} fixed inset-0 z-[70] bg-navy-950/70`} />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            link.current?.focus();
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
