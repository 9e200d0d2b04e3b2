'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { paths, thankYouPath } from '@/config/paths';
import {
  enquiryMessages,
  fieldLabels,
  fieldMaxLengths,
  formFields,
  honeypotField,
  requiredFields,
  type EnquiryFieldName,
  type EnquiryKind,
  type TextFieldName,
} from '../domain/fields';
import { enquiryErrorAnchor } from '../domain/return-path';
import { selectionFieldNames } from '../domain/quoted-pump-fields';
import { notify } from './notify';
import { parseEnquiryReference } from '../domain/reference';
import { saveSentSummary, summariseSent } from './sent-summary';
import type { RawEnquiry } from '../domain/validation';
import { knownEnquiryMessages } from '../domain/validation-messages';
import { PrivacyDialog } from './privacy-dialog';
import type { QuotePrefill } from './quote-prefill';

/** Delay between the success toast and the move to /thankyou (SPEC 9). */
export const thankYouDelayMs = 2000;

// The page's query as an external store. The contact page is prerendered (the server sees no query),
// and after a client-side navigation the router writes the new URL only when it commits the page, so
// the store reads the URL again once the form is mounted, and on back/forward.
const subscribeToUrl = (onChange: () => void) => {
  const timer = setTimeout(onChange, 0);
  window.addEventListener('popstate', onChange);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('popstate', onChange);
  };
};
const currentSearch = () => window.location.search;
const noSearch = () => '';

/**
 * The enquiry schema's code (`../domain/validation`: zod/mini and the checks; 25 KB gzip in the build,
 * most of it zod's core, which the product pages' duty island shares), fetched when the visitor first
 * focuses the form or, at the latest, sends it, so no page with a form loads it first (issue 47,
 * decision 0015 item 7). Null when it could not be fetched (a lost
 * connection): the form then sends without the browser's check, and the server's answers.
 */
let validation: Promise<typeof import('../domain/validation') | null> | undefined;
function loadValidation() {
  validation ??= import('../domain/validation').catch((error: unknown) => {
    console.error('Loading the enquiry checks failed:', error);
    validation = undefined;
    return null;
  });
  return validation;
}

/** A quote link's prefill, read for the query in `search`, with the values of its hidden inputs. */
interface LoadedPrefill {
  search: string;
  prefill: QuotePrefill;
  hidden: Record<string, string>;
}

/** Props shared by the quote and distributor forms. */
export interface EnquiryFormProps {
  /** Product select options (quote form), computed on the server. */
  products?: readonly string[];
  /** Country names, computed on the server. */
  countries: readonly string[];
  /** id of the section holding the form; a post without JavaScript returns to `#anchorId`. */
  anchorId?: string;
  /** Text of the submit button. */
  submitLabel?: string;
}

type FieldKind = 'text' | 'tel' | 'email' | 'number' | 'select' | 'textarea';

const autoComplete: Partial<Record<TextFieldName, string>> = {
  name: 'name',
  phone: 'tel',
  email: 'email',
  company: 'organization',
  city: 'address-level2',
  postcode: 'postal-code',
  country: 'country-name',
};

const placeholders: Partial<Record<TextFieldName, string>> = { product: 'Select Product', country: 'Select Country' };

function fieldKind(kind: EnquiryKind, field: TextFieldName): FieldKind {
  if (field === 'product' || field === 'country') return 'select';
  if (field === 'message') return 'textarea';
  if (field === 'email') return 'email';
  // SPEC 5: phone and postcode are numeric inputs in the distributor form.
  if (kind === 'distributor' && (field === 'phone' || field === 'postcode')) return 'number';
  if (field === 'phone') return 'tel';
  return 'text';
}

// scroll-mt: a control the browser or the form scrolls to (the first empty required field) lands with
// its label in view too: the page's scroll padding clears the sticky header, this the label above.
const controlClass =
  'mt-1.5 block w-full scroll-mt-10 rounded-lg border border-line bg-surface px-3.5 py-2.5 text-ink-900 shadow-sm transition-colors placeholder:text-ink-500 focus:border-water-600 focus:ring-2 focus:ring-water-600/30 focus:outline-none aria-[invalid=true]:border-accent-600 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-accent-600/20';

/**
 * One enquiry form (quote or distributor): browser `required` checks first, then the enquiry schema the
 * server runs too (SPEC 5 order; its code fetched on the form's first focus) with a toast, focus and
 * `aria-invalid` on the failed field, then a JSON post to /api/enquiries. Without JavaScript the same form posts to the same endpoint and comes back with a
 * 303. Never a Server Action.
 */
