import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ActionForm, ActionOutcome } from '../admin-kit/action-form.tsx';
import { AdminField } from '../admin-kit/admin-field.tsx';
import * as css from '../admin-kit/admin-list.css.ts';
import { auditTrailKey } from '../admin-kit/audit-trail.tsx';
import { ReasonField } from '../admin-kit/reason-field.tsx';
import { useAdminAction } from '../admin-kit/use-admin-action.ts';
import { Button } from '../../components/button/button.tsx';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { adminConsultationsApi, type AdminConsultationDetail } from '../../contract/admin-consultations-api.ts';
import { adminPaymentsApi } from '../../contract/admin-payments-api.ts';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { koreaLocalParts, koreaLocalToInstant } from '../../contract/calendar/today.ts';
import { consultationCloseProblem, consultationTimeProblem } from '../../contract/consultations.ts';
import { call } from '../../lib/api/call.ts';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import { adminConsultationKeys, consultationExpertsQuery } from './consultation-queries.ts';
import './catalog.ts';

type Props = { consultation: AdminConsultationDetail };

// The detail's history shows the payment's rows too (decision 0084), so a step refreshes both trails.
const refreshOf = (c: AdminConsultationDetail) => ({
  done: [adminConsultationKeys.all, auditTrailKey('consultation', c.id), auditTrailKey('order_item', c.item.id)],
  failed: [adminConsultationKeys.detail(c.id)],
});

/** The Korea wall-clock field's instant, or null when it is not a whole date and time. */
function instantOf(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  try {
    return koreaLocalToInstant(local);
  } catch {
    return null;
  }
}

/** Whose consultation and at what time: every step's confirmation names both (decision 0084). */
function useWhoWhen(c: AdminConsultationDetail): { who: string; when: string } {
  const { t } = useLingui();
  return {
    who: c.member.nickname || t`member ${c.member.id}`,
    when: c.scheduledAt ? formatKoreanDateTime(c.scheduledAt) : t`no time set yet`,
  };
}

