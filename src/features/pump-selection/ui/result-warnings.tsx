import type { WarningView } from './view-model';

/** Warnings that ask the buyer to act; the others (`npsh-not-checked`) inform. */
const informational = new Set(['npsh-not-checked']);

/**
 * The operating warnings of one pump at the duty (server component): what an application engineer
 * would say before the buyer orders (end of curve, minimum flow, outside the POR, motor overload,
 * NPSH). A list headed for screen readers; nothing when the pump runs well.
 * @param warnings the selection's warnings, most serious first
 */
export function ResultWarnings({ warnings, model }: { warnings: readonly WarningView[]; model: string }) {
  if (warnings.length === 0) return null;
  return (
    <ul aria-label={`Operating warnings for ${model}`} className="mt-4 space-y-2 text-sm">
      {warnings.map((warning) => (
        <li
          key={warning.code}
          data-warning={warning.code}
          className={`rounded-lg border px-3 py-2 leading-relaxed ${
            informational.has(warning.code)
              ? 'border-line bg-surface-muted text-ink-700'
              : 'border-accent-600/50 bg-accent-100/60 text-ink-900'
          }`}
        >
          {warning.message}
        </li>
      ))}
    </ul>
  );
}
