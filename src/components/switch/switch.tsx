import * as css from './switch.css.ts';

type Props = { checked: boolean; label: string; disabled?: boolean; onChange: (checked: boolean) => void; describedBy?: string; id?: string };

/** An accessible on/off switch (role="switch"). */
export function Switch({ checked, label, disabled, onChange, describedBy, id }: Props) {
  return (
    <button
      type="button"
      id={id}
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-describedby={describedBy}
      disabled={disabled}
      className={css.track}
      onClick={() => onChange(!checked)}
    >
      <span className={css.thumb} />
    </button>
  );
}
