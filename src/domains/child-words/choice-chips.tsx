import * as fieldCss from '../../components/field/field.css.ts';
import * as css from './survey.css.ts';

type Option<T extends string> = { value: T; label: string };
type Props<T extends string> = {
  legend: string;
  name: string;
  options: readonly Option<T>[];
  hint?: string;
  error?: string | null;
} & ({ multiple: true; value: readonly T[]; onToggle: (value: T) => void } | { multiple?: false; value: T | ''; onChange: (value: T | '') => void });

/** A question answered by choosing one (radio) or several (checkbox) chips; a chosen radio chip can be cleared. */
export function ChoiceChips<T extends string>(props: Props<T>) {
  const { legend, name, options, hint, error } = props;
  return (
    <fieldset className={fieldCss.fieldset} aria-invalid={error ? true : undefined}>
      <legend className={fieldCss.legend}>{legend}</legend>
      {hint ? <p className={fieldCss.hint}>{hint}</p> : null}
      <div className={css.chips}>
        {options.map((option) => {
          const checked = props.multiple ? props.value.includes(option.value) : props.value === option.value;
          return (
            <label key={option.value} className={css.chip}>
              <input
                type={props.multiple ? 'checkbox' : 'radio'}
                className={css.chipInput}
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => (props.multiple ? props.onToggle(option.value) : props.onChange(option.value))}
                onClick={() => {
                  if (!props.multiple && checked) props.onChange('');
                }}
              />
              {option.label}
            </label>
          );
        })}
      </div>
      {error ? (
        <p className={fieldCss.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
