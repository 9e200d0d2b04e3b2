/**
 * The Google data layer (`window.dataLayer`), shared by the page-view tracker, the consent banner
 * and the tag manager. The consent defaults script in the document head creates it first.
 */

/** One entry of the data layer: an event object, or the `arguments` of a `gtag()` command. */
export type DataLayerEntry = Record<string, unknown> | IArguments;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** The page's data layer, created when missing. Browser only. */
export function dataLayer(): DataLayerEntry[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** Pushes an event object, e.g. `{ event: 'about-us-view', ... }`. Browser only. */
export function pushEvent(entry: Record<string, unknown>): void {
  dataLayer().push(entry);
}

/**
 * Pushes a gtag command as Google's tags expect it: the `arguments` object itself, not an array
 * (Tag Manager ignores arrays for consent commands). Browser only.
 * @example gtag('consent', 'update', { analytics_storage: 'granted' })
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameters type the call; the body forwards `arguments`.
export function gtag(command: 'consent' | 'event' | 'set' | 'js' | 'config', ...args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments);
}
