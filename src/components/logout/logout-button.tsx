import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { logout } from '../../lib/auth/session.ts';
import { countUnsent } from '../../lib/auth/member-data.ts';
import { withLoading } from '../../lib/ui/loading-store.ts';
import { Button } from '../button/button.tsx';
import type { ButtonVariants } from '../button/button-class.ts';
import { ConfirmDialog } from '../dialog/confirm-dialog.tsx';
import '../catalog.ts';

/**
 * Log out after a confirmation that says how many diary entries saved offline stay on this phone
 * (decision 0023), as the domains registered in lib/auth/member-data.ts count them (decision 0053). The My page's account card uses it, and so do the screens the route guard forces
 * a member onto (SPEC §5 step 7 profile completion, step 8 no child or none selected), which have no
 * My page to reach (decision 0034).
 */
export function LogoutButton({ size = 'sm', block = false }: Pick<NonNullable<ButtonVariants>, 'size' | 'block'>) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [queued, setQueued] = useState(0);
  const ask = async () => {
    setOpen(true);
    // Every domain that keeps the member's items on this device answers for itself (decision 0053).
    setQueued(await countUnsent());
  };
  return (
    <>
      <Button size={size} tone="ghost" block={block} onClick={() => void ask()}>
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
      >
        {queued > 0 ? <Trans>{queued} diary entries are not sent yet. They stay on this phone and are sent when you sign in again.</Trans> : null}
      </ConfirmDialog>
    </>
  );
}
