import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { ConfirmDialog } from '../dialog/confirm-dialog.tsx';
import * as css from './admin-list.css.ts';
import '../catalog.ts';

type Props = {
  count: number;
  /** The action's button text ("Restrict", "Hide" …). */
  actionLabel: ReactNode;
  title: ReactNode;
  danger?: boolean;
  /** The dialog's own fields (a reason …); `ready` false keeps the confirm button from sending. */
  children?: ReactNode;
  ready?: boolean;
  onConfirm: () => Promise<void>;
  onClear: () => void;
};

/** The rows selected and one action on them, confirmed in a dialog that says how many rows change (decision 0041). */
export function BulkBar({ count, actionLabel, title, danger = false, children, ready = true, onConfirm, onClear }: Props) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (count === 0) return null;

  async function confirm() {
    if (!ready) return;
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={css.actions} role="region" aria-label={t`Selected rows`} aria-live="polite">
      <strong>
        <Plural value={count} one="# row selected" other="# rows selected" />
      </strong>
      <Button size="sm" tone={danger ? 'danger' : 'primary'} onClick={() => setOpen(true)}>
        {actionLabel}
      </Button>
      <Button size="sm" tone="ghost" onClick={onClear}>
        <Trans>Clear selection</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        confirmLabel={actionLabel}
        danger={danger}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <p>
          <Plural value={count} one="# row will change." other="# rows will change." />
        </p>
        {children}
      </ConfirmDialog>
    </div>
  );
}
