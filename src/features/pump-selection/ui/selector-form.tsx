'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useId, useRef, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import { useTypedBeforeHydration } from '@/lib/react/use-typed-before-hydration';
import { frequencyOptions, SegmentedRadios } from '@/components/ui/segmented-radios';
import {
  flowUnits,
  headUnits,
  categoryEmptyLabel,
  installationOptions,
  phaseOptions,
  queryFromFormValues,
  selectorHelp,
  selectorLabels,
  selectorInputLimits,
  selectorParamNames,
  type SelectorFormValues,
  type SelectorParamName,
} from './form-fields';
import { convertUnitValue, type UnitFactors } from './unit-switch';

/** Wait after the last change before the results follow the inputs (ms). */
export const selectorDebounceMs = 300;

/** One option of a select. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link SelectorForm}. */
export interface SelectorFormProps {
  /** The values of the URL being shown (defaults filled in). */
  values: SelectorFormValues;
  /** Pump categories that have pump models, value as in the URL. */
  categories: readonly SelectOption[];
  /** Supply voltages the models are offered for, in V. */
  voltages: readonly number[];
  /** Messages of the parameters the selection rejected, by parameter. */
  errors?: Partial<Record<SelectorParamName, string>>;
  /** Unit sizes for converting a typed value when its unit changes (from the selection domain). */
  unitFactors: UnitFactors;
}

/** The form's current values, read from its controls. */
function readValues(form: HTMLFormElement): SelectorFormValues {
  const data = new FormData(form);
  return Object.fromEntries(
    selectorParamNames.map((name) => [name, String(data.get(name) ?? '')]),
  ) as SelectorFormValues;
}

/** The `<option>`s of a select, one per choice. */
const optionsOf = (options: readonly SelectOption[]) =>
  options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));

/**
 * The duty-point form of `/pump-selector`: a GET form that works without JavaScript (the server renders
 * the results of the URL it submits). With JavaScript it keeps the URL in step with the inputs
 * (`router.replace`, {@link selectorDebounceMs} after the last change), so the server re-renders the
 * results in place; switching a unit converts the value already typed so the duty stays the same. What
 * a visitor typed before the page hydrated is sent once it has (`useTypedBeforeHydration`).
 */
