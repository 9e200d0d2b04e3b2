import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site';
import { MIN_AMBIENT_RANGE_C, type SolarSite } from '@/content/schemas/solar';
import { SOLAR_FIELD_LABELS, type SolarQuery } from '../domain/query';
import { MONTH_NAMES } from '../domain/size-solar';

/** The form's values as the inputs show them (strings; '' when not given). */
export type SolarFormValues = Partial<Record<keyof SolarQuery, string>>;

/** id of the sheet's heading (the form's submit lands there on a phone). */
export const solarSheetHeadingId = 'solar-sheet-heading';

const controlClass =
  'mt-1 block w-full rounded-lg border border-line bg-surface px-3 py-2 text-ink-900 shadow-sm focus:border-water-600 focus:ring-2 focus:ring-water-600/30 focus:outline-none aria-[invalid=true]:border-accent-600';
const labelClass = 'text-sm font-semibold text-navy-900';
const legendClass = 'text-xs font-semibold tracking-[0.14em] text-water-700 uppercase';

interface NumberSpec {
  name: keyof SolarQuery;
  /** Also takes twelve figures separated by commas (a text input, since a number input refuses commas). */
  perMonth?: boolean;
  unit: string;
  help: string;
  min?: number;
  max?: number;
  required?: boolean;
  placeholder?: string;
}

const waterFields: NumberSpec[] = [
  {
    name: 'dailyWaterM3',
    perMonth: true,
    unit: 'm³/day',
    help: 'Water you need each day (1 m³ = 1,000 litres). Need differs by month? Type twelve figures separated by commas, January to December: the set is sized for the month hardest to meet.',
    placeholder: '60',
    min: 0,
    max: 2000,
    required: true,
  },
  {
    name: 'staticLiftM',
    unit: 'm',
    help: 'From the water level while pumping up to ground.',
    min: 0,
    max: 400,
    required: true,
  },
  { name: 'deliveryHeightM', unit: 'm', help: 'Height of the tank inlet or outlet above ground.', min: 0, max: 200 },
  { name: 'horizontalRunM', unit: 'm', help: 'Length of pipe along the ground to the outlet.', min: 0, max: 5000 },
  {
    name: 'outletPressureBar',
    unit: 'bar',
    help: '0 for an open tank; about 1.5 for drip irrigation.',
    min: 0,
    max: 10,
  },
  {
    name: 'boreDiameterIn',
    unit: 'inch',
    help: 'Inner diameter of the bore casing: the pump must fit.',
    min: 3,
    max: 24,
    required: true,
  },
];

