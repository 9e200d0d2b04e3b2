import { formatProductOption } from '../domain/options';
import {
  describeSelection,
  selectionFieldNames,
  selectionFromSearchParams,
  unitsFromSearchParams,
  type EnquirySelection,
} from '../domain/quoted-pump';

/**
 * Prefill of the quote form from a "Request a quote for this pump" link
 * (`/contact-us?model=KS4-05/24&flow=6&head=120&hz=50&category=SUBMERSIBLE%20PUMPS#contact-form`). The
 * contact page is prerendered, so the browser reads the query after hydration.
 */

/** What a quote link asks the form to show. */
export interface QuotePrefill {
  /** The validated model and duty point (flow m³/h, head m, Hz), sent back as hidden fields. */
  selection: EnquirySelection;
  /** The product option to select (the model's category, formatted as the select shows it), if offered. */
  product: string | null;
  /** The opening line of the message, e.g. 'Quote for KS4-05/24 at 6 m³/h, 120 m, 50 Hz'. */
  message: string;
}

/**
 * Reads a quote link's query.
 * @param search `location.search` (with or without `?`)
 * @param products the product options the select offers
 * @returns the prefill, or null when the link carries no valid selection
 */
export function quotePrefillFromSearch(search: string, products: readonly string[]): QuotePrefill | null {
  const params = new URLSearchParams(search);
  const selection = selectionFromSearchParams(params);
  if (!selection) return null;
  const category = params.get('category');
  const product = category ? formatProductOption(category) : '';
  return {
    selection,
    product: products.includes(product) ? product : null,
    message: describeSelection(selection, unitsFromSearchParams(params)),
  };
}

/** The hidden inputs' values of a selection ('' for missing parts), keyed by form field name. */
export function selectionHiddenValues(
  selection: EnquirySelection,
): Record<(typeof selectionFieldNames)[number], string> {
  return {
    model: selection.model ?? '',
    flowM3h: selection.flowM3h === null ? '' : String(selection.flowM3h),
    headM: selection.headM === null ? '' : String(selection.headM),
    frequencyHz: selection.frequencyHz === null ? '' : String(selection.frequencyHz),
    borewellQuery: selection.borewellQuery ?? '',
    columnPipe: selection.columnPipe ?? '',
    dropCable: selection.dropCable ?? '',
    controlPanel: selection.controlPanel ?? '',
    solarQuery: selection.solarQuery ?? '',
    solarSet: selection.solarSet ?? '',
  };
}

/**
 * Writes a prefill into the form's product select and message, only where the visitor has not chosen or
 * typed anything yet: a control that is empty, or still holds the previous prefill (remembered in
 * `data-prefill`), is (re)written.
 * @param form the quote form element
 */
export function applyQuotePrefill(form: HTMLFormElement, prefill: QuotePrefill): void {
  const write = (control: HTMLSelectElement | HTMLTextAreaElement, value: string) => {
    if (control.value.trim() !== '' && control.value !== control.dataset.prefill) return;
    control.value = value;
    control.dataset.prefill = value;
  };
  const product = form.elements.namedItem('product');
  if (prefill.product && product instanceof HTMLSelectElement) write(product, prefill.product);
  const message = form.elements.namedItem('message');
  if (message instanceof HTMLTextAreaElement) write(message, `${prefill.message}.\n`);
}
