'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { Markdown } from '@/components/ui/markdown';
import { paths } from '@/config/paths';
import styles from './privacy-dialog.module.css';

/** Where the modal's text comes from: `src/app/(site)/api/privacy-policy/route.ts`, prerendered at build. */
export const privacyPolicyApi = '/api/privacy-policy';

/** The policy as the API sends it. */
interface Policy {
  updated: string;
  updatedLabel: string;
  body: string;
}

type PolicyState = { status: 'loading' } | { status: 'ready'; policy: Policy } | { status: 'failed' };

function isPolicy(value: unknown): value is Policy {
  const v = value as Partial<Policy> | null;
  return typeof v?.body === 'string' && typeof v.updated === 'string' && typeof v.updatedLabel === 'string';
}

/** Loads the policy the first time the panel opens; keeps it for later openings. */
function usePolicy(open: boolean): PolicyState {
  const [state, setState] = useState<PolicyState>({ status: 'loading' });
  const settled = state.status !== 'loading';
  useEffect(() => {
    if (!open || settled) return;
    let live = true;
    fetch(privacyPolicyApi, { headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((body: unknown) => {
        if (!isPolicy(body)) throw new Error('unexpected policy answer');
        if (live) setState({ status: 'ready', policy: body });
      })
      .catch((error: unknown) => {
        console.error('Loading the privacy policy failed:', error);
        if (live) setState({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [open, settled]);
  return state;
}

/** The policy text, a short wait message, or a link to the policy page if it could not load. */
function PolicyBody({ state }: { state: PolicyState }) {
  if (state.status === 'ready') {
    return (
      <div data-testid="privacy-policy">
        <p className="mb-6 text-sm text-ink-600">
          Last updated <time dateTime={state.policy.updated}>{state.policy.updatedLabel}</time>
        </p>
        <Markdown source={state.policy.body} headingOffset={1} />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <p role="alert">
        The policy could not be loaded here. Read it on the{' '}
        <a href={paths.privacyPolicy} className="font-semibold text-water-700 underline underline-offset-2">
          Privacy Policy page
        </a>
        .
      </p>
    );
  }
  return (
    <p aria-busy="true" className="text-ink-600">
      Loading the policy…
    </p>
  );
}

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
}

/**
 * The Radix half of {@link PrivacyDialog}: a large centred panel (SPEC 2.6, 9: 300 ms transition) with
 * a Close button, closed also by a backdrop click or Escape, focus kept inside while open. In its own
 * chunk, with the policy's text fetched from {@link privacyPolicyApi} on the first opening, so that
 * form pages carry neither until the visitor opens the policy.
 */
export function PrivacyDialogPanel({ open, onOpenChange, title, onClosed }: PrivacyDialogPanelProps) {
  const policy = usePolicy(open);
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
          <div className="prose-body overflow-y-auto px-6 py-5 text-ink-700">
            <PolicyBody state={policy} />
          </div>
          <div className="flex justify-end border-t border-line px-6 py-4">
            <Dialog.Close className="btn-primary">Close</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
