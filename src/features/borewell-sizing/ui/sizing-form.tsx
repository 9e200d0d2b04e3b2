'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import { useTypedBeforeHydration } from '@/lib/react/use-typed-before-hydration';
import { frequencyOptions, SegmentedRadios } from '@/components/ui/segmented-radios';
import { useHydrated } from '@/lib/react/use-hydrated';
import { imperialEquivalents, type UnitSystem } from '@/engineering/units';
import {
  numberFieldGroups,
  pipeMaterials,
  queryFromFormValues,
  sheetHeadingId,
  sizingParamNames,
  supplyFields,
  unitSystemParam,
  type NumberFieldSpec,
  type SizingFormValues,
  type SizingParamName,
} from './form-fields';

/** Wait after the last change before the sheet follows the inputs (ms). */
export const sizingDebounceMs = 400;

/** Props of {@link SizingForm}. */
export interface SizingFormProps {
  /** The values of the URL being shown (metric, defaults filled in). */
  values: SizingFormValues;
  /** Visible name of each parameter (the sizing domain's `FIELD_LABELS`, so messages match). */
  labels: Readonly<Record<SizingParamName, string>>;
  /** The input the sizing rejected, with its message. */
  error?: { field: SizingParamName; message: string };
  /** Shown under the well's fieldset: a picture of the levels (server-rendered). */
  wellPicture?: ReactNode;
  /** The unit system of the URL (`units=imperial`): the form opens in it once JavaScript runs. */
  unitSystem?: UnitSystem;
}

/** The units switch's choices. */
const unitSystems = [
  { value: 'metric', label: 'Metric' },
  { value: 'imperial', label: 'Imperial' },
] as const;

const allNumberFields = [...numberFieldGroups.flatMap((group) => group.fields), ...supplyFields];
const convertible = allNumberFields.filter((field) => field.imperial);

/**
 * A number typed in one unit, in another ('' and non-numbers unchanged), to `digits` significant
 * digits: six for the URL, four for what the visitor reads (120 m shows as 393.7 ft, not 393.701).
 */
function convertText(text: string, factor: number, digits = 6): string {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return text;
  return String(Number((value * factor).toPrecision(digits)));
}

/** Digits of a converted value shown in an input. */
const shownDigits = 4;

/**
 * What the units switch wrote into an input and the value it stood for in the other system: while
 * the input still shows that text, the visitor's own number is used instead of converting the rounded
 * text back (120 m → 393.7 ft → 120 m, never 119.999 or 40.0001).
 */
type Converted = Map<SizingParamName, { shown: string; original: string }>;

/** The form's values as metric strings (imperial inputs converted back, or their metric originals). */
function readMetricValues(form: HTMLFormElement, imperial: boolean, converted: Converted): SizingFormValues {
  const data = new FormData(form);
  const values = Object.fromEntries(
    sizingParamNames.map((name) => [name, String(data.get(name) ?? '')]),
  ) as SizingFormValues;
  if (imperial) {
    for (const field of convertible) {
      const memo = converted.get(field.name);
      values[field.name] =
        memo && memo.shown === values[field.name]
          ? memo.original
          : convertText(values[field.name], imperialEquivalents[field.imperial!].metricPerImperial);
    }
  }
  return values;
}

/**
 * The form's metric/imperial switch, shown once React runs in the browser (it converts the inputs, so
 * it needs JavaScript). Its own component because `useHydrated` makes React render once more, at once
 * and without yielding, right after hydration: here that render covers the switch alone, not the
 * form's sixteen fields (a 40–60 ms task on a phone-speed load, issue 26).
 * @param unitSystem the sheet's units from the URL (the server HTML's inputs are always metric)
 * @param imperial whether the inputs now show imperial values
 * @param onSwitch called with true for imperial, false for metric
 */
