import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ActionForm, ActionOutcome } from '../admin-kit/action-form.tsx';
import { AdminField } from '../admin-kit/admin-field.tsx';
import * as css from '../admin-kit/admin-list.css.ts';
import { auditTrailKey } from '../admin-kit/audit-trail.tsx';
import { useAdminAction } from '../admin-kit/use-admin-action.ts';
import { Button } from '../../components/button/button.tsx';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { adminExaminationsApi, type AdminExaminationRow } from '../../contract/admin-examinations-api.ts';
import { TEST_ACCESS_MAX, TestAccess } from '../../contract/examinations.ts';
import { fieldIssue } from '../../lib/forms/validate.ts';
import { call } from '../../lib/api/call.ts';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import { adminExaminationKeys } from './examination-queries.ts';
import './catalog.ts';

const refreshOf = (id: number) => ({ done: [adminExaminationKeys.all, auditTrailKey('examination', id)], failed: [adminExaminationKeys.detail(id)] });

/**
 * The publisher's code or link, sent by mail and push (SPEC §8 "examination sent"; decision 0082):
 * checked with the contract's TestAccess (a code or an https link) and said under the field when it
 * is not one, confirmed with the member, the child and what they will receive, and sent again (a
 * member who lost the mail, a corrected code) until the result is in. A failed mail is said and
 * changes nothing.
 */
export function SendForm({ examination: e }: { examination: AdminExaminationRow }) {
  const { t } = useLingui();
  const messageText = useMessageText();
  const { busy, result, run } = useAdminAction(refreshOf(e.id));
  const [access, setAccess] = useState(e.access ?? '');
  const [tried, setTried] = useState(false);
  const [asking, setAsking] = useState(false);
  const sent = e.status === 'SENT';
  // With a result in (or canceled) there is nothing to send; what the last send did stays said.
  if (e.status !== 'PAID' && !sent) return result ? <ActionOutcome result={result} /> : null;
  const problem = fieldIssue(TestAccess, access, 'InvalidExaminationAccess');
  const trimmed = access.trim();
  const who = `${e.member.nickname} · ${e.child.nickname}`;
  const send = () =>
    void run(
      () => call(adminExaminationsApi.sendExamination, { params: { examinationId: e.id }, body: { access: trimmed }, navigateOnError: false }),
      sent ? t`Sent again to ${who}.` : (messageText('ExaminationSent') ?? ''),
    ).then(() => setAsking(false));
  return (
    <ActionForm
      title={sent ? t`Send the test again` : t`Send the test`}
      result={result}
      onSubmit={() => {
        setTried(true);
        if (problem === null) setAsking(true);
      }}
    >
      <AdminField label={<Trans>Test code or link</Trans>} error={tried && problem ? messageText(problem) : null}>
        {(id, invalid) => (
          <input
            id={id}
            className={css.control}
            value={access}
            maxLength={TEST_ACCESS_MAX + 20}
            placeholder="KCDI-7F3A-21Q9 · https://…"
            onChange={(event) => setAccess(event.target.value)}
            {...invalid}
          />
        )}
      </AdminField>
      <Button type="submit" size="sm" busy={busy}>
        {sent ? <Trans>Send again by mail and notification</Trans> : <Trans>Send by mail and notification</Trans>}
      </Button>
      <ConfirmDialog
        open={asking}
        busy={busy}
        title={sent ? t`Send the test again to ${who}?` : t`Send the test to ${who}?`}
        confirmLabel={sent ? t`Send again` : t`Send`}
        onConfirm={send}
        onCancel={() => setAsking(false)}
      >
        <p>{t`The member receives this by mail and notification:`}</p>
        <p style={{ overflowWrap: 'anywhere', fontWeight: 600 }}>{trimmed}</p>
        {sent ? null : <p>{t`Once sent, the purchase can no longer be canceled by the member.`}</p>}
      </ConfirmDialog>
    </ActionForm>
  );
}
