import { useId, type ReactNode } from 'react';
import * as css from './admin-list.css.ts';

/**
 * A small label above one control of a toolbar or an action form; the control gets the id. With an
 * `error`, the field is marked wrong and says why under the control (decision 0082): the control
 * takes `invalid` (aria-invalid and aria-describedby) from the second argument.
 */
export function AdminField({
  label,
  error,
  children,
}: {
  label: ReactNode;
  error?: string | null | undefined;
  children: (id: string, invalid: FieldInvalid) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid: FieldInvalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      {children(id, invalid)}
      {error ? (
        <p id={errorId} className={css.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What a control spreads to say it is wrong and where the reason is written. */
export type FieldInvalid = { 'aria-invalid'?: true; 'aria-describedby'?: string };
