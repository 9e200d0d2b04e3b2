/**
 * `next/navigation` in the component projects (vitest.config.mts points the import here): the App
 * Router's hooks without a router, steered by a test through {@link navigation}, and everything else
 * (`notFound`, `redirect`…) as Next.js ships it. One stand-in for every component file, so that a file
 * needs no `vi.mock('next/navigation')` of its own and can share its worker's module registry
 * (docs/decisions/0026). What a test changes is put back after every test by
 * tests/support/component-setup.ts ({@link resetNavigation}).
 */
import { vi } from 'vitest';

export * from 'next/dist/client/components/navigation';

/** The router a component gets from `useRouter()`: every method a mock a test can inspect. */
function createRouter() {
  return {
    push: vi.fn<(href: string, options?: { scroll?: boolean }) => void>(),
    replace: vi.fn<(href: string, options?: { scroll?: boolean }) => void>(),
    prefetch: vi.fn<(href: string) => void>(),
    back: vi.fn<() => void>(),
    forward: vi.fn<() => void>(),
    refresh: vi.fn<() => void>(),
  };
}

/**
 * What the hooks answer: `pathname` for `usePathname()` (a site path, default `/`), `searchParams`
 * for `useSearchParams()` (default empty) and `router` for `useRouter()` (the same object for every
 * call within a test, so a test can read `navigation.router.replace.mock.calls`).
 */
export const navigation = {
  pathname: '/',
  searchParams: new URLSearchParams(),
  router: createRouter(),
};

/** Puts {@link navigation} back to a site at `/` with a router that has not been called. */
export function resetNavigation(): void {
  navigation.pathname = '/';
  navigation.searchParams = new URLSearchParams();
  navigation.router = createRouter();
}

/** The path of the page, from {@link navigation}. */
export function usePathname(): string {
  return navigation.pathname;
}

/** The page's query, from {@link navigation} (the same object on every render, as in Next.js). */
export function useSearchParams(): URLSearchParams {
  return navigation.searchParams;
}

/** The router of {@link navigation}. */
export function useRouter(): ReturnType<typeof createRouter> {
  return navigation.router;
}
