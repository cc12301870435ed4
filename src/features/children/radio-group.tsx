import * as css from '../../components/field/field.css.ts';

type Props = {
  legend: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  error: string | null;
};

export function RadioGroup({ legend, name, value, options, onChange, error }: Props) {
  return (
    <fieldset className={css.fieldset} aria-invalid={error ? true : undefined}>
      <legend className={css.legend}>{legend}</legend>
      <div className={css.radioRow}>
        {options.map((option) => (
          <label key={option.value} className={css.check}>
            <input type="radio" className={css.checkbox} name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className={css.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
