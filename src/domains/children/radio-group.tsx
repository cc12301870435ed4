import { useId, type ReactNode } from 'react';
import * as css from '../../components/field/field.css.ts';

type Props = {
  legend: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string; disabled?: boolean }[];
  onChange: (value: string) => void;
  error: string | null;
  /** Said under the options and tied to them for screen readers (e.g. why one is disabled). */
  hint?: ReactNode;
};

export function RadioGroup({ legend, name, value, options, onChange, error, hint }: Props) {
  const hintId = useId();
  return (
    <fieldset className={css.fieldset} aria-invalid={error ? true : undefined} aria-describedby={hint ? hintId : undefined}>
      <legend className={css.legend}>{legend}</legend>
      <div className={css.radioRow}>
        {options.map((option) => (
          <label key={option.value} className={css.check}>
            <input
              type="radio"
              className={css.checkbox}
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className={css.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className={css.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
