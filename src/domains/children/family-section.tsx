import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { ChildSummary } from '../../contract/child.ts';
import { guardiansApi, type FamilyMember } from '../../contract/guardians-api.ts';
import { Button } from '../../components/button/button.tsx';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import * as page from '../../components/page/page.css.ts';
import { call } from '../../lib/api/call.ts';
import { sessionKeys } from '../../lib/auth/session-queries.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { FamilyInvite } from './family-invite.tsx';
import { familyKey, familyQuery } from './family-queries.ts';
import { refreshSelectedChild } from './selected-child.ts';
import * as css from './family.css.ts';
import './catalog.ts';

/**
 * 함께 기록하는 가족 (decision 0097): who writes this child's diary and records with the member. The
 * owner invites and removes guardians; a guardian sees who invited it and may leave.
 */
export function FamilySection({ child }: { child: ChildSummary }) {
  const { t } = useLingui();
  // Read again on every visit: the family changes from another phone (an invite accepted, a guardian left).
  const family = useQuery({ ...familyQuery(child.id), refetchOnMount: 'always' });
  const [leaving, setLeaving] = useState<FamilyMember | null>(null);
  const nickname = child.nickname;
  return (
    <section className={`${page.card} ${css.section}`} aria-labelledby="family-title">
      <h2 id="family-title" className={page.sectionTitle}>
        <Trans>Family who record together</Trans>
      </h2>
      <p className={page.muted}>
        {child.guardian
          ? t`You see and write ${nickname}'s diary, growth and schedules with the family. What you buy stays in your own history.`
          : t`Family members you invite see and write ${nickname}'s diary, growth and schedules. What each person buys stays in their own history.`}
      </p>
      {family.isPending ? (
        <p className={page.muted} role="status">
          <Trans>Loading the family…</Trans>
        </p>
      ) : family.data ? (
        <>
          <ul className={page.list}>
            <li className={css.row}>
              <span className={css.who}>
                <strong>{family.data.owner.me ? t`${family.data.owner.nickname} (me)` : family.data.owner.nickname}</strong>
                <span className={page.muted}>
                  <Trans>Registered the child</Trans>
                </span>
              </span>
            </li>
            {family.data.guardians.map((guardian) => (
              <li key={guardian.memberId} className={css.row}>
                <span className={css.who}>
                  <strong>{guardian.me ? t`${guardian.nickname} (me)` : guardian.nickname}</strong>
                  <span className={page.muted}>
                    <Trans>Guardian</Trans>
                  </span>
                </span>
                {!child.guardian || guardian.me ? (
                  <Button tone="ghost" size="sm" onClick={() => setLeaving(guardian)}>
                    {guardian.me ? t`Leave` : t({ message: 'Remove', context: 'family member' })}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          {family.data.guardians.length === 0 ? (
            <p className={page.muted}>
              <Trans>No one else records with you yet.</Trans>
            </p>
          ) : null}
          {child.guardian ? null : <FamilyInvite childId={child.id} nickname={nickname} invites={family.data.invites} />}
        </>
      ) : (
        <FormAlert message={t`Could not load the family. Please try again.`} />
      )}
      {leaving ? <RemoveGuardian child={child} guardian={leaving} onClose={() => setLeaving(null)} /> : null}
    </section>
  );
}

/** Removing a guardian (by the owner) or leaving (by the guardian), after a confirmation that names who. */
function RemoveGuardian({ child, guardian, onClose }: { child: ChildSummary; guardian: FamilyMember; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const nickname = child.nickname;
  const who = guardian.nickname;
  const remove = useMutation({
    mutationFn: () => call(guardiansApi.removeGuardian, { params: { id: child.id, memberId: guardian.memberId } }),
    onSuccess: async () => {
      if (!guardian.me) {
        await queryClient.invalidateQueries({ queryKey: familyKey(child.id) });
        onClose();
        return;
      }
      // The member left: the child is no longer theirs to see, so the selection and lists move on.
      queryClient.removeQueries({ queryKey: familyKey(child.id) });
      queryClient.removeQueries({ queryKey: sessionKeys.child(child.id) });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.children });
      const selected = await refreshSelectedChild();
      onClose();
      await navigate({ to: selected === null ? '/my-page/child-info' : '/my-page/child-list' });
    },
  });
  return (
    <ConfirmDialog
      open
      title={guardian.me ? t`Stop recording ${nickname}?` : t`Remove ${who}?`}
      confirmLabel={guardian.me ? t`Leave` : t({ message: 'Remove', context: 'family member' })}
      danger
      busy={remove.isPending}
      onConfirm={() => remove.mutate()}
      onCancel={onClose}
    >
      <p>
        {guardian.me
          ? t`You will no longer see ${nickname}'s diary and records. The entries you wrote stay with the child.`
          : t`${who} will no longer see ${nickname}'s diary and records. The entries ${who} wrote stay with the child.`}
      </p>
      <FormAlert message={errorText(remove.error)} />
    </ConfirmDialog>
  );
}
