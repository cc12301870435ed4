import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ActionForm } from '../../components/admin/action-form.tsx';
import { AdminField } from '../../components/admin/admin-field.tsx';
import * as css from '../../components/admin/admin-list.css.ts';
import { auditTrailKey } from '../../components/admin/audit-trail.tsx';
import { Button } from '../../components/button/button.tsx';
import type { MemberDetail } from '../../contract/admin-members-api.ts';
import { koreaDayAfter } from '../../contract/calendar/today.ts';
import { expertCommentsApi } from '../../contract/expert-comments-api.ts';
import { moderationApi } from '../../contract/moderation-api.ts';
import { call } from '../../lib/api/call.ts';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import { memberKeys } from './member-queries.ts';
import { ReasonField } from '../../components/admin/reason-field.tsx';
import { useAdminAction } from '../../components/admin/use-admin-action.ts';
import './catalog.ts';

/** An action on a member: refreshes the member, the list and the member's audit rows. */
const memberRefresh = (memberId: number) => ({ done: [memberKeys.all, auditTrailKey('member', memberId)] });

/** Warning count ± with a reason (SPEC §4, §5: never below 0; success "warning count changed"). */
export function WarningCountForm({ member }: { member: MemberDetail }) {
  const { t } = useLingui();
  const messageText = useMessageText();
  const { busy, result, run } = useAdminAction(memberRefresh(member.id));
  const [change, setChange] = useState(1);
  const [reason, setReason] = useState('');
  const below = member.warningCount + change < 0;
  return (
    <ActionForm
      title={t`Warning count: ${member.warningCount}`}
      result={result ?? (below ? { ok: false, text: messageText('WarningCountBelowZero') ?? '' } : null)}
      onSubmit={() =>
        void run(
          () => call(moderationApi.warningCount, { params: { memberId: member.id }, body: { change, reason } }),
          messageText('WarningCountChanged') ?? '',
        )
      }
    >
      <AdminField label={<Trans>Change by</Trans>}>
        {(id) => (
          <input
            id={id}
            className={css.control}
            type="number"
            min={-100}
            max={100}
            value={change}
            onChange={(e) => setChange(Math.trunc(Number(e.target.value)) || 0)}
          />
        )}
      </AdminField>
      <ReasonField value={reason} onChange={setReason} />
      <Button type="submit" size="sm" busy={busy} disabled={change === 0 || below || reason.trim() === ''}>
        <Trans>Change warning count</Trans>
      </Button>
    </ActionForm>
  );
}

/** Restrict, or make active again (lift), with a reason. */
export function StatusForm({ member }: { member: MemberDetail }) {
  const { t } = useLingui();
  const { busy, result, run } = useAdminAction(memberRefresh(member.id));
  const [reason, setReason] = useState('');
  const next = member.status === 'RESTRICTED' ? 'ACTIVE' : 'RESTRICTED';
  if (member.status === 'WITHDRAWN') return null;
  return (
    <ActionForm
      title={member.status === 'RESTRICTED' ? t`Lift the restriction` : t`Restrict this member`}
      result={result}
      onSubmit={() =>
        void run(() => call(moderationApi.memberStatus, { params: { memberId: member.id }, body: { status: next, reason } }), t`The status was changed.`)
      }
    >
      {member.restrictionReason ? (
        <p className={css.label} style={{ flexBasis: '100%' }}>
          {t`Restricted because: ${member.restrictionReason}`}
        </p>
      ) : null}
      <ReasonField value={reason} onChange={setReason} />
      <Button type="submit" size="sm" tone={next === 'RESTRICTED' ? 'danger' : 'primary'} busy={busy} disabled={reason.trim() === ''}>
        {next === 'RESTRICTED' ? <Trans>Restrict</Trans> : <Trans>Make active</Trans>}
      </Button>
    </ActionForm>
  );
}

/** An expert comment coupon for the member, usable through a Korea day (decision 0027). */
export function CouponForm({ member }: { member: MemberDetail }) {
  const { t } = useLingui();
  const { busy, result, run } = useAdminAction(memberRefresh(member.id));
  const today = koreaDayAfter(new Date(), 0);
  const [lastDay, setLastDay] = useState(koreaDayAfter(new Date(), 30));
  if (member.status === 'WITHDRAWN') return null;
  return (
    <ActionForm
      title={t`Issue an expert comment coupon`}
      result={result}
      onSubmit={() => void run(() => call(expertCommentsApi.issueCoupon, { params: { id: member.id }, body: { lastDay } }), t`The coupon was issued.`)}
    >
      <AdminField label={<Trans>Usable through</Trans>}>
        {(id) => <input id={id} className={css.control} type="date" min={today} value={lastDay} onChange={(e) => setLastDay(e.target.value)} />}
      </AdminField>
      <Button type="submit" size="sm" busy={busy} disabled={lastDay < today}>
        <Trans>Issue coupon</Trans>
      </Button>
    </ActionForm>
  );
}
