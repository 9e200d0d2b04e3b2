/**
 * The folded list of pumps that came close to a sheet's duty, each model code with its reason
 * (borewell and solar sheets). Not printed.
 * @param nearMisses `{ model, reason }` in the order the sizing gives them
 */
export function NearMissList({ nearMisses }: { nearMisses: readonly { model: string; reason: string }[] }) {
  if (nearMisses.length === 0) return null;
  return (
    <details className="rounded-lg border border-line bg-surface-muted px-4 py-3 print:hidden">
      <summary className="cursor-pointer font-semibold text-water-700">
        Pumps that came close ({nearMisses.length})
      </summary>
      <ul className="mt-3 grid gap-1 text-sm text-ink-700">
        {nearMisses.map((miss) => (
          <li key={miss.model}>
            <span className="font-semibold text-navy-900" translate="no">
              {miss.model}
            </span>
            : {miss.reason}
          </li>
        ))}
      </ul>
    </details>
  );
}
