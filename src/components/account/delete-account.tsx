import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { accountApi } from '../../contract/account-api.ts';
import { call } from '../../lib/api/call.ts';
import { clearEverything } from '../../lib/auth/session.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { ConfirmDialog } from '../dialog/confirm-dialog.tsx';
import { FormAlert } from '../field/form-alert.tsx';
import '../catalog.ts';

/**
 * Account deletion (SPEC §4, the right to erasure): the confirmation's state and the call, for the
 * My page and for /error/032, where a restricted member may still leave (decision 0030) and every
 * call is made with `navigateOnError` off so that a 032 answer never sends the page back to itself.
 */
export function useAccountDeletion({ navigateOnError }: { navigateOnError: boolean }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => call(accountApi.deleteAccount, { navigateOnError }),
    onSuccess: async () => {
      await clearEverything();
      await navigate({ to: '/auth/delete-account', replace: true });
    },
  });
  // A refusal keeps the question open with its reason inside it (AccountHas…Exception, decision 0087).
  const cancel = () => {
    setConfirming(false);
    remove.reset();
  };
  return { confirming, ask: () => setConfirming(true), cancel, remove };
}

export function DeleteAccountDialog({ deletion }: { deletion: ReturnType<typeof useAccountDeletion> }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  return (
    <ConfirmDialog
      open={deletion.confirming}
      title={t`Delete your account?`}
      confirmLabel={t`Delete account`}
      danger
      busy={deletion.remove.isPending}
      onCancel={deletion.cancel}
      onConfirm={() => deletion.remove.mutate()}
    >
      <p>
        <Trans>
          Your profile, your children's records and your diaries will be deleted and cannot be restored. Linked Kakao and Naver accounts will be disconnected.
        </Trans>
      </p>
      <FormAlert message={errorText(deletion.remove.error)} />
    </ConfirmDialog>
  );
}
