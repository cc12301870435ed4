import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { communityApi, REPORT_DETAIL_MAX, REPORT_REASONS, type ReportReason, type ReportTarget } from '../../contract/community-api.ts';
import { Button } from '../../components/button/button.tsx';
import * as dialogCss from '../../components/dialog/dialog.css.ts';
import { ModalDialog } from '../../components/dialog/modal-dialog.tsx';
import * as fieldCss from '../../components/field/field.css.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { call } from '../../lib/api/call.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { invalidateCommunity } from './community-queries.ts';
import * as css from './community.css.ts';
import { useReportReasonLabel } from './labels.ts';
import './catalog.ts';

type Props = {
  target: { kind: ReportTarget; id: number } | null;
  onClose: () => void;
  /** After the server took the report (or already had it). */
  onReported: () => void;
};

/** Report an entry, a comment or a member: a reason from the list and optional words. */
export function ReportDialog({ target, onClose, onReported }: Props) {
  const { t } = useLingui();
  const titleId = useId();
  const detailId = useId();
  const reasonLabel = useReportReasonLabel();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const send = useMutation({
    mutationFn: (body: { targetKind: ReportTarget; targetId: number; reason: ReportReason; detail: string | null }) => call(communityApi.report, { body }),
    onSuccess: async () => {
      setReason(null);
      setDetail('');
      onReported();
      await invalidateCommunity(queryClient);
    },
  });
  const close = () => {
    send.reset();
    onClose();
  };
  const title = target?.kind === 'COMMENT' ? t`Report this comment` : target?.kind === 'MEMBER' ? t`Report this member` : t`Report this entry`;
  return (
    <ModalDialog open={target !== null} labelledBy={titleId} onCancel={close}>
      <h2 id={titleId} className={dialogCss.title}>
        {title}
      </h2>
      <form
        className={fieldCss.formStack}
        onSubmit={(event) => {
          event.preventDefault();
          if (target && reason) send.mutate({ targetKind: target.kind, targetId: target.id, reason, detail: detail.trim() || null });
        }}
      >
        <fieldset className={css.reasons}>
          <legend className={fieldCss.legend}>
            <Trans>Why are you reporting it?</Trans>
          </legend>
          {REPORT_REASONS.map((value) => (
            <label key={value} className={css.reason}>
              <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} />
              {reasonLabel(value)}
            </label>
          ))}
        </fieldset>
        <div className={fieldCss.field}>
          <label htmlFor={detailId} className={fieldCss.label}>
            <Trans>Details (optional)</Trans>
          </label>
          <textarea id={detailId} className={css.textarea} value={detail} maxLength={REPORT_DETAIL_MAX} onChange={(event) => setDetail(event.target.value)} />
        </div>
        <p className={fieldCss.hint}>
          <Trans>Reports are reviewed by the operators. A member reported many times is restricted.</Trans>
        </p>
        <FormAlert message={errorText(send.error)} />
        <div className={dialogCss.actions}>
          <Button tone="ghost" onClick={close} disabled={send.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" tone="danger" busy={send.isPending} disabled={!reason}>
            <Trans>Report</Trans>
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