function UnitsSwitch({
  unitSystem,
  imperial,
  onSwitch,
}: {
  unitSystem: UnitSystem;
  imperial: boolean;
  onSwitch: (toImperial: boolean) => void;
}) {
  const hydrated = useHydrated();
  if (!hydrated) {
    // Without JavaScript the inputs stay metric, but a resubmitted form keeps the sheet imperial.
    return unitSystem === 'imperial' ? <input type="hidden" name={unitSystemParam} value="imperial" /> : null;
  }
  return (
    <SegmentedRadios
      legend="Units"
      hideLegend
      size="sm"
      // Read by `update`, not by readMetricValues: the well data in the URL stay metric.
      name={unitSystemParam}
      options={unitSystems}
      value={imperial ? 'imperial' : 'metric'}
      onSelect={(system) => onSwitch(system === 'imperial')}
    />
  );
}

/**
 * The well-data form of `/borewell-sizing`: a GET form that works without JavaScript (the server
 * renders the sheet of the URL it submits; the inputs metric, the sheet in the URL's unit system).
 * With JavaScript it keeps the URL in step with the inputs (`router.replace`, {@link sizingDebounceMs}
 * after the last change) so the sheet is recomputed in place, and offers an imperial switch (ft, psi,
 * US gpm, US gal) that converts the values shown and adds `units=imperial` to the URL, so the sheet
 * follows; the well data in the URL stay metric. What a visitor typed before the page hydrated is
 * sent once it has (`useTypedBeforeHydration`).
 */
