import { useId, type ReactNode } from 'react';
import * as css from './admin-list.css.ts';

/**
 * A small label above one control of a toolbar, an action form or a write page; the control gets
 * the id. A `hint` is said under the control (a count, a format); with an `error`, the field is
 * marked wrong and says why under it (decision 0082). The control spreads `described` (the second
 * argument: aria-invalid and aria-describedby) so that a screen reader reads both with it.
 * `wide` gives the field a whole row of its toolbar (a long text).
 */
export function AdminField({
  label,
  hint,
  error,
  wide = false,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  wide?: boolean;
  children: (id: string, described: FieldInvalid) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter((part) => part !== null).join(' ');
  const described: FieldInvalid = {
    ...(error ? { 'aria-invalid': true } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
  return (
    <div className={css.field} style={wide ? { flexBasis: '100%' } : undefined}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      {children(id, described)}
      {hint ? (
        <p id={hintId} className={css.hint} style={{ margin: 0 }}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={css.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What a control spreads to say it is wrong and where its hint and the reason are written. */
export type FieldInvalid = { 'aria-invalid'?: true; 'aria-describedby'?: string };
