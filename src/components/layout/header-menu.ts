'use client';

import { createContext, useContext } from 'react';

/**
 * Lets a control inside the header's navigation close the phone menu when it navigates by itself
 * (the site search: a second search from `/search` keeps the path, so the header's
 * close-on-new-path rule does not see it). Provided by `HeaderFrame`; outside it, closing does nothing.
 */
export const HeaderMenuContext = createContext<{ closeMenu: () => void }>({ closeMenu: () => {} });

/** The function that closes the header's phone menu (a no-op outside the header). */
export function useCloseHeaderMenu(): () => void {
  return useContext(HeaderMenuContext).closeMenu;
}
