import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished } from 'vitest';

/**
 * A tool form as a visitor on a slow phone meets it: `ui`'s server HTML in a new container in the
 * document, `type` run on its `<form>` before any script (so React hears no change event), then React
 * hydrates the same element. The root is unmounted and the container removed when the test ends.
 * For the components project's tests of `useTypedBeforeHydration` in the selector and sizing forms.
 * @param ui the form element, rendered the same on the server and in the browser
 * @param type what the visitor does to the server HTML's form
 */
export function hydrateAfterTyping(ui: ReactElement, type: (form: HTMLFormElement) => void): void {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(ui);
  type(container.querySelector('form')!);
  let root: Root | undefined;
  act(() => {
    root = hydrateRoot(container, ui);
  });
  onTestFinished(() => {
    act(() => root?.unmount());
    container.remove();
  });
}
