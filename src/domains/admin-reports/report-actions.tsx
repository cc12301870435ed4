import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ActionForm } from '../admin-kit/action-form.tsx';
import * as css from '../admin-kit/admin-list.css.ts';
import { auditTrailKey } from '../admin-kit/audit-trail.tsx';
import { ExpertAssignForm } from '../admin-kit/expert-assign-form.tsx';
import { ReasonField, useReasonCheck } from '../admin-kit/reason-field.tsx';
import { useAdminAction } from '../admin-kit/use-admin-action.ts';
import { Button } from '../../components/button/button.tsx';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { adminReportsApi, type AdminReportDetail } from '../../contract/admin-reports-api.ts';
import { call } from '../../lib/api/call.ts';
import { adminReportKeys, reportExpertsQuery } from './report-queries.ts';
import './catalog.ts';

const refreshOf = (id: number) => ({ done: [adminReportKeys.all, auditTrailKey('report', id)], failed: [adminReportKeys.detail(id)] });

/** Give a paid analysis waiting for feedback to an active expert, or change who has it; with a reason (audited). */
export function AssignForm({ report }: { report: AdminReportDetail }) {
  const { t } = useLingui();
  const experts = useQuery(reportExpertsQuery());
  const open = report.analysis?.status === 'PAID' && report.feedback === null;
  if (!open)
    return (
      <p className={css.hint}>
        {report.feedback ? (
          <Trans>The feedback is written; the expert can no longer change.</Trans>
        ) : (
          <Trans>An expert is assigned once the analysis is paid.</Trans>
        )}
      </p>
    );
  return (
    <ExpertAssignForm
      title={report.assignedExpert ? t`Change the expert` : t`Assign to an expert`}
      experts={(experts.data?.experts ?? []).map((e) => ({
        id: e.id,
        label: e.id === report.assignedExpert?.id ? t`${e.nickname} (assigned now)` : e.nickname,
      }))}
      assign={(expertId, reason) =>
        call(adminReportsApi.assignReportExpert, { params: { reportId: report.id }, body: { expertId, reason }, navigateOnError: false })
      }
      doneText={t`The analysis was assigned.`}
      refresh={refreshOf(report.id)}
      draft={`report-assign-${report.id}`}
    />
  );
}

/** Make the content again from the diary as it is now, after a confirmation and with a reason (audited). */
export function RegenerateForm({ report }: { report: AdminReportDetail }) {
  const { t } = useLingui();
  const { busy, result, run } = useAdminAction(refreshOf(report.id));
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const reasonCheck = useReasonCheck();
  const confirm = () => {
    if (!reasonCheck.ready(reason)) return;
    void run(
      async () => {
        await call(adminReportsApi.regenerateReport, { params: { reportId: report.id }, body: { reason }, navigateOnError: false });
        setReason('');
        reasonCheck.reset();
      },
      t`The report was made again.`,
    ).then(() => setAsking(false));
  };
  return (
    // The dialog stays outside the form: its required reason would otherwise block the form's own submit.
    <>
      <ActionForm title={t`Make the report again`} result={result} onSubmit={() => setAsking(true)}>
        <Button type="submit" size="sm" tone="secondary">
          <Trans>Make again</Trans>
        </Button>
      </ActionForm>
      <ConfirmDialog
        open={asking}
        busy={busy}
        title={t`Make report ${report.id} again?`}
        confirmLabel={t`Make again`}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p>
          <Trans>
            The figures are read again from the diary and the child's records as they are now. The member sees the new figures; an expert's feedback stays as
            written.
          </Trans>
        </p>
        <ReasonField value={reason} onChange={setReason} draft={`report-regenerate-${report.id}`} error={reasonCheck.error(reason)} />
      </ConfirmDialog>
    </>
  );
}
