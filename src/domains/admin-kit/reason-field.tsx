import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type KeyboardEvent } from 'react';
import * as v from 'valibot';
import { AdminReason } from '../../contract/admin-reason.ts';
import { RESTRICTION_REASON_MAX } from '../../contract/moderation-api.ts';
import { AdminField } from './admin-field.tsx';
import * as css from './admin-list.css.ts';
import { useReasonDraft } from './reason-draft.ts';
import './catalog.ts';

/**
 * The reason every admin change carries into the audit log (decision 0041). What is typed is kept
 * as a draft of the page and the action (decision 0049: a session lost mid-action loses nothing);
 * `draft` names the action where a page has several of one kind (a refund per item).
 */
export function ReasonField({
  value,
  onChange,
  draft,
  maxLength = RESTRICTION_REASON_MAX,
  onKeyDown,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  draft?: string;
  maxLength?: number;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** What is wrong with the reason (empty …): shown under the field and tied to it for screen readers. */
  error?: string | null | undefined;
}) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  useReasonDraft(input, value, onChange, draft);
  return (
    <AdminField label={t`Reason (kept in the audit log)`} error={error}>
      {(id, described) => (
        <input
          ref={input}
          id={id}
          data-reason-draft=""
          className={css.searchInput}
          required
          maxLength={maxLength}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          {...described}
        />
      )}
    </AdminField>
  );
}

/**
 * Why a reason cannot be sent (the contract's AdminReason: never empty), in words the field shows
 * once a send was tried (decision 0082: a refused form says why, never only a disabled button).
 */
export function useReasonProblem(): (reason: string) => string | null {
  const { t } = useLingui();
  return (reason) => (v.is(AdminReason, reason) ? null : t`Write the reason to keep in the audit log.`);
}

/**
 * A form's reason check: `ready(reason)` marks the send tried and says whether it may go; `error(reason)`
 * is what the ReasonField shows from then on (nothing before the first try, so an empty field is not
 * called wrong while the operator has not typed yet); `reset()` after the send went through.
 */
export function useReasonCheck() {
  const problemOf = useReasonProblem();
  const [tried, setTried] = useState(false);
  return {
    ready: (reason: string) => {
      setTried(true);
      return problemOf(reason) === null;
    },
    error: (reason: string) => (tried ? problemOf(reason) : null),
    reset: () => setTried(false),
  };
}
