import type { ReactNode } from 'react';

/** One choice of a {@link SegmentedRadios} group. */
export interface SegmentedOption {
  value: string;
  label: ReactNode;
}

/** The mains frequencies as the tools' URLs spell them. */
export const frequencyOptions: readonly SegmentedOption[] = [
  { value: '50', label: '50 Hz' },
  { value: '60', label: '60 Hz' },
];

/** Props of {@link SegmentedRadios}: uncontrolled with `defaultValue`, controlled with `value` and `onSelect`. */
export interface SegmentedRadiosProps {
  /** The group's legend (visually hidden with `hideLegend`). */
  legend: ReactNode;
  hideLegend?: boolean;
  /** The radios' `name`: the form field (and URL parameter) the choice is sent as. */
  name: string;
  options: readonly SegmentedOption[];
  defaultValue?: string;
  value?: string;
  onSelect?: (value: string) => void;
  /** `sm` for a switch in a heading row, `md` in a form. */
  size?: 'sm' | 'md';
  legendClassName?: string;
  className?: string;
}

/**
 * A row of native radio buttons drawn as a pill switch (50 Hz | 60 Hz, Metric | Imperial): one tab
 * stop, arrow keys move within it, the focus ring on the visible pill. Server or client: plain markup,
 * so it works without JavaScript inside a GET form.
 */
export function SegmentedRadios({
  legend,
  hideLegend = false,
  name,
  options,
  defaultValue,
  value,
  onSelect,
  size = 'md',
  legendClassName = 'text-sm font-semibold text-navy-900',
  className = '',
}: SegmentedRadiosProps) {
  const pill = size === 'sm' ? 'px-3 py-1 text-xs' : 'px-4 py-1.5 text-sm';
  return (
    <fieldset className={className}>
      <legend className={hideLegend ? 'sr-only' : legendClassName}>{legend}</legend>
      <div className={`inline-flex rounded-full bg-water-50 p-1 ${hideLegend ? '' : 'mt-1'}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className={`cursor-pointer rounded-full font-semibold text-navy-800 has-checked:bg-navy-900 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-accent-500 ${pill}`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              className="sr-only"
              {...(value !== undefined
                ? { checked: value === option.value, onChange: () => onSelect?.(option.value) }
                : { defaultChecked: defaultValue === option.value })}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
