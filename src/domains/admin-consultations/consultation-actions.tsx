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
import { koreaLocalParts, koreaLocalToInstant } from '../../contract/calendar/today.ts';
import { call } from '../../lib/api/call.ts';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import { adminConsultationKeys, consultationExpertsQuery } from './consultation-queries.ts';
import './catalog.ts';

const refreshOf = (id: number) => ({ done: [adminConsultationKeys.all, auditTrailKey('consultation', id)], failed: [adminConsultationKeys.detail(id)] });

/** Give the request an expert and a time in Korea time (again to reschedule); the member hears of it by text message. */
export function ScheduleForm({ consultation: c }: { consultation: AdminConsultationDetail }) {
  const { t } = useLingui();
  const messageText = useMessageText();
  const experts = useQuery(consultationExpertsQuery());
  const { busy, result, run } = useAdminAction(refreshOf(c.id));
  const [expertId, setExpertId] = useState<number | null>(c.expert?.id ?? null);
  const at = c.scheduledAt ? koreaLocalParts(c.scheduledAt) : null;
  const [local, setLocal] = useState(at ? `${at.date}T${at.time}` : '');
  const [problem, setProblem] = useState<string | null>(null);
  if (c.status !== 'REQUESTED' && c.status !== 'OVERDUE' && c.status !== 'SCHEDULED') return null;
  return (
    <ActionForm
      title={c.status === 'SCHEDULED' ? t`Reschedule` : t`Schedule the consultation`}
      result={result}
      onSubmit={() => {
        if (expertId === null) return;
        if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) {
          setProblem(messageText('InvalidConsultationTime'));
          return;
        }
        setProblem(null);
        void run(
          () =>
            call(adminConsultationsApi.scheduleConsultation, {
              params: { consultationId: c.id },
              body: { expertId, scheduledAt: koreaLocalToInstant(local) },
              navigateOnError: false,
            }),
          t`The consultation is scheduled and the member was told.`,
        );
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
      <AdminField label={<Trans>Time (Korea time)</Trans>}>
        {(id) => (
          <input
            id={id}
            type="datetime-local"
            className={css.control}
            value={local}
            aria-invalid={problem !== null}
            onChange={(e) => setLocal(e.target.value)}
          />
        )}
      </AdminField>
      <Button type="submit" size="sm" busy={busy} disabled={expertId === null || local === ''}>
        {c.status === 'SCHEDULED' ? <Trans>Reschedule</Trans> : <Trans>Schedule</Trans>}
      </Button>
      {problem ? (
        <p className={css.error} role="alert" style={{ flexBasis: '100%', margin: 0 }}>
          {problem}
        </p>
      ) : null}
    </ActionForm>
  );
}

/** A scheduled consultation that took place (SPEC §8 "consultation finished"), or a no-show with a reason. */
export function CloseForms({ consultation: c }: { consultation: AdminConsultationDetail }) {
  const { t } = useLingui();
  const messageText = useMessageText();
  const finish = useAdminAction(refreshOf(c.id));
  const noShow = useAdminAction(refreshOf(c.id));
  const [reason, setReason] = useState('');
  // Finished or a no-show, the forms are done; what the last step did stays said (the detail has just refreshed).
  if (c.status !== 'SCHEDULED') {
    const last = finish.result ?? noShow.result;
    return last ? <ActionOutcome result={last} /> : null;
  }
  return (
    <>
      <ActionForm
        title={t`Finish`}
        result={finish.result}
        onSubmit={() =>
          void finish.run(
            () => call(adminConsultationsApi.finishConsultation, { params: { consultationId: c.id }, navigateOnError: false }),
            messageText('ConsultationFinished') ?? '',
          )
        }
      >
        <Button type="submit" size="sm" busy={finish.busy}>
          <Trans>The consultation took place</Trans>
        </Button>
      </ActionForm>
      <ActionForm
        title={t`No-show`}
        result={noShow.result}
        onSubmit={() =>
          void noShow.run(
            () => call(adminConsultationsApi.noShowConsultation, { params: { consultationId: c.id }, body: { reason }, navigateOnError: false }),
            t`Marked as a no-show.`,
          )
        }
      >
        <ReasonField value={reason} onChange={setReason} draft={`consultation-no-show-${c.id}`} />
        <Button type="submit" size="sm" tone="secondary" busy={noShow.busy} disabled={reason.trim() === ''}>
          <Trans>The member did not answer</Trans>
        </Button>
      </ActionForm>
    </>
  );
}

/** Cancel with the whole amount refunded through Toss while the consultation is not provided (the payment's own cancel), after a confirmation. */
export function CancelForm({ consultation: c }: { consultation: AdminConsultationDetail }) {
  const { t } = useLingui();
  const { busy, result, run } = useAdminAction({ ...refreshOf(c.id), done: [...refreshOf(c.id).done, ['admin', 'orders']] });
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
        title={t`Cancel request ${c.id} and refund it?`}
        confirmLabel={t`Cancel and refund`}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p>{t`The whole amount goes back to the member through Toss, and the request is canceled. This cannot be undone.`}</p>
      </ConfirmDialog>
    </>
  );
}
