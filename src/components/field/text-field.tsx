import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import * as css from './field.css.ts';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  success?: string | null;
  /** Rendered beside the input (e.g. a "check" button). */
  action?: ReactNode;
};

/** Label, input, hint and inline error wired with aria-describedby / aria-invalid. */
export function TextField({ label, hint, error, success, action, className, ...input }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const messageId = `${id}-msg`;
  const described = [hint ? hintId : null, error || success ? messageId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      <div className={css.row}>
        {/* A caller's class adds to the input's look (a narrow price field), never replaces it. */}
        <input
          id={id}
          className={className ? `${css.input} ${className}` : css.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          {...input}
        />
        {action}
      </div>
      {hint ? (
        <p id={hintId} className={css.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={messageId} className={css.error} role="alert">
          {error}
        </p>
      ) : success ? (
        <p id={messageId} className={css.success} role="status">
          {success}
        </p>
      ) : null}
    </div>
  );
}
