import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import { ActionForm } from '../admin-kit/action-form.tsx';
import { AdminField } from '../admin-kit/admin-field.tsx';
import * as css from '../admin-kit/admin-list.css.ts';
import { auditTrailKey } from '../admin-kit/audit-trail.tsx';
import { ReasonField, useReasonCheck } from '../admin-kit/reason-field.tsx';
import { useAdminAction } from '../admin-kit/use-admin-action.ts';
import { Button } from '../../components/button/button.tsx';
import type { MemberDetail } from '../../contract/admin-members-api.ts';
import { koreaDayAfter } from '../../contract/calendar/today.ts';
import { COUPON_LAST_DAY_MAX_DAYS, couponLastDayProblem } from '../../contract/coupons.ts';
import { expertCommentsApi } from '../../contract/expert-comments-api.ts';
import { moderationApi, WarningCountBody } from '../../contract/moderation-api.ts';
import { call } from '../../lib/api/call.ts';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import { memberKeys } from './member-queries.ts';
import './catalog.ts';

/** An action on a member: refreshes the member, the list and the member's audit rows. */
const memberRefresh = (memberId: number) => ({ done: [memberKeys.all, auditTrailKey('member', memberId)] });

/**
 * A form's last outcome belongs to what was sent: typing again hides it, so a "changed" line never
 * stands beside new input it does not describe. The reason is cleared only once the change went
 * through; a refused one keeps it for another try (decision 0048).
 */
function useFormOutcome() {
  const [edited, setEdited] = useState(false);
  return { edited, edit: () => setEdited(true), sent: () => setEdited(false) };
}

/** Warning count ± with a reason (SPEC §4, §5: never below 0, checked here with the contract's schema and again by the server). */
export function WarningCountForm({ member }: { member: MemberDetail }) {
  const { t } = useLingui();
  const messageText = useMessageText();
  const { busy, result, run } = useAdminAction(memberRefresh(member.id));
  const outcome = useFormOutcome();
  const [changeText, setChangeText] = useState('1');
  const [reason, setReason] = useState('');
  const reasonCheck = useReasonCheck();
  const change = Number(changeText);
  const below = Number.isInteger(change) && member.warningCount + change < 0;
  const body = { change, reason };
  const ready = !below && v.is(WarningCountBody, body);
  const shown = outcome.edited ? null : result;
  return (
    <ActionForm
      title={t`Warning count: ${member.warningCount}`}
      result={shown}
      onSubmit={() => {
        if (!reasonCheck.ready(reason) || !ready) return;
        outcome.sent();
        void run(
          async () => {
            await call(moderationApi.warningCount, { params: { memberId: member.id }, body, navigateOnError: false });
            setReason('');
            reasonCheck.reset();
          },
          messageText('WarningCountChanged') ?? '',
        );
      }}
    >
      <AdminField label={<Trans>Change by</Trans>} error={below ? messageText('WarningCountBelowZero') : null}>
        {(id, invalid) => (
          <input
            id={id}
            className={css.control}
            type="number"
            inputMode="numeric"
            min={-100}
            max={100}
            step={1}
            value={changeText}
            {...invalid}
            onChange={(e) => {
              outcome.edit();
              setChangeText(e.target.value);
            }}
          />
        )}
      </AdminField>
      <ReasonField
        value={reason}
        error={reasonCheck.error(reason)}
        onChange={(value) => {
          outcome.edit();
          setReason(value);
        }}
      />
      <Button type="submit" size="sm" busy={busy}>
        <Trans>Change warning count</Trans>
      </Button>
    </ActionForm>
  );
}

/** Restrict, or make active again (lift), with a reason. */
export function StatusForm({ member }: { member: MemberDetail }) {
  const { t } = useLingui();
  const { busy, result, run } = useAdminAction(memberRefresh(member.id));
  const outcome = useFormOutcome();
  const [reason, setReason] = useState('');
  const reasonCheck = useReasonCheck();
  const next = member.status === 'RESTRICTED' ? 'ACTIVE' : 'RESTRICTED';
  if (member.status === 'WITHDRAWN') return null;
  return (
    <ActionForm
      title={member.status === 'RESTRICTED' ? t`Lift the restriction` : t`Restrict this member`}
      result={outcome.edited ? null : result}
      onSubmit={() => {
        if (!reasonCheck.ready(reason)) return;
        outcome.sent();
        void run(
          async () => {
            await call(moderationApi.memberStatus, { params: { memberId: member.id }, body: { status: next, reason }, navigateOnError: false });
            setReason('');
            reasonCheck.reset();
          },
          t`The status was changed.`,
        );
      }}
    >
      {member.restrictionReason ? (
        <p className={css.label} style={{ flexBasis: '100%' }}>
          {t`Restricted because: ${member.restrictionReason}`}
        </p>
      ) : null}
      <ReasonField
        value={reason}
        error={reasonCheck.error(reason)}
        onChange={(value) => {
          outcome.edit();
          setReason(value);
        }}
      />
      <Button type="submit" size="sm" tone={next === 'RESTRICTED' ? 'danger' : 'primary'} busy={busy}>
        {next === 'RESTRICTED' ? <Trans>Restrict</Trans> : <Trans>Make active</Trans>}
      </Button>
    </ActionForm>
  );
}

/** An expert comment coupon for the member, usable through a Korea day from today to COUPON_LAST_DAY_MAX_DAYS ahead (decisions 0027, 0048). */
export function CouponForm({ member }: { member: MemberDetail }) {
  const { t } = useLingui();
  const messageText = useMessageText();
  const { busy, result, run } = useAdminAction(memberRefresh(member.id));
  const outcome = useFormOutcome();
  const now = new Date();
  const today = koreaDayAfter(now, 0);
  const [lastDay, setLastDay] = useState(koreaDayAfter(now, 30));
  const [reason, setReason] = useState('');
  const reasonCheck = useReasonCheck();
  const [tried, setTried] = useState(false);
  if (member.status === 'WITHDRAWN') return null;
  const problem = lastDay === '' ? (tried ? 'InvalidCouponLastDay' : null) : couponLastDayProblem(lastDay, now);
  const shown = outcome.edited ? null : result;
  return (
    <ActionForm
      title={t`Issue an expert comment coupon`}
      result={shown}
      onSubmit={() => {
        setTried(true);
        const reasonReady = reasonCheck.ready(reason);
        if (lastDay === '' || problem || !reasonReady) return;
        outcome.sent();
        void run(
          async () => {
            await call(expertCommentsApi.issueCoupon, { params: { id: member.id }, body: { lastDay, reason }, navigateOnError: false });
            setReason('');
            reasonCheck.reset();
            setTried(false);
          },
          t`The coupon was issued.`,
        );
      }}
    >
      <AdminField label={<Trans>Usable through</Trans>} error={messageText(problem)}>
        {(id, invalid) => (
          <input
            id={id}
            className={css.control}
            type="date"
            required
            min={today}
            max={koreaDayAfter(now, COUPON_LAST_DAY_MAX_DAYS)}
            value={lastDay}
            {...invalid}
            onChange={(e) => {
              outcome.edit();
              setLastDay(e.target.value);
            }}
          />
        )}
      </AdminField>
      <ReasonField
        value={reason}
        error={reasonCheck.error(reason)}
        onChange={(value) => {
          outcome.edit();
          setReason(value);
        }}
      />
      <Button type="submit" size="sm" busy={busy}>
        <Trans>Issue coupon</Trans>
      </Button>
    </ActionForm>
  );
}
