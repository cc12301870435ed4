import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { accountApi } from '../../contract/account-api.ts';
import type { SocialAccount, User } from '../../contract/user.ts';
import { Button } from '../../components/button/button.tsx';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import * as page from '../../components/page/page.css.ts';
import { call } from '../../lib/api/call.ts';
import { refreshSession } from '../../lib/auth/session.ts';
import { formatKoreanDate } from '../../contract/calendar/format.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import * as css from './my-page.css.ts';
import './catalog.ts';

/** Linked Kakao / Naver accounts with unlink (LastSignInMethodException when it is the only way in). */
export function SocialAccounts({ user }: { user: User }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [target, setTarget] = useState<SocialAccount | null>(null);
  const unlink = useMutation({
    mutationFn: (id: number) => call(accountApi.unlinkSocial, { params: { id } }),
    onSettled: () => setTarget(null),
    onSuccess: () => refreshSession(),
  });
  const name = (account: SocialAccount) => (account.provider === 'KAKAO' ? t`Kakao` : t`Naver`);
  return (
    <section className={page.card} aria-labelledby="social-title">
      <h2 id="social-title" className={page.sectionTitle}>
        <Trans>Linked accounts</Trans>
      </h2>
      {user.oauth2IdDetails.length === 0 ? (
        <p className={page.muted}>
          <Trans>No Kakao or Naver account is linked.</Trans>
        </p>
      ) : (
        <ul className={page.list}>
          {user.oauth2IdDetails.map((account) => (
            <li key={account.id} className={page.listItem}>
              <span className={css.rowText}>
                <strong>{name(account)}</strong>
                <span className={page.muted}>
                  {account.email ?? ''} {t`Linked on ${formatKoreanDate(account.linkedAt)}`}
                </span>
              </span>
              <Button size="sm" tone="ghost" onClick={() => setTarget(account)}>
                <Trans>Unlink</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FormAlert message={errorText(unlink.error)} />
      <ConfirmDialog
        open={target !== null}
        title={target ? t`Unlink your ${name(target)} account?` : ''}
        confirmLabel={t`Unlink`}
        danger
        busy={unlink.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={() => target && unlink.mutate(target.id)}
      >
        <Trans>You will no longer be able to sign in with this account.</Trans>
      </ConfirmDialog>
    </section>
  );
}
