/**
 * One figure of an engineering card (server or client): a term over its value, with an optional
 * lighter detail after the value (`6.88 m³/h` at `63.3 m`). Renders a `dt`/`dd` pair, so place it in a
 * `<dl>`.
 */
export function Figure({ term, value, detail }: { term: string; value: string; detail?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-ink-600">{term}</dt>
      <dd className="mt-0.5 font-semibold text-navy-900 tabular-nums">
        {value}
        {detail && <span className="ml-1 text-sm font-normal text-ink-600">{detail}</span>}
      </dd>
    </div>
  );
}