const arrayFields: NumberSpec[] = [
  {
    name: 'moduleW',
    unit: 'W',
    help: `Power of one module at STC (default ${siteConfig.solar.defaultModuleW} W).`,
    min: 50,
    max: 700,
  },
  { name: 'tiltDeg', unit: '°', help: 'Leave empty to tilt at the latitude, facing the equator.', min: 0, max: 90 },
  {
    name: 'minAmbientC',
    unit: '°C',
    help: 'The coldest morning expected; the strings are sized so their open-circuit voltage stays within the controller’s input then. Leave empty for the site’s design minimum.',
    min: MIN_AMBIENT_RANGE_C.min,
    max: MIN_AMBIENT_RANGE_C.max,
  },
];

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
  error?: { field: keyof SolarQuery; message: string };
}) {
  const id = (name: keyof SolarQuery) => `solar-${name}`;
  const errorId = 'solar-error';
  const described = (name: keyof SolarQuery, help: boolean) =>
    [help ? `${id(name)}-help` : '', error?.field === name ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const errorText = (name: keyof SolarQuery) =>
    error?.field === name && (
      <p id={errorId} className="mt-1 text-sm font-medium text-accent-700">
        {error.message}
      </p>
    );
  const numberField = (field: NumberSpec) => (
    <div key={field.name}>
      <label htmlFor={id(field.name)} className={labelClass}>
        {SOLAR_FIELD_LABELS[field.name]}
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
        className={controlClass}
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
          <legend className={legendClass}>Sunshine</legend>
          <div>
            <label htmlFor={id('site')} className={labelClass}>
              {SOLAR_FIELD_LABELS.site}
            </label>
            <select
              id={id('site')}
              name="site"
              defaultValue={values.site ?? ''}
              aria-describedby={described('site', true)}
              aria-invalid={error?.field === 'site' ? true : undefined}
              className={controlClass}
            >
              <option value="">Choose the nearest place…</option>
              {groups.map((group) => (
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
              ))}
            </select>
            <p id={`${id('site')}-help`} className="mt-1 text-xs leading-snug text-ink-600">
              Monthly sunshine and daytime temperature of the place. Or leave it empty and give your latitude and
              longitude: we take the nearest place and say how far it is.
            </p>
            {errorText('site')}
          </div>
          <div className="grid grid-cols-2 gap-3">
            {(['lat', 'lon'] as const).map((name) => (
              <div key={name}>
                <label htmlFor={id(name)} className={labelClass}>
                  {SOLAR_FIELD_LABELS[name]} <span className="font-normal text-ink-600">(°)</span>
                </label>
                <input
                  id={id(name)}
                  name={name}
                  type="number"
                  inputMode="decimal"
                  step="any"
                  min={name === 'lat' ? -60 : -180}
                  max={name === 'lat' ? 60 : 180}
                  defaultValue={values[name] ?? ''}
                  aria-describedby={described(name, false)}
                  aria-invalid={error?.field === name ? true : undefined}
                  className={controlClass}
                />
                {errorText(name)}
              </div>
            ))}
          </div>
          <details className="text-sm" open={Boolean(values.ghi) || error?.field === 'ghi'}>
            <summary className="cursor-pointer font-semibold text-water-700">Type your own monthly sunshine</summary>
            <label htmlFor={id('ghi')} className={`${labelClass} mt-3 block`}>
              {SOLAR_FIELD_LABELS.ghi} <span className="font-normal text-ink-600">(kWh/m²/day, Jan–Dec)</span>
            </label>
            <input
              id={id('ghi')}
              name="ghi"
              type="text"
              inputMode="decimal"
              placeholder="4.4, 5.3, 6.3, 7, 7.3, 6.9, 5.6, 5.2, 5.7, 5.4, 4.7, 4.2"
              defaultValue={values.ghi ?? ''}
              aria-describedby={described('ghi', true)}
              aria-invalid={error?.field === 'ghi' ? true : undefined}
              className={controlClass}
            />
            <p id={`${id('ghi')}-help`} className="mt-1 text-xs leading-snug text-ink-600">
              Twelve values separated by commas, from NASA POWER or PVGIS (global horizontal irradiation).
            </p>
            {errorText('ghi')}
          </details>
        </fieldset>

        <fieldset className="grid gap-4">
          <legend className={legendClass}>Water and head</legend>
          {waterFields.map(numberField)}
          {values.fromBorewell && <input type="hidden" name="fromBorewell" value={values.fromBorewell} />}
        </fieldset>

        <fieldset className="grid gap-4">
          <legend className={legendClass}>Array</legend>
          {arrayFields.map(numberField)}
          <div>
            <label htmlFor={id('designMonth')} className={labelClass}>
              {SOLAR_FIELD_LABELS.designMonth}
            </label>
            <select
              id={id('designMonth')}
              name="designMonth"
              defaultValue={values.designMonth ?? ''}
              aria-describedby={described('designMonth', true)}
              aria-invalid={error?.field === 'designMonth' ? true : undefined}
              className={controlClass}
            >
              <option value="">The month hardest to meet (all year)</option>
              {MONTH_NAMES.map((month, i) => (
                <option key={month} value={String(i + 1)}>
                  {month}
                </option>
              ))}
            </select>
            <p id={`${id('designMonth')}-help`} className="mt-1 text-xs leading-snug text-ink-600">
              Size for one season only, for example the months a crop is watered.
            </p>
            {errorText('designMonth')}
          </div>
        </fieldset>

        <button type="submit" className="btn-primary w-full">
          Size my solar pump
        </button>
      </div>
    </form>
  );
}
