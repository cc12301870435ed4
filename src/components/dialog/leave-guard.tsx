import { Trans, useLingui } from '@lingui/react/macro';
import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';
import '../catalog.ts';

/**
 * Asks before leaving a form with unsaved text: in-app navigation opens a confirmation, closing or
 * reloading the tab gets the browser's own prompt. `pending` is read at the moment of leaving.
 */
export function LeaveGuard({ pending }: { pending: () => boolean }) {
  const { t } = useLingui();
  const blocker = useBlocker({ shouldBlockFn: pending, enableBeforeUnload: pending, withResolver: true });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title={t`Leave without saving?`}
      confirmLabel={t`Leave`}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <Trans>What you wrote will be lost.</Trans>
    </ConfirmDialog>
  );
}
