import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/button/button.tsx';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { showFlash } from '../../components/flash/show-flash.ts';
import { ActionOutcome } from './action-form.tsx';
import * as css from './admin-list.css.ts';
import { ReasonField, useReasonCheck } from './reason-field.tsx';
import { useAdminAction } from './use-admin-action.ts';
import './catalog.ts';

type Props = {
  /** The record's edit link, built by the page so that the router checks its route. */
  edit: ReactNode;
  /** The confirmation's title, e.g. "Delete 공지?". */
  title: string;
  /** What deleting means for members, said in the confirmation. */
  consequence: string;
  /** The reason's draft key (reason-draft.ts), one per kind of record. */
  draft: string;
  /** The SPEC §8 message said when it is done (and in the flash on the list). */
  doneMessage: string;
  /** Queries to refresh when it is done: the domain's lists and the record's audit trail. */
  done: QueryKey[];
  remove: (reason: string) => Promise<unknown>;
  /** Where to go once the record is gone, usually its list. */
  onDeleted: () => void;
};

/**
 * A detail page's actions (SPEC §2 admin pattern): edit, or delete with a reason after a confirmation.
 * A refusal is said beside the buttons; a deletion is said in a flash on the page it leaves for.
 */
export function DeleteAction({ edit, title, consequence, draft, doneMessage, done, remove, onDeleted }: Props) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  // The reason's problem is said once Delete was pressed, not while the operator starts typing.
  const reasonCheck = useReasonCheck();
  const { busy, result, run } = useAdminAction({ done });
  const confirm = () => {
    if (!reasonCheck.ready(reason)) return;
    let deleted = false;
    const send = async () => {
      await remove(reason);
      deleted = true;
    };
    void run(send, doneMessage).then(() => {
      setAsking(false);
      if (!deleted) return;
      showFlash(doneMessage);
      onDeleted();
    });
  };
  return (
    <div className={css.actions}>
      {edit}
      <Button tone="danger" size="sm" onClick={() => setAsking(true)}>
        <Trans>Delete</Trans>
      </Button>
      {result ? <ActionOutcome result={result} /> : null}
      <ConfirmDialog
        open={asking}
        danger
        busy={busy}
        title={title}
        confirmLabel={t`Delete`}
        onConfirm={confirm}
        onCancel={() => {
          setAsking(false);
          reasonCheck.reset();
        }}
      >
        <p>{consequence}</p>
        <ReasonField value={reason} onChange={setReason} draft={draft} error={reasonCheck.error(reason)} />
      </ConfirmDialog>
    </div>
  );
}
