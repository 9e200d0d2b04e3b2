import { translateConfig, translateScriptSrc } from '../domain/config';

/**
 * Adds and removes the translate widget's script. The script is added when the first widget
 * mounts and removed (with its global callback and the menu it rendered) when the last one
 * unmounts; a remount in the same task, as React's Strict Mode does, keeps the script, so it is
 * never added twice and never requested twice.
 */

/** The part of Google's API the widget uses. */
interface TranslateElementConstructor {
  new (options: { pageLanguage: string; includedLanguages: string; autoDisplay: boolean }, elementId: string): unknown;
}

declare global {
  interface Window {
    google?: { translate?: { TranslateElement?: TranslateElementConstructor } };
    [translateCallback: `${string}TranslateInit`]: (() => void) | undefined;
  }
}

/** What a mounted widget wants to hear about. */
export interface TranslateScriptCallbacks {
  /** The language menu has been rendered. */
  onReady: () => void;
  /** The script could not be loaded or initialised (offline, blocked): the widget hides itself. */
  onError: () => void;
}

let users = 0;
let pendingRemoval: ReturnType<typeof setTimeout> | undefined;

/** Removes the script element, the global callback and the rendered menu. */
function removeWidget(): void {
  document.getElementById(translateConfig.scriptId)?.remove();
  delete window[translateConfig.callbackName];
  document.getElementById(translateConfig.elementId)?.replaceChildren();
}

/**
 * Ensures the widget script is on the page and the menu is rendered into the element with id
 * `translateConfig.elementId` once Google's code is ready. Browser only.
 * @returns a release function; call it on unmount
 */
export function acquireTranslateScript(callbacks: TranslateScriptCallbacks): () => void {
  users += 1;
  clearTimeout(pendingRemoval);
  window[translateConfig.callbackName] = () => {
    try {
      const TranslateElement = window.google?.translate?.TranslateElement;
      if (!TranslateElement) throw new Error('Google Translate API missing');
      if (!document.getElementById(translateConfig.elementId)) return;
      new TranslateElement(
        {
          pageLanguage: translateConfig.pageLanguage,
          includedLanguages: translateConfig.languages.join(','),
          autoDisplay: false,
        },
        translateConfig.elementId,
      );
      callbacks.onReady();
    } catch {
      callbacks.onError();
    }
  };
  let script = document.getElementById(translateConfig.scriptId) as HTMLScriptElement | null;
  if (!script) {
    script = document.createElement('script');
    script.id = translateConfig.scriptId;
    script.src = translateScriptSrc;
    script.async = true;
    script.addEventListener('error', () => script?.setAttribute('data-state', 'error'));
    document.body.appendChild(script);
  }
  const element = script;
  const onError = () => callbacks.onError();
  element.addEventListener('error', onError);
  if (element.dataset.state === 'error') callbacks.onError();

  let released = false;
  return () => {
    if (released) return;
    released = true;
    element.removeEventListener('error', onError);
    users -= 1;
    if (users > 0) return;
    pendingRemoval = setTimeout(() => {
      if (users === 0) removeWidget();
    }, 0);
  };
}

/** Number of mounted widgets (for tests). */
export function translateScriptUsers(): number {
  return users;
}
