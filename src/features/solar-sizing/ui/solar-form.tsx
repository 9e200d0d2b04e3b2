import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import type { SolarSite } from '@/content/schemas/solar';
import { paramOf } from '@/lib/tool-contract/contract';
import { solarContract } from '../contract';
import {
  arrayFields,
  placeLimits,
  waterFields,
  type NumberSpec,
  type SolarFormValues,
  type SolarParamName,
} from './form-fields';

export type { SolarFormValues } from './form-fields';

/** The form's label and help of a parameter (the contract's). */
const label = (name: SolarParamName) => paramOf(solarContract, name).label;
const help = (name: 'site' | 'ghi' | 'designMonth') => paramOf(solarContract, name).help;

/** id of the sheet's heading (the form's submit lands there on a phone). */
export const solarSheetHeadingId = 'solar-sheet-heading';

/**
 * The solar sizing's form (server component): a GET form that submits to `/solar-pump-sizing`, so it
 * works without JavaScript and every sheet is a link. The site list is grouped by country; a point
 * (latitude and longitude) or twelve typed monthly values may replace it.
 */
export function SolarForm({
  values,
  sites,
  error,
}: {
  values: SolarFormValues;
  sites: readonly SolarSite[];
  error?: { field: SolarParamName; message: string };
}) {
  const id = (name: SolarParamName) => `solar-${name}`;
  const errorId = 'solar-error';
  const described = (name: SolarParamName, help: boolean) =>
    [help ? `${id(name)}-help` : '', error?.field === name ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const errorText = (name: SolarParamName) =>
    error?.field === name && (
      <p id={errorId} className="mt-1 text-sm font-medium text-accent-700">
        {error.message}
      </p>
    );
  /** A select with its label, help and error: the contract's empty choice, then `options`. */
  const selectField = (name: 'site' | 'designMonth', options: ReactNode) => (
    <div>
      <label htmlFor={id(name)} className="tool-label">
        {label(name)}
      </label>
      <select
        id={id(name)}
        name={name}
        defaultValue={values[name] ?? ''}
        aria-describedby={described(name, true)}
        aria-invalid={error?.field === name ? true : undefined}
        className="tool-control"
      >
        <option value="">{paramOf(solarContract, name).emptyLabel}</option>
        {options}
      </select>
      <p id={`${id(name)}-help`} className="mt-1 text-xs leading-snug text-ink-600">
        {help(name)}
      </p>
      {errorText(name)}
    </div>
  );
  const numberField = (field: NumberSpec) => (
    <div key={field.name}>
      <label htmlFor={id(field.name)} className="tool-label">
        {label(field.name)}
        <span className="font-normal text-ink-600"> ({field.unit})</span>
      </label>
      <input
        id={id(field.name)}
        name={field.name}
        type={field.perMonth ? 'text' : 'number'}
        inputMode="decimal"
        step={field.perMonth ? undefined : 'any'}
        min={field.perMonth ? undefined : field.min}
        max={field.perMonth ? undefined : field.max}
        required={field.required}
        placeholder={field.placeholder}
        defaultValue={values[field.name] ?? ''}
        aria-describedby={described(field.name, true)}
        aria-invalid={error?.field === field.name ? true : undefined}
        className="tool-control"
      />
      <p id={`${id(field.name)}-help`} className="mt-1 text-xs leading-snug text-ink-600">
        {field.help}
      </p>
      {errorText(field.name)}
    </div>
  );
  const countries = [...new Set(sites.map((s) => s.country))];
  const groups = [
    { label: 'India', countries: countries.filter((c) => c === 'India') },
    { label: 'Export markets', countries: countries.filter((c) => c !== 'India').sort() },
  ];

  return (
    <form
      action={paths.solarPumpSizing}
      method="get"
      aria-labelledby="solar-form-heading"
      className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6 print:hidden"
    >
      <h2 id="solar-form-heading" className="text-lg font-bold text-navy-900">
        Your site and water
      </h2>
      <div className="mt-4 grid gap-6">
        <fieldset className="grid gap-4">
          <legend className="tool-legend">Sunshine</legend>
          {selectField(
            'site',
            groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {sites
                  .filter((s) => group.countries.includes(s.country))
                  .sort((a, b) => a.country.localeCompare(b.country) || a.name.localeCompare(b.name))
                  .map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.country === 'India' ? s.name : `${s.name}, ${s.country}`}
                    </option>
                  ))}
              </optgroup>
            )),
          )}
          <div className="grid grid-cols-2 gap-3">
            {(['lat', 'lon'] as const).map((name) => (
              <div key={name}>
                <label htmlFor={id(name)} className="tool-label">
                  {label(name)} <span className="font-normal text-ink-600">(°)</span>
                </label>
                <input
                  id={id(name)}
                  name={name}
                  type="number"
                  inputMode="decimal"
                  step="any"
                  min={placeLimits[name].min}
                  max={placeLimits[name].max}
                  defaultValue={values[name] ?? ''}
                  aria-describedby={described(name, false)}
                  aria-invalid={error?.field === name ? true : undefined}
                  className="tool-control"
                />
                {errorText(name)}
              </div>
            ))}
          </div>
          <details className="text-sm" open={Boolean(values.ghi) || error?.field === 'ghi'}>
            <summary className="cursor-pointer font-semibold text-water-700">Type your own monthly sunshine</summary>
            <label htmlFor={id('ghi')} className="tool-label mt-3 block">
              {label('ghi')} <span className="font-normal text-ink-600">(kWh/m²/day, Jan–Dec)</span>
            </label>
            <input
              id={id('ghi')}
              name="ghi"
              type="text"
              inputMode="decimal"
              placeholder={paramOf(solarContract, 'ghi').placeholder}
              defaultValue={values.ghi ?? ''}
              aria-describedby={described('ghi', true)}
              aria-invalid={error?.field === 'ghi' ? true : undefined}
              className="tool-control"
            />
            <p id={`${id('ghi')}-help`} className="mt-1 text-xs leading-snug text-ink-600">
              {help('ghi')}
            </p>
            {errorText('ghi')}
          </details>
        </fieldset>

        <fieldset className="grid gap-4">
          <legend className="tool-legend">Water and head</legend>
          {waterFields.map(numberField)}
          {values.fromBorewell && <input type="hidden" name="fromBorewell" value={values.fromBorewell} />}
        </fieldset>

        <fieldset className="grid gap-4">
          <legend className="tool-legend">Array</legend>
          {arrayFields.map(numberField)}
          {selectField(
            'designMonth',
            paramOf(solarContract, 'designMonth').options.map((month) => (
              <option key={month.value} value={month.value}>
                {month.label}
              </option>
            )),
          )}
        </fieldset>

        <button type="submit" className="btn-primary w-full">
          Size my solar pump
        </button>
      </div>
    </form>
  );
}
