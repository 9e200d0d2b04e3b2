import { translateConfig } from '../domain/config';

/**
 * Text direction of the page while it is translated: the widget sets `<html lang>` to the target
 * language and adds the class `translated-rtl` for right-to-left languages but leaves `dir` alone.
 */
export function translatedDirection(root: HTMLElement): 'rtl' | 'ltr' {
  const language = (root.lang || '').toLowerCase().split('-')[0] ?? '';
  const rtl =
    root.classList.contains('translated-rtl') || (translateConfig.rtlLanguages as readonly string[]).includes(language);
  return rtl ? 'rtl' : 'ltr';
}

/**
 * Keeps `<html dir>` in step with the translation: `rtl` while the page is shown in Arabic (or
 * another right-to-left language), no `dir` attribute (the default, left to right) otherwise.
 * @returns a function that stops watching
 */
export function watchTranslatedDirection(root: HTMLElement = document.documentElement): () => void {
  const apply = () => {
    if (translatedDirection(root) === 'rtl') {
      if (root.getAttribute('dir') !== 'rtl') root.setAttribute('dir', 'rtl');
    } else if (root.hasAttribute('dir')) {
      root.removeAttribute('dir');
    }
  };
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(root, { attributes: true, attributeFilter: ['class', 'lang'] });
  return () => observer.disconnect();
}
