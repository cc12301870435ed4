import type { InputHTMLAttributes, ReactNode } from 'react';
import * as css from './field.css.ts';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode };

export function Checkbox({ label, className, ...input }: Props) {
  return (
    <label className={[css.check, className].filter(Boolean).join(' ')}>
      <input type="checkbox" className={css.checkbox} {...input} />
      <span>{label}</span>
    </label>
  );
}
