import * as css from './field.css.ts';

type Props = {
  /** The text area's id: the error is `${id}-msg`, the counter `${id}-count` (see `footerDescribedBy`). */
  id: string;
  error: string | null | undefined;
  length: number;
  max: number;
};

/** The line under a text area with a length limit: its inline error and a live "length / max" counter. */
export function FieldFooter({ id, error, length, max }: Props) {
  return (
    <div className={css.footer}>
      {error ? (
        <p id={`${id}-msg`} className={css.error} role="alert">
          {error}
        </p>
      ) : null}
      <span id={`${id}-count`} className={length > max ? `${css.counter} ${css.counterOver}` : css.counter} aria-live="polite">
        {length} / {max}
      </span>
    </div>
  );
}

/** The text area's aria-describedby: the counter, and the error while one shows. */
export function footerDescribedBy(id: string, error: string | null | undefined): string {
  return error ? `${id}-count ${id}-msg` : `${id}-count`;
}
