import { alert } from './field.css.ts';

/** A form-level failure (e.g. LoginFailException), announced to screen readers. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className={alert} role="alert">
      {message}
    </p>
  );
}