export function SelectorForm({ values, categories, voltages, errors = {}, unitFactors }: SelectorFormProps) {
  const router = useRouter();
  const pathname = usePathname() ?? paths.pumpSelector;
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  useTypedBeforeHydration(formRef, (form) => update(form, 0));

  const controlId = (name: SelectorParamName) => `${id}-${name}`;
  const helpId = (name: SelectorParamName) => `${id}-${name}-help`;
  const errorId = (name: SelectorParamName) => `${id}-${name}-error`;

  function update(form: HTMLFormElement, delayMs: number) {
    clearTimeout(timer.current);
    const go = () => {
      const query = queryFromFormValues(readValues(form)).toString();
      router.replace(`${pathname}${query ? `?${query}` : ''}`, { scroll: false });
    };
    if (delayMs === 0) go();
    else timer.current = setTimeout(go, delayMs);
  }

  function onChange(event: ChangeEvent<HTMLFormElement>) {
    const target = event.target as unknown as HTMLInputElement | HTMLSelectElement;
    const form = event.currentTarget;
    if (target.name === 'flowUnit' || target.name === 'headUnit') {
      const valueInput = form.elements.namedItem(target.name === 'flowUnit' ? 'flow' : 'head');
      const previous = target.dataset.previous ?? '';
      if (valueInput instanceof HTMLInputElement && previous) {
        valueInput.value = convertUnitValue(target.name, valueInput.value, previous, target.value, unitFactors);
      }
      target.dataset.previous = target.value;
    }
    update(form, selectorDebounceMs);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update(event.currentTarget, 0);
  }

  function field(name: SelectorParamName, control: ReactNode, className = '') {
    return (
      <div className={className}>
        <label htmlFor={controlId(name)} className="tool-label">
          {selectorLabels[name]}
        </label>
        {control}
        {selectorHelp[name] && (
          <p id={helpId(name)} className="mt-1 text-xs leading-snug text-ink-600">
            {selectorHelp[name]}
          </p>
        )}
        {errors[name] && (
          <p id={errorId(name)} className="mt-1 text-sm font-medium text-accent-700">
            {errors[name]}
          </p>
        )}
      </div>
    );
  }

  const describedBy = (name: SelectorParamName) =>
    [selectorHelp[name] ? helpId(name) : '', errors[name] ? errorId(name) : ''].filter(Boolean).join(' ') || undefined;
  const common = (name: SelectorParamName) => ({
    id: controlId(name),
    name,
    'aria-describedby': describedBy(name),
    'aria-invalid': errors[name] ? true : undefined,
    className: 'tool-control',
  });
  /** A decimal input within the contract's limits, in its field. */
  const numberField = (name: SelectorParamName, required?: true) =>
    field(
      name,
      <input
        {...common(name)}
        {...selectorInputLimits(name)}
        step="any"
        required={required}
        type="number"
        inputMode="decimal"
        defaultValue={values[name]}
      />,
    );
  const unitSelect = (name: 'flowUnit' | 'headUnit', options: readonly SelectOption[]) => (
    <select {...common(name)} defaultValue={values[name]} data-previous={values[name]} className="tool-control">
      {optionsOf(options)}
    </select>
  );
  /** A closed group of optional decimal fields under `summary`: one across, then two side by side. */
  const moreFields = (
    summary: string,
    across: SelectorParamName,
    left: SelectorParamName,
    right: SelectorParamName,
  ) => (
    <details className="group rounded-lg border border-line bg-surface-muted px-3 py-2 open:pb-3">
      <summary className="cursor-pointer text-sm font-semibold text-water-700">{summary}</summary>
      <div className="mt-3 grid gap-4">
        {numberField(across)}
        <div className="grid grid-cols-2 gap-3">
          {numberField(left)}
          {numberField(right)}
        </div>
      </div>
    </details>
  );
  /** A select of `options`, first an empty choice labelled `empty` when given. */
  const select = (name: SelectorParamName, options: readonly SelectOption[], empty?: string) => (
    <select {...common(name)} defaultValue={values[name]}>
      {empty !== undefined && <option value="">{empty}</option>}
      {optionsOf(options)}
    </select>
  );

  return (
    <form
      ref={formRef}
      action={paths.pumpSelector}
      method="get"
      onChange={onChange}
      onSubmit={onSubmit}
      aria-labelledby={`${id}-heading`}
      className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6 print:hidden"
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold text-navy-900">
        Your duty point
      </h2>
      <div className="mt-4 grid gap-4">
        {field('installation', select('installation', installationOptions))}
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2">
          {numberField('flow', true)}
          {field('flowUnit', unitSelect('flowUnit', flowUnits))}
        </div>
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2">
          {numberField('head', true)}
          {field('headUnit', unitSelect('headUnit', headUnits))}
        </div>
        <SegmentedRadios legend={selectorLabels.hz} name="hz" options={frequencyOptions} defaultValue={values.hz} />
        <div className="grid grid-cols-2 gap-3">
          {field('phase', select('phase', phaseOptions))}
          {field(
            'voltage',
            <select {...common('voltage')} defaultValue={values.voltage}>
              <option value="">Any</option>
              {voltages.map((v) => (
                <option key={v} value={String(v)}>
                  {v} V
                </option>
              ))}
            </select>,
          )}
        </div>
        {field('category', select('category', categories, categoryEmptyLabel))}
        {numberField('boreDiameterIn')}
        {moreFields('System and running cost', 'staticHeadM', 'hoursPerDay', 'tariffPerKwh')}
        {moreFields('Surface pump suction (NPSH)', 'suctionLiftM', 'waterTempC', 'altitudeM')}
        <button type="submit" className="btn-primary w-full">
          Find pumps
        </button>
      </div>
    </form>
  );
}
