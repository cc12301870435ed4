import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { formatGuardianCode, guardiansApi, type CreatedInvite, type FamilyData } from '../../contract/guardians-api.ts';
import { Button } from '../../components/button/button.tsx';
import { CopyButton } from '../../components/copy-button/copy-button.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import * as page from '../../components/page/page.css.ts';
import { call } from '../../lib/api/call.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { familyKey, inviteLink } from './family-queries.ts';
import * as css from './family.css.ts';
import './catalog.ts';

/**
 * The owner's invite (decision 0097): a code shown once, to copy or share, valid for 24 hours and
 * for one person; the open invites can be withdrawn.
 */
export function FamilyInvite({ childId, nickname, invites }: { childId: number; nickname: string; invites: FamilyData['invites'] }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [created, setCreated] = useState<CreatedInvite | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: familyKey(childId) });
  const create = useMutation({
    mutationFn: () => call(guardiansApi.inviteGuardian, { params: { id: childId } }),
    onSuccess: async (invite) => {
      setCreated(invite);
      await refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: (inviteId: number) => call(guardiansApi.cancelGuardianInvite, { params: { id: childId, inviteId } }),
    onSuccess: async (_, inviteId) => {
      if (created?.id === inviteId) setCreated(null);
      await refresh();
    },
  });
  const share = async (invite: CreatedInvite) => {
    const code = formatGuardianCode(invite.code);
    const text = t`Join ${nickname}'s record on Dodam. Enter the invite code ${code} in My page › Enter an invite code.`;
    await navigator.share({ title: t`Dodam invite`, text, url: inviteLink(invite.code) }).catch(() => undefined);
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <div className={css.invite}>
      {created ? (
        <div className={css.code} role="status">
          <p className={page.muted}>{t`Invite code (valid once, until ${formatKoreanDateTime(created.expiresAt)})`}</p>
          <p className={css.codeText} lang="en">
            {formatGuardianCode(created.code)}
          </p>
          <div className={css.actions}>
            <CopyButton text={formatGuardianCode(created.code)} label={t`Copy the invite code`} visible={t`Copy code`} />
            <CopyButton text={inviteLink(created.code)} label={t`Copy the invite link`} visible={t`Copy link`} tone="ghost" />
            {canShare ? (
              <Button tone="ghost" onClick={() => void share(created)}>
                <Trans>Share</Trans>
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      <Button tone="secondary" busy={create.isPending} onClick={() => create.mutate()}>
        {created ? t`Make another invite code` : t`Make an invite code`}
      </Button>
      <FormAlert message={errorText(create.error ?? cancel.error)} />
      {invites.length > 0 ? (
        <ul className={page.list} aria-label={t`Open invites`}>
          {invites.map((invite) => {
            const until = formatKoreanDateTime(invite.expiresAt);
            return (
              <li key={invite.id} className={css.row}>
                <span>{t`Open invite, until ${until}`}</span>
                <Button
                  tone="ghost"
                  size="sm"
                  busy={cancel.isPending && cancel.variables === invite.id}
                  onClick={() => cancel.mutate(invite.id)}
                  aria-label={t`Cancel the invite valid until ${until}`}
                >
                  <Trans>Cancel</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
