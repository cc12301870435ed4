import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button } from '../../components/button/button.tsx';
import { LeaveGuard } from '../../components/dialog/leave-guard.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { showFlash } from '../../components/flash/show-flash.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import * as css from './admin-list.css.ts';
import './catalog.ts';

type SaveOptions = {
  /** The domain's queries, refreshed once it is saved. */
  listKey: QueryKey;
  /** Said in a flash on the page it leaves for. */
  savedMessage: string;
  /** Where to go with the saved record, usually its detail view. */
  onSaved: (id: number) => void;
};

/**
 * A write page's save (SPEC §2 admin pattern): what was typed stays through every refusal, the
 * refusal is said above the buttons, and leaving with unsaved changes asks first (LeaveGuard).
 */
export function useRecordSave({ listKey, savedMessage, onSaved }: SaveOptions) {
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = useRef(false);
  const saved = useRef(false);
  const save = async (send: () => Promise<{ id: number }>) => {
    setFailure(null);
    setBusy(true);
    try {
      const answer = await send();
      saved.current = true;
      await queryClient.invalidateQueries({ queryKey: listKey });
      showFlash(savedMessage);
      onSaved(answer.id);
    } catch (e) {
      setFailure(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return {
    failure,
    busy,
    save,
    /** Any change marks the form unsaved. */
    markDirty: () => {
      dirty.current = true;
    },
    unsaved: () => dirty.current && !saved.current,
  };
}

type ActionsProps = {
  failure: string | null;
  busy: boolean;
  unsaved: () => boolean;
  /** When given, a 미리보기 toggle beside Save. */
  preview?: { on: boolean; toggle: () => void };
};

/** The write form's end: the server's refusal, 미리보기 (when the record has one) and Save. */
export function RecordFormActions({ failure, busy, unsaved, preview }: ActionsProps) {
  const { t } = useLingui();
  return (
    <>
      <FormAlert message={failure} />
      <div className={css.actions}>
        {preview ? (
          <Button type="button" tone="secondary" onClick={preview.toggle} aria-pressed={preview.on}>
            {t`Preview`}
          </Button>
        ) : null}
        <Button type="submit" busy={busy}>
          <Trans>Save</Trans>
        </Button>
      </div>
      <LeaveGuard pending={unsaved} />
    </>
  );
}
