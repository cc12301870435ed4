import { useEffect, useRef, type ReactNode } from 'react';
import * as css from './dialog.css.ts';

type Props = {
  open: boolean;
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  /** Escape or the browser's cancel: the dialog closes only when the owner sets `open` to false. */
  onCancel: () => void;
  children: ReactNode;
  /** `wide` for a table (the back office's lists); the default fits a question. */
  size?: 'default' | 'wide';
};

/**
 * The native modal <dialog> driven by `open`: the browser traps focus, handles Escape and the
 * backdrop, and gives focus back on close. The shell of every dialog of the app.
 */
export function ModalDialog({ open, labelledBy, onCancel, children, size = 'default' }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={size === 'wide' ? `${css.dialog} ${css.wide}` : css.dialog}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {children}
    </dialog>
  );
}
