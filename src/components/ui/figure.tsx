import { Term } from './term';

/**
 * One figure of an engineering card (server or client): a term over its value, with an optional
 * lighter detail after the value (`6.88 m³/h` at `63.3 m`). Renders a `dt`/`dd` pair, so place it in a
 * `<dl>`. With `explanation`, the term is a tap-to-explain {@link Term} (the glossary mechanism POR
 * and BEP use), for terms a farmer may not know (MPPT window, kWp, …).
 */
export function Figure({
  term,
  value,
  detail,
  explanation,
}: {
  term: string;
  value: string;
  detail?: string;
  explanation?: string;
}) {
  return (
    <div className="min-w-0">
      <dt className="figure-term">{explanation ? <Term explanation={explanation}>{term}</Term> : term}</dt>
      <dd className="figure-value">
        {value}
        {detail && <span className="ml-1 text-sm font-normal text-ink-600">{detail}</span>}
      </dd>
    </div>
  );
}
