import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code is fetched the first time it renders, for parts a visitor may never open
 * (dialogs, the toast region, the photo viewer). It renders nothing while its chunk arrives.
 *
 * Only for components that first render after hydration (behind an `open` or `wanted` state), as
 * `next/dynamic` with `ssr: false` was used here before. That helper brings its preload and
 * client-bailout machinery (about 2.5 KB gzip, measured in the layout chunk of 2026-11-26) into every
 * page's JavaScript just for the layout's toast region; React's own `lazy` is already loaded.
 * @param load resolves with the component, e.g. `() => import('./dialog-panel').then((m) => m.DialogPanel)`
 * @returns a component taking the same props
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
