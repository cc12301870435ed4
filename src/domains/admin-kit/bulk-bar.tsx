import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { Button } from '../../components/button/button.tsx';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import * as css from './admin-list.css.ts';
import type { BulkAction } from './list-declaration.ts';
import { ReasonField } from './reason-field.tsx';
import './catalog.ts';

/** How many names the confirm dialog lists before "and N more". */
const NAMES_SHOWN = 10;

type Props = {
  actions: readonly BulkAction[];
  /** The ticked rows on screen: their ids go to the server, their names into the dialog. */
  ids: readonly number[];
  names: readonly string[];
  refresh: QueryKey;
  onClear: () => void;
};

/**
 * The selected rows and the list's actions on them (decisions 0041, 0045), after the table in reading
 * order. The dialog names the rows that change and takes the reason the audit rows keep: an empty
 * reason is a field error, Enter in it confirms. The server's count of changed rows is said after,
 * and the focus goes to that sentence (the bar's buttons are gone with the selection).
 */
export function BulkBar({ actions, ids, names, refresh, onClear }: Props) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<BulkAction | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ text: string; at: number } | null>(null);
  const body = useRef<HTMLFormElement>(null);
  const said = useRef<HTMLParagraphElement>(null);
  // After the dialog closed (its effect runs first and gives the focus back to a button now gone).
  useEffect(() => {
    if (result) said.current?.focus();
  }, [result]);

  function start(action: BulkAction) {
    setOpen(action);
    setProblem(null);
    setFailure(null);
    setResult(null);
  }

  async function confirm() {
    if (!open || busy) return;
    if (reason.trim() === '') {
      setProblem(t`Enter the reason; the audit log keeps it.`);
      body.current?.querySelector('input')?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const { changed } = await open.send([...ids], reason.trim());
      setOpen(null);
      setReason('');
      onClear();
      setResult({ text: i18n._(open.done(changed)), at: Date.now() });
      await queryClient.invalidateQueries({ queryKey: refresh });
    } catch (error) {
      setFailure(errorText(error) ?? t`The change could not be made.`);
    } finally {
      setBusy(false);
    }
  }

  // Enter in the reason submits the form (its one text field); our own check, not the browser's bubble.
  function submit(event: FormEvent) {
    event.preventDefault();
    void confirm();
  }

  const count = ids.length;
  return (
    <div className={css.summary} role="region" aria-label={t`Selected rows`}>
      <p ref={said} tabIndex={-1} role="status" className={css.bulkResult}>
        {result?.text}
      </p>
      {count > 0 ? (
        <div className={css.actions}>
          <strong>
            <Plural value={count} one="# row selected" other="# rows selected" />
          </strong>
          {actions.map((action) => (
            <Button key={action.label.id} size="sm" tone={action.danger ? 'danger' : 'primary'} onClick={() => start(action)}>
              {i18n._(action.label)}
            </Button>
          ))}
          <Button size="sm" tone="ghost" onClick={onClear}>
            <Trans>Clear selection</Trans>
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={open !== null}
        title={open ? i18n._(open.title) : ''}
        confirmLabel={open ? i18n._(open.label) : ''}
        danger={open?.danger ?? false}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(null)}
      >
        <form ref={body} noValidate onSubmit={submit}>
          <p>
            <Plural value={count} one="# row will change:" other="# rows will change:" />
          </p>
          <ul className={css.names}>
            {names.slice(0, NAMES_SHOWN).map((name, i) => (
              <li key={i}>{name}</li>
            ))}
            {names.length > NAMES_SHOWN ? <li>{t`and ${names.length - NAMES_SHOWN} more`}</li> : null}
          </ul>
          <ReasonField
            value={reason}
            onChange={(text) => {
              setReason(text);
              if (text.trim() !== '') setProblem(null);
            }}
            error={problem}
          />
          {failure ? (
            <p className={css.error} role="alert">
              {failure}
            </p>
          ) : null}
        </form>
      </ConfirmDialog>
    </div>
  );
}
