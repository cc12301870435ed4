import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { COMMENT_MAX } from '../../contract/community-api.ts';
import { Button } from '../../components/button/button.tsx';
import * as fieldCss from '../../components/field/field.css.ts';
import { FieldFooter, footerDescribedBy } from '../../components/field/field-footer.tsx';
import * as css from './community.css.ts';
import './catalog.ts';

type Props = {
  initial?: string;
  label: string;
  submitLabel: string;
  busy: boolean;
  /** Resolves true when saved (the form then empties itself). */
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
  /** The box's hint; by default a word to another parent. */
  placeholder?: string | undefined;
};

/** A comment's text: required after trimming, at most COMMENT_MAX characters (SPEC §5). */
export function CommentForm({ initial = '', label, submitLabel, busy, onSubmit, onCancel, placeholder }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState(false);
  const trimmed = draft.trim();
  const issue = trimmed.length === 0 ? t`Please write a comment.` : trimmed.length > COMMENT_MAX ? t`Write at most ${COMMENT_MAX} characters.` : null;
  const shown = touched ? issue : null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (issue) return;
    if (await onSubmit(trimmed)) {
      setDraft('');
      setTouched(false);
    }
  };
  return (
    <form className={css.writer} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id} className={fieldCss.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={css.textarea}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={placeholder ?? t`Share a warm word with this parent.`}
        aria-invalid={shown ? true : undefined}
        aria-describedby={footerDescribedBy(id, shown)}
      />
      <FieldFooter id={id} error={shown} length={trimmed.length} max={COMMENT_MAX} />
      <div className={css.actions}>
        {onCancel ? (
          <Button tone="ghost" size="sm" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <Button type="submit" size="sm" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
