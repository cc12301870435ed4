import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { logout } from '../../lib/auth/session.ts';
import { withLoading } from '../../lib/ui/loading-store.ts';
import { Button } from '../button/button.tsx';
import { ConfirmDialog } from '../dialog/confirm-dialog.tsx';
import '../catalog.ts';

/**
 * Log out from a screen the route guard forces a member onto (SPEC §5 step 7 profile completion,
 * step 8 no child or none selected): there is no My page to reach from there (decision 0034).
 */
export function LogoutButton() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" tone="ghost" onClick={() => setOpen(true)}>
        <Trans>Log out</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        title={t`Log out?`}
        confirmLabel={t`Log out`}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          void withLoading(logout());
        }}
      />
    </>
  );
}
