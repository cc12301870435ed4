import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { accountApi } from '../../contract/account-api.ts';
import { Button } from '../../components/button/button.tsx';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import * as page from '../../components/page/page.css.ts';
import { call } from '../../lib/api/call.ts';
import { clearEverything, logout } from '../../lib/auth/session.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { hasOutboxMark } from '../../lib/storage/keys.ts';
import { withLoading } from '../../lib/ui/loading-store.ts';
import * as css from './my-page.css.ts';
import './catalog.ts';

/** Logout and account deletion (SPEC §4; issue 2 §2). */
export function AccountActions() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [queued, setQueued] = useState(0);
  // Entries saved offline stay on the phone for this member (decision 0023): say so before logging out.
  const askLogout = async () => {
    setConfirmLogout(true);
    if (!hasOutboxMark()) return setQueued(0);
    const { diaryOutbox } = await import('../../lib/offline/diary-outbox.ts');
    setQueued((await diaryOutbox.mine().catch(() => [])).length);
  };
  const remove = useMutation({
    mutationFn: () => call(accountApi.deleteAccount),
    onSuccess: async () => {
      await clearEverything();
      await navigate({ to: '/auth/delete-account', replace: true });
    },
    onSettled: () => setConfirmDelete(false),
  });
  return (
    <section className={page.card} aria-labelledby="account-title">
      <h2 id="account-title" className={page.sectionTitle}>
        <Trans>Account</Trans>
      </h2>
      <div className={css.actions}>
        <Button tone="ghost" block onClick={() => void askLogout()}>
          <Trans>Log out</Trans>
        </Button>
        <Button tone="ghost" block onClick={() => setConfirmDelete(true)}>
          <Trans>Delete account</Trans>
        </Button>
      </div>
      <FormAlert message={errorText(remove.error)} />
      <ConfirmDialog
        open={confirmLogout}
        title={t`Log out?`}
        confirmLabel={t`Log out`}
        onCancel={() => setConfirmLogout(false)}
        onConfirm={() => {
          setConfirmLogout(false);
          void withLoading(logout());
        }}
      >
        {queued > 0 ? <Trans>{queued} diary entries are not sent yet. They stay on this phone and are sent when you sign in again.</Trans> : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmDelete}
        title={t`Delete your account?`}
        confirmLabel={t`Delete account`}
        danger
        busy={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => remove.mutate()}
      >
        <Trans>Your profile, your children's records and your diaries will be deleted and cannot be restored. Linked Kakao and Naver accounts will be disconnected.</Trans>
      </ConfirmDialog>
    </section>
  );
}