/** Give the request an expert and a time in Korea time (again to reschedule); the member hears of it by text message. */
export function ScheduleForm({ consultation: c }: Props) {
  const { t } = useLingui();
  const messageText = useMessageText();
  const experts = useQuery(consultationExpertsQuery());
  const { busy, result, run } = useAdminAction(refreshOf(c));
  const { who, when } = useWhoWhen(c);
  const [expertId, setExpertId] = useState<number | null>(c.expert?.id ?? null);
  const at = c.scheduledAt ? koreaLocalParts(c.scheduledAt) : null;
  const [local, setLocal] = useState(at ? `${at.date}T${at.time}` : '');
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  if (c.status !== 'REQUESTED' && c.status !== 'OVERDUE' && c.status !== 'SCHEDULED') return null;
  const again = c.status === 'SCHEDULED';
  const expertName = experts.data?.experts.find((e) => e.id === expertId)?.nickname ?? '';
  const newWhen = asking ? formatKoreanDateTime(asking) : '';
  const confirm = () => {
    if (expertId === null || asking === null) return;
    void run(
      () =>
        call(adminConsultationsApi.scheduleConsultation, { params: { consultationId: c.id }, body: { expertId, scheduledAt: asking }, navigateOnError: false }),
      t`The consultation is scheduled and the member was told.`,
    ).then(() => setAsking(null));
  };
  return (
    <>
      <ActionForm
        title={again ? t`Reschedule` : t`Schedule the consultation`}
        result={result}
        onSubmit={() => {
          if (expertId === null) return;
          const instant = instantOf(local);
          // The server's own check (a time from now on, within a year), said at the field before asking.
          const wrong = instant === null ? 'InvalidConsultationTime' : consultationTimeProblem(new Date(instant), new Date());
          setProblem(wrong ? (messageText(wrong) ?? '') : null);
          if (!wrong) setAsking(instant);
        }}
      >
        <AdminField label={<Trans>Expert</Trans>}>
          {(id) => (
            <select id={id} className={css.control} value={expertId ?? ''} onChange={(e) => setExpertId(e.target.value === '' ? null : Number(e.target.value))}>
              <option value="">{t`Choose an expert`}</option>
              {(experts.data?.experts ?? []).map((e) => (
                <option key={e.id} value={e.id}>
                  {e.nickname}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField label={<Trans>Time (Korea time)</Trans>} error={problem}>
          {(id, described) => (
            <input id={id} type="datetime-local" className={css.control} value={local} onChange={(e) => setLocal(e.target.value)} {...described} />
          )}
        </AdminField>
        <Button type="submit" size="sm" disabled={expertId === null || local === ''}>
          {again ? <Trans>Reschedule</Trans> : <Trans>Schedule</Trans>}
        </Button>
      </ActionForm>
      <ConfirmDialog
        open={asking !== null}
        busy={busy}
        title={again ? t`Move ${who}'s consultation to ${newWhen}?` : t`Schedule ${who}'s consultation for ${newWhen}?`}
        confirmLabel={again ? t`Reschedule` : t`Schedule`}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        <p>{again ? t`Now set for ${when}. Expert: ${expertName}.` : t`Expert: ${expertName}.`}</p>
        <p>{t`The member is told by text message and push notification.`}</p>
      </ConfirmDialog>
    </>
  );
}

type CloseStep = 'finish' | 'no-show';

/**
 * A scheduled consultation that took place (SPEC §8 "consultation finished"), or a no-show with a
 * reason: each once its time has come (decision 0084), after a confirmation naming the member and the time.
 */
export function CloseForms({ consultation: c }: Props) {
  const { t } = useLingui();
  const messageText = useMessageText();
  const finish = useAdminAction(refreshOf(c));
  const noShow = useAdminAction(refreshOf(c));
  const { who, when } = useWhoWhen(c);
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState<CloseStep | null>(null);
  const [early, setEarly] = useState<{ step: CloseStep; text: string } | null>(null);
  // Finished or a no-show, the forms are done; what the last step did stays said (the detail has just refreshed).
  if (c.status !== 'SCHEDULED') {
    const last = finish.result ?? noShow.result;
    return last ? <ActionOutcome result={last} /> : null;
  }
  const ask = (step: CloseStep) => {
    const problem = consultationCloseProblem(c.scheduledAt ? new Date(c.scheduledAt) : null, new Date());
    setEarly(problem ? { step, text: messageText(problem) ?? '' } : null);
    if (!problem) setAsking(step);
  };
  const earlyOf = (step: CloseStep) =>
    early?.step === step ? (
      <p className={css.error} role="alert" style={{ flexBasis: '100%', margin: 0 }}>
        {early.text}
      </p>
    ) : null;
  const confirm = () => {
    const done = () => setAsking(null);
    if (asking === 'finish')
      void finish
        .run(
          () => call(adminConsultationsApi.finishConsultation, { params: { consultationId: c.id }, navigateOnError: false }),
          messageText('ConsultationFinished') ?? '',
        )
        .then(done);
    if (asking === 'no-show')
      void noShow
        .run(
          () => call(adminConsultationsApi.noShowConsultation, { params: { consultationId: c.id }, body: { reason }, navigateOnError: false }),
          t`Marked as a no-show.`,
        )
        .then(done);
  };
  return (
    <>
      <ActionForm title={t`Finish`} result={finish.result} onSubmit={() => ask('finish')}>
        <Button type="submit" size="sm">
          <Trans>The consultation took place</Trans>
        </Button>
        {earlyOf('finish')}
      </ActionForm>
      <ActionForm title={t`No-show`} result={noShow.result} onSubmit={() => reason.trim() !== '' && ask('no-show')}>
        <ReasonField value={reason} onChange={setReason} draft={`consultation-no-show-${c.id}`} />
        <Button type="submit" size="sm" tone="secondary" disabled={reason.trim() === ''}>
          <Trans>The member did not answer</Trans>
        </Button>
        {earlyOf('no-show')}
      </ActionForm>
      <ConfirmDialog
        open={asking !== null}
        busy={finish.busy || noShow.busy}
        title={asking === 'no-show' ? t`Mark ${who}'s consultation at ${when} as a no-show?` : t`Mark ${who}'s consultation at ${when} as finished?`}
        confirmLabel={asking === 'no-show' ? t`Mark as a no-show` : t`Mark as finished`}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        <p>{t`The service then counts as provided: neither the member nor an admin can cancel or refund it.`}</p>
      </ConfirmDialog>
    </>
  );
}

/** Cancel with the whole amount refunded through Toss while the consultation is not provided (the payment's own cancel), after a confirmation. */
export function CancelForm({ consultation: c }: Props) {
  const { t } = useLingui();
  const { busy, result, run } = useAdminAction({ ...refreshOf(c), done: [...refreshOf(c).done, ['admin', 'orders']] });
  const { who, when } = useWhoWhen(c);
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  if (c.item.status !== 'PAID' && c.item.status !== 'WAITING_FOR_DEPOSIT') return result ? <ActionOutcome result={result} /> : null;
  const confirm = () =>
    void run(
      () => call(adminPaymentsApi.adminCancelOrderItem, { params: { orderItemId: c.item.id }, body: { reason }, navigateOnError: false }),
      t`The consultation is canceled and the payment refunded.`,
    ).then(() => setAsking(false));
  return (
    <>
      <ActionForm title={t`Cancel and refund`} result={result} onSubmit={() => reason.trim() !== '' && setAsking(true)}>
        <ReasonField value={reason} onChange={setReason} draft={`consultation-cancel-${c.id}`} />
        <Button type="submit" size="sm" tone="danger" disabled={reason.trim() === ''}>
          <Trans>Cancel and refund</Trans>
        </Button>
      </ActionForm>
      <ConfirmDialog
        open={asking}
        danger
        busy={busy}
        title={t`Cancel ${who}'s consultation (${when}) and refund it?`}
        confirmLabel={t`Cancel and refund`}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p>{t`The whole amount goes back to the member through Toss, and the request is canceled. This cannot be undone.`}</p>
      </ConfirmDialog>
    </>
  );
}
