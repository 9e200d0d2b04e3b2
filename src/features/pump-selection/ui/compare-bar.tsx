'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

/** Most models compare shows side by side. */
export const maxCompared = 3;

/**
 * The compare form's submit bar. Without JavaScript it is a plain submit button (compare shows the first
 * three ticked). With JavaScript it counts the ticked models, disables the other boxes at
 * {@link maxCompared} and sends `models=A,B,C` as one parameter, so the URL stays short and shareable.
 */
export function CompareBar() {
  const router = useRouter();
  const ref = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState(0);

  useEffect(() => {
    const form = ref.current?.closest('form');
    if (!form) return;
    const boxes = () => [...form.querySelectorAll<HTMLInputElement>('input[type=checkbox][name=models]')];
    const sync = () => {
      const ticked = boxes().filter((b) => b.checked).length;
      setCount(ticked);
      for (const box of boxes()) box.disabled = !box.checked && ticked >= maxCompared;
    };
    const submit = (event: SubmitEvent) => {
      const ticked = boxes()
        .filter((b) => b.checked)
        .map((b) => b.value);
      event.preventDefault();
      const query = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
      query.delete('models');
      const { pathname } = new URL(form.action, window.location.href);
      router.push(`${pathname}?models=${ticked.map(encodeURIComponent).join(',')}${query.size ? `&${query}` : ''}`);
    };
    sync();
    form.addEventListener('change', sync);
    form.addEventListener('submit', submit);
    return () => {
      form.removeEventListener('change', sync);
      form.removeEventListener('submit', submit);
    };
  }, [router]);

  return (
    <div
      ref={ref}
      className="mt-5 flex flex-wrap items-center justify-between gap-3 rounded-card border border-water-600/30 bg-water-50 px-5 py-3 print:hidden"
    >
      <p className="text-sm text-ink-700" aria-live="polite">
        {count === 0
          ? `Tick up to ${maxCompared} pumps to compare them.`
          : `${count} of ${maxCompared} pumps ticked for comparison.`}
      </p>
      <button type="submit" className="btn-secondary py-2" aria-disabled={count < 2 || undefined}>
        Compare ticked pumps
      </button>
    </div>
  );
}