export function EnquiryForm({
  kind,
  products = [],
  countries,
  anchorId,
  submitLabel = 'Submit',
}: EnquiryFormProps & { kind: EnquiryKind }) {
  const router = useRouter();
  const pathname = usePathname();
  const id = useId();
  const [pending, setPending] = useState(false);
  const [invalid, setInvalid] = useState<{ field: EnquiryFieldName; message: string } | null>(null);
  const [serverError, setServerError] = useState<string>();
  // The browser's own message for the first empty required field, shown under that field in the
  // page's flow instead of the browser's bubble (which covers the next field's label on a phone).
  const [missing, setMissing] = useState<{ field: TextFieldName; message: string } | null>(null);
  const reportedThisSubmit = useRef(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  // A quote link from the pump selector carries the model and duty point in the query. The code that
  // reads it (the selection's checks, units and figures: about 1.5 KB gzip) is fetched only when the
  // address has a query, so the form on the home and contact pages does not carry it (issue 26).
  const formRef = useRef<HTMLFormElement>(null);
  const search = useSyncExternalStore(subscribeToUrl, currentSearch, noSearch);
  const [loaded, setLoaded] = useState<LoadedPrefill | null>(null);
  useEffect(() => {
    if (kind !== 'quote' || search === '') return;
    let cancelled = false;
    import('./quote-prefill')
      .then((module) => {
        const prefill = module.quotePrefillFromSearch(search, products);
        if (cancelled || !prefill) return;
        if (formRef.current) module.applyQuotePrefill(formRef.current, prefill);
        setLoaded({ search, prefill, hidden: module.selectionHiddenValues(prefill.selection) });
      })
      // Without its code (a lost connection) the form still works, only unfilled.
      .catch((error: unknown) => console.error('Reading the quote link failed:', error));
    return () => {
      cancelled = true;
    };
  }, [kind, search, products]);
  // A prefill read for an earlier address no longer applies.
  const prefill = loaded?.search === search ? loaded : null;

  const required = new Set<TextFieldName>(requiredFields[kind]);
  const returnTo = `${pathname}${anchorId ? `#${anchorId}` : ''}`;
  const controlId = (field: string) => `${id}-${field}`;
  const errorId = `${id}-error`;
  const missingId = `${id}-missing`;
  const describedBy = (field: EnquiryFieldName) => (invalid?.field === field ? errorId : undefined);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const raw: Record<string, unknown> = { kind };
    for (const field of formFields[kind]) raw[field] = String(data.get(field) ?? '');
    raw.privacy = data.get('privacy') === 'on';
    raw[honeypotField] = String(data.get(honeypotField) ?? '');
    for (const field of selectionFieldNames) if (data.has(field)) raw[field] = String(data.get(field));

    setServerError(undefined);
    // Disabled from here: a second click while the checks' code loads must not send twice.
    setPending(true);
    const checks = await loadValidation();
    const result = checks?.validateEnquiry(raw as RawEnquiry, { products, countries });
    if (result && !result.ok) {
      setPending(false);
      setInvalid({ field: result.field, message: result.message });
      void notify('error', result.message);
      const control = form.elements.namedItem(result.field);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setInvalid(null);
    try {
      const response = await fetch('/api/enquiries', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...raw, returnTo }),
      });
      const body = (await response.json().catch(() => null)) as { message?: unknown; reference?: unknown } | null;
      if (response.status === 200) {
        form.reset();
        await notify('success', enquiryMessages.success);
        // The thank-you page shows the reference (in its URL: it holds nothing personal) and a
        // summary of what was sent (kept in this tab, never in the URL).
        const reference = typeof body?.reference === 'string' ? parseEnquiryReference(body.reference) : null;
        if (reference) saveSentSummary(summariseSent(kind, raw, reference));
        const next = reference ? thankYouPath(reference) : paths.thankYou;
        redirectTimer.current = setTimeout(() => router.push(next), thankYouDelayMs);
        return; // stays disabled until the page changes
      }
      void notify(
        'error',
        typeof body?.message === 'string' && body.message ? body.message : enquiryMessages.genericError,
      );
    } catch (error) {
      console.error('Sending the enquiry failed:', error);
      void notify('error', enquiryMessages.genericError);
    }
    setPending(false);
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    if (invalid && target.name === invalid.field) setInvalid(null);
    if (missing && target.name === missing.field) setMissing(null);
  }

  /**
   * The browser's constraint check found `field` empty (or not a number): it fires `invalid` on every
   * such control in form order before it would show its bubble on the first. The first of one submit
   * gets the browser's own message under it and the focus (scrolled with its label in view); the
   * bubble is cancelled. Nothing is sent, as before.
   */
  function onNativeInvalid(event: FormEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
    event.preventDefault();
    if (reportedThisSubmit.current) return;
    reportedThisSubmit.current = true;
    // The browser fires the other controls' events in the same task.
    setTimeout(() => (reportedThisSubmit.current = false), 0);
    const control = event.currentTarget;
    setMissing({ field: control.name as TextFieldName, message: control.validationMessage });
    control.focus({ preventScroll: true });
    // Scrolled only when the field or its label is out of view, to the top of the page's scroll
    // padding (under the sticky header) with the label above it (scroll-mt on the control).
    const label = control.labels?.[0] ?? control;
    const header = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    if (label.getBoundingClientRect().top < header || control.getBoundingClientRect().bottom > window.innerHeight) {
      control.scrollIntoView({ block: 'start' });
    }
  }

  function renderField(field: TextFieldName) {
    const type = fieldKind(kind, field);
    const isRequired = required.has(field);
    const common = {
      id: controlId(field),
      name: field,
      required: isRequired,
      'aria-invalid': invalid?.field === field || missing?.field === field || undefined,
      'aria-describedby': missing?.field === field ? missingId : describedBy(field),
      onInvalid: onNativeInvalid,
      // HTML allows no autofill token on a number input (the distributor form's phone and postcode).
      autoComplete: type === 'number' ? undefined : autoComplete[field],
      className: controlClass,
    };
    let control: ReactNode;
    if (type === 'select') {
      const options = field === 'product' ? products : countries;
      control = (
        <select {...common} defaultValue="">
          <option value="" disabled>
            {placeholders[field]}
          </option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
    } else if (type === 'textarea') {
      control = <textarea {...common} rows={5} maxLength={fieldMaxLengths[field]} />;
    } else {
      control = (
        <input
          {...common}
          type={type}
          inputMode={type === 'number' ? 'numeric' : undefined}
          maxLength={type === 'number' ? undefined : fieldMaxLengths[field]}
          // A focused number input would change its value on scroll.
          onWheel={type === 'number' ? (e) => e.currentTarget.blur() : undefined}
        />
      );
    }
    return (
      <div key={field} className={field === 'message' ? 'sm:col-span-2' : undefined}>
        <label htmlFor={controlId(field)} className="text-sm font-semibold text-navy-900">
          {fieldLabels[field]}
          {isRequired && (
            <span aria-hidden="true" className="ml-0.5 text-accent-600">
              *
            </span>
          )}
        </label>
        {control}
        {missing?.field === field && (
          <p id={missingId} className="mt-1 text-sm font-medium text-accent-700">
            {missing.message}
          </p>
        )}
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      action="/api/enquiries"
      method="post"
      onSubmit={onSubmit}
      onInput={onInput}
      onFocus={() => void loadValidation()}
      className="grid gap-5"
    >
      <input type="hidden" name="kind" value={kind} />
      {prefill &&
        Object.entries(prefill.hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      <input type="hidden" name="returnTo" value={returnTo} />
      <div
        role="alert"
        className="empty:hidden rounded-lg border border-accent-600 bg-accent-100 px-4 py-3 text-sm font-medium text-accent-700"
      >
        {serverError}
      </div>
      {/* After a post without JavaScript the API returns to #enquiry-error-...: the matching copy shows as the :target. */}
      {[...knownEnquiryMessages()].map((message) => (
        <p
          key={message}
          id={enquiryErrorAnchor(kind, message)}
          tabIndex={-1}
          className="hidden rounded-lg border border-accent-600 bg-accent-100 px-4 py-3 text-sm font-medium text-accent-700 target:block"
        >
          {message}
        </p>
      ))}

      <div className="grid gap-5 sm:grid-cols-2">{formFields[kind].map(renderField)}</div>

      {/* Honeypot: off-screen and hidden from assistive technology; people never fill it, bots often do. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={controlId(honeypotField)}>Leave this field empty</label>
        <input
          id={controlId(honeypotField)}
          name={honeypotField}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <div className="flex items-start gap-3">
        <input
          id={controlId('privacy')}
          name="privacy"
          type="checkbox"
          aria-labelledby={`${controlId('privacy-label')} ${controlId('privacy-link')}`}
          aria-invalid={invalid?.field === 'privacy' || undefined}
          aria-describedby={describedBy('privacy')}
          className="mt-1 size-4 shrink-0 rounded border-line accent-water-600 aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-accent-600"
        />
        <p className="text-sm text-ink-700">
          <label id={controlId('privacy-label')} htmlFor={controlId('privacy')}>
            I have read and agree to the
          </label>{' '}
          <PrivacyDialog linkId={controlId('privacy-link')} />
        </p>
      </div>

      {invalid && (
        <p id={errorId} className="text-sm font-medium text-accent-700">
          {invalid.message}
        </p>
      )}

      <div>
        <button type="submit" disabled={pending} className="btn-primary disabled:cursor-wait disabled:opacity-70">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
