'use client';

import { useEffect, type CSSProperties } from 'react';
import { ToastContainer } from 'react-toastify';
import { toastRegionMounted } from './notify';

/** Alt+T moves focus to the notifications (SPEC 9). */
const focusHotKey = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';

/**
 * The one toast region of the site (SPEC 4 and 9): top right, closes after 5000 ms, pauses on hover and
 * when the window loses focus, dismissed by dragging 80 % of its width, 320 px wide, Alt+T focuses it.
 * Loaded by {@link Toasts} on the first `notify`; tells `notify` when it is mounted.
 */
export function ToastRegion() {
  useEffect(() => toastRegionMounted(), []);
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      hotKeys={focusHotKey}
      aria-label="Notifications Alt+T"
      style={{ '--toastify-toast-width': '320px' } as CSSProperties}
    />
  );
}