export function SizingForm({ values, labels, error, wellPicture, unitSystem = 'metric' }: SizingFormProps) {
  const router = useRouter();
  const pathname = usePathname() ?? paths.borewellSizing;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [imperial, setImperial] = useState(false);
  const converted = useRef<Converted>(new Map());
  useEffect(() => () => clearTimeout(timer.current), []);

  const controlId = (name: SizingParamName) => `${id}-${name}`;
  const helpId = (name: SizingParamName) => `${id}-${name}-help`;
  const errorId = `${id}-error`;

  /** Puts well data (metric) in the URL, with `units=imperial` when the sheet is to be imperial. */
  function replaceUrl(metricValues: SizingFormValues, imperialSheet: boolean) {
    const params = queryFromFormValues(metricValues);
    if (imperialSheet) params.set(unitSystemParam, 'imperial');
    const query = params.toString();
    router.replace(`${pathname}${query ? `?${query}` : ''}`, { scroll: false });
  }

  function update(form: HTMLFormElement, delayMs: number, imperialNow = imperial) {
    clearTimeout(timer.current);
    const go = () => replaceUrl(readMetricValues(form, imperialNow, converted.current), imperialNow);
    if (delayMs === 0) go();
    else timer.current = setTimeout(go, delayMs);
  }

  // Before the imperial URL's conversion below: the server HTML's inputs, typed into, are metric.
  useTypedBeforeHydration(formRef, (form) =>
    replaceUrl(readMetricValues(form, false, converted.current), unitSystem === 'imperial'),
  );

  /** Converts the values shown to the other system, remembering what each input had. */
  function convertInputs(form: HTMLFormElement, toImperial: boolean) {
    for (const field of convertible) {
      const input = form.elements.namedItem(field.name);
      if (!(input instanceof HTMLInputElement)) continue;
      const factor = imperialEquivalents[field.imperial!].metricPerImperial;
      const memo = converted.current.get(field.name);
      // Back to the number the visitor had, if the input still shows what the switch wrote.
      const next =
        memo && memo.shown === input.value
          ? memo.original
          : convertText(input.value, toImperial ? 1 / factor : factor, shownDigits);
      converted.current.set(field.name, { shown: next, original: input.value });
      input.value = next;
    }
  }

  function switchUnits(toImperial: boolean) {
    const form = formRef.current;
    if (!form || toImperial === imperial) return;
    convertInputs(form, toImperial);
    setImperial(toImperial);
    // The sheet follows the units at once (the well data in the URL do not change).
    update(form, 0, toImperial);
  }

  // A URL in imperial opens the form in imperial once JavaScript runs (the server HTML is metric, as
  // its inputs must submit without JavaScript).
  const openedImperial = useRef(false);
  useEffect(() => {
    const form = formRef.current;
    if (unitSystem !== 'imperial' || openedImperial.current || !form) return;
    openedImperial.current = true;
    convertInputs(form, true);
    setImperial(true);
    // Runs once, on the first mount in the browser; later URLs keep what the visitor switched to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update(event.currentTarget, 0);
    // On one column the sheet is below the form: take the visitor to it, as a page load would not.
    const sheet = document.getElementById(sheetHeadingId);
    if (sheet && sheet.getBoundingClientRect().top > window.innerHeight) {
      sheet.scrollIntoView({ block: 'start' });
      sheet.focus({ preventScroll: true });
    }
  }

  const unitOf = (field: NumberFieldSpec) => {
    if (imperial && field.imperial) {
      const symbol = imperialEquivalents[field.imperial].symbol;
      return field.unit === 'm³/day' ? `${symbol}/day` : symbol;
    }
    return field.unit;
  };

  const described = (name: SizingParamName, help: boolean) =>
    [help ? helpId(name) : '', error?.field === name ? errorId : ''].filter(Boolean).join(' ') || undefined;

  /** The server's message under the field it names. */
  const fieldError = (name: SizingParamName) =>
    error?.field === name && (
      <p id={errorId} className="mt-1 text-sm font-medium text-accent-700">
        {error.message}
      </p>
    );

  function numberField(field: NumberFieldSpec) {
    const { name } = field;
    const unit = unitOf(field);
    return (
      <div key={name}>
        <label htmlFor={controlId(name)} className="tool-label">
          {labels[name]}
          {unit && <span className="font-normal text-ink-600"> ({unit})</span>}
        </label>
        <input
          id={controlId(name)}
          name={name}
          type="number"
          inputMode="decimal"
          step="any"
          min={imperial && field.imperial ? undefined : field.min}
          max={imperial && field.imperial ? undefined : field.max}
          required={field.required}
          defaultValue={values[name]}
          aria-describedby={described(name, true)}
          aria-invalid={error?.field === name ? true : undefined}
          className="tool-control"
        />
        <p id={helpId(name)} className="mt-1 text-xs leading-snug text-ink-600">
          {field.help}
        </p>
        {fieldError(name)}
      </div>
    );
  }

  const select = (name: SizingParamName, options: readonly { value: string; label: string }[]) => (
    <div>
      <label htmlFor={controlId(name)} className="tool-label">
        {labels[name]}
      </label>
      <select
        id={controlId(name)}
        name={name}
        defaultValue={values[name]}
        aria-describedby={described(name, false)}
        aria-invalid={error?.field === name ? true : undefined}
        className="tool-control"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {fieldError(name)}
    </div>
  );

  return (
    <form
      ref={formRef}
      action={paths.borewellSizing}
      method="get"
      onChange={(event) => {
        // The units switch converts the inputs itself; the duty in the URL does not change.
        if ((event.target as unknown as HTMLInputElement).name !== unitSystemParam)
          update(event.currentTarget, sizingDebounceMs);
      }}
      onSubmit={onSubmit}
      aria-labelledby={`${id}-heading`}
      className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6 print:hidden"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-lg font-bold text-navy-900">
          Your well
        </h2>
        <UnitsSwitch unitSystem={unitSystem} imperial={imperial} onSwitch={switchUnits} />
      </div>

      <div className="mt-4 grid gap-6">
        {numberFieldGroups.map((group, i) => (
          <fieldset key={group.legend} className="grid gap-4">
            <legend className="tool-legend">{group.legend}</legend>
            {group.fields.map(numberField)}
            {i === 0 && wellPicture}
          </fieldset>
        ))}

        <fieldset className="grid gap-4">
          <legend className="tool-legend">Pipe and supply</legend>
          {select('pipeMaterial', pipeMaterials)}
          <SegmentedRadios legend={labels.hz} name="hz" options={frequencyOptions} defaultValue={values.hz} />
          {select('phase', [
            { value: '3', label: 'Three phase' },
            { value: '1', label: 'Single phase' },
          ])}
          {supplyFields.map(numberField)}
        </fieldset>

        <button type="submit" className="btn-primary w-full">
          Size my pump set
        </button>
      </div>
    </form>
  );
}
