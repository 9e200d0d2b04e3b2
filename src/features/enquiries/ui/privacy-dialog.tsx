'use client';

import { useRef, useState, type MouseEvent } from 'react';
import { paths } from '@/config/paths';
import { lazyComponent } from '@/lib/react/lazy-component';

const PrivacyDialogPanel = lazyComponent(() =>
  import('./privacy-dialog-panel').then((module) => module.PrivacyDialogPanel),
);

/** Props of {@link PrivacyDialog}. */
export interface PrivacyDialogProps {
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
 * and with a modified click (new tab). The panel's code and the policy's text load when the link is
 * first used, so that form pages stay within their JavaScript and first-response budgets (issue 16). Built on Radix directly rather than on the shared
 * `components/ui/dialog`, which has no way yet to give focus back to an opener that is not a Radix
 * trigger (this link cannot be one: a trigger would not stop the link's navigation).
 */
export function PrivacyDialog({
  linkText = 'Privacy and Policy',
  title = 'Privacy Policy',
  linkId,
}: PrivacyDialogProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);

  function openDialog(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setMounted(true);
    setOpen(true);
  }

  return (
    <>
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
      {mounted ? (
        <PrivacyDialogPanel open={open} onOpenChange={setOpen} title={title} onClosed={() => link.current?.focus()} />
      ) : null}
    </>
  );
}
