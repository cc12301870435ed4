import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ActionForm, ActionOutcome } from '../admin-kit/action-form.tsx';
import { AdminField } from '../admin-kit/admin-field.tsx';
import * as css from '../admin-kit/admin-list.css.ts';
import { auditTrailKey } from '../admin-kit/audit-trail.tsx';
import { useAdminAction } from '../admin-kit/use-admin-action.ts';
import { Button } from '../../components/button/button.tsx';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { adminInquiriesApi, type AdminInquiryDetail } from '../../contract/admin-inquiries-api.ts';
import { INQUIRY_ANSWER_MAX } from '../../contract/inquiries.ts';
import { call } from '../../lib/api/call.ts';
import { formatNumber } from '../../lib/i18n/numbers.ts';
import { adminInquiryKeys } from './inquiry-queries.ts';
import './catalog.ts';

/**
 * The answer to a waiting inquiry, sent after a confirmation: it cannot be changed once sent, the
 * member gets a push, and the audit log keeps it (decision 0072). Plain text, as the member reads it.
 */
export function AnswerForm({ inquiry: q }: { inquiry: AdminInquiryDetail }) {
  const { t } = useLingui();
  const { busy, result, run } = useAdminAction({ done: [adminInquiryKeys.all, auditTrailKey('inquiry', q.id)], failed: [adminInquiryKeys.detail(q.id)] });
  const [answer, setAnswer] = useState('');
  const [asking, setAsking] = useState(false);
  const [tried, setTried] = useState(false);
  if (q.status !== 'WAITING') return result ? <ActionOutcome result={result} /> : null;
  const text = answer.trim();
  const confirm = () =>
    void run(
      () => call(adminInquiriesApi.answerInquiry, { params: { inquiryId: q.id }, body: { answer: text }, navigateOnError: false }),
      t`The answer was sent and the member was notified.`,
    ).then(() => setAsking(false));
  return (
    <>
      <ActionForm title={t`Answer`} result={result} onSubmit={() => (setTried(true), text !== '' && setAsking(true))}>
        <AdminField
          wide
          label={<Trans>Answer to the member (plain text)</Trans>}
          hint={`${formatNumber(answer.length)} / ${formatNumber(INQUIRY_ANSWER_MAX)}`}
          error={tried && text === '' ? t`Write the answer before sending it.` : null}
        >
          {(id, described) => (
            <textarea
              id={id}
              className={css.control}
              style={{ minHeight: 160, padding: 8, resize: 'vertical' }}
              value={answer}
              maxLength={INQUIRY_ANSWER_MAX}
              onChange={(e) => setAnswer(e.target.value)}
              {...described}
            />
          )}
        </AdminField>
        <Button type="submit" size="sm">
          <Trans>Send the answer</Trans>
        </Button>
      </ActionForm>
      <ConfirmDialog
        open={asking}
        busy={busy}
        title={t`Send the answer to inquiry ${q.id}?`}
        confirmLabel={t`Send the answer`}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p>{t`The member gets a notification and reads it on their inquiry. An answer cannot be changed once sent.`}</p>
      </ConfirmDialog>
    </>
  );
}
