/**
 * Giving a piece of expert work to an expert (or changing who has it), with a reason (audited):
 * an expert comment request (decision 0041) and a monthly report's analysis (decision 0067) use the
 * same form, so they read and behave alike.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../components/button/button.tsx';
import { ActionForm } from './action-form.tsx';
import { AdminField } from './admin-field.tsx';
import * as css from './admin-list.css.ts';
import { ReasonField, useReasonCheck } from './reason-field.tsx';
import { useAdminAction, type ActionRefresh } from './use-admin-action.ts';
import './catalog.ts';

export type ExpertChoice = { id: number; label: string };

type Props = {
  title: string;
  /** The active experts to choose from, each labelled as this work needs (its load, "assigned now"). */
  experts: readonly ExpertChoice[];
  /** Sends the assignment; the form clears the reason once it went through. */
  assign: (expertId: number, reason: string) => Promise<unknown>;
  doneText: string;
  refresh: ActionRefresh;
  /** The session draft key of the reason (decision 0049), when the page keeps one. */
  draft?: string;
};

export function ExpertAssignForm({ title, experts, assign, doneText, refresh, draft }: Props) {
  const { t } = useLingui();
  const { busy, result, run } = useAdminAction(refresh);
  const [expertId, setExpertId] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const reasonCheck = useReasonCheck();
  // Said once Assign was pressed: an expert not chosen yet, an empty reason (decision 0082).
  const [tried, setTried] = useState(false);
  return (
    <ActionForm
      title={title}
      result={result}
      onSubmit={() => {
        setTried(true);
        const reasonReady = reasonCheck.ready(reason);
        if (expertId === null || !reasonReady) return;
        void run(async () => {
          await assign(expertId, reason);
          setReason('');
          reasonCheck.reset();
          setTried(false);
        }, doneText);
      }}
    >
      <AdminField label={<Trans>Expert</Trans>} error={tried && expertId === null ? t`Choose the expert who takes it.` : null}>
        {(id, invalid) => (
          <select
            id={id}
            className={css.control}
            value={expertId ?? ''}
            {...invalid}
            onChange={(e) => setExpertId(e.target.value === '' ? null : Number(e.target.value))}
          >
            <option value="">{t`Choose an expert`}</option>
            {experts.map((e) => (
              <option key={e.id} value={e.id}>
                {e.label}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      <ReasonField value={reason} onChange={setReason} error={reasonCheck.error(reason)} {...(draft ? { draft } : {})} />
      <Button type="submit" size="sm" busy={busy}>
        <Trans>Assign</Trans>
      </Button>
    </ActionForm>
  );
}
