import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import * as css from './dialog.css.ts';
import { ModalDialog } from './modal-dialog.tsx';
import '../catalog.ts';

type Props = {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: ReactNode;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A modal confirmation on the native <dialog>: focus trap, Escape and backdrop handled by the browser. */
export function ConfirmDialog({ open, title, children, confirmLabel, danger = false, busy = false, onConfirm, onCancel }: Props) {
  const titleId = useId();
  return (
    <ModalDialog open={open} labelledBy={titleId} onCancel={onCancel}>
      <h2 id={titleId} className={css.title}>
        {title}
      </h2>
      {children ? <div className={css.body}>{children}</div> : null}
      <div className={css.actions}>
        <Button tone="ghost" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button tone={danger ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
