import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { TextField } from '../../components/field/text-field.tsx';
import { RichTextEditor } from '../../components/rich-text/rich-text-editor.tsx';
import { RichTextView } from '../../components/rich-text/rich-text-view.tsx';
import * as css from './admin-list.css.ts';
import * as formCss from './record-form.css.ts';
import './catalog.ts';

/**
 * The fields the write pages (articles, notices, products; SPEC §2 admin pattern) have in common,
 * each with one home here: a record's text, its state and publish time, a fixed choice, a yes/no
 * box, and the 미리보기 of what members will read.
 */

/** A record's text as rich text (SPEC §5 rich-text fields): its label, the editor, and what is wrong with it. */
export function BodyField({
  label,
  editorLabel,
  placeholder,
  initial,
  error,
  onChange,
}: {
  label: string;
  /** The editable's accessible name (the journeys find it by that name). */
  editorLabel: string;
  placeholder: string;
  initial: Record<string, unknown> | null;
  error: string | null | undefined;
  onChange: (json: Record<string, unknown>, text: string) => void;
}) {
  return (
    <div className={css.field}>
      <span className={css.label}>{label}</span>
      <RichTextEditor initial={initial} label={editorLabel} placeholder={placeholder} onChange={onChange} />
      {error ? (
        <p className={css.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled select of fixed values (categories, states). */
export function ChoiceField<T extends string>({
  label,
  value,
  options,
  text,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  text: (option: T) => string;
  onChange: (option: T) => void;
}) {
  return (
    <label className={css.field}>
      <span className={css.label}>{label}</span>
      <select className={css.control} value={value} onChange={(e) => onChange(options.find((o) => o === e.target.value) ?? value)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {text(o)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A yes/no choice of the record (pinned, for pregnancy), its words beside the box. */
export function CheckField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className={css.actions}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

/**
 * A published record's state and when members see it (decisions 0065, 0066): the time is Korea
 * wall-clock time, empty for now, a later one schedules it. A fragment, so that the page puts the
 * two in the row it wants.
 */
export function PublishFields<S extends string>({
  status,
  statuses,
  statusText,
  onStatus,
  publishAt,
  onPublishAt,
  error,
}: {
  status: S;
  statuses: readonly S[];
  statusText: (status: S) => string;
  onStatus: (status: S) => void;
  /** The datetime-local value, Korea time. */
  publishAt: string;
  onPublishAt: (publishAt: string) => void;
  error: string | null | undefined;
}) {
  const { t } = useLingui();
  return (
    <>
      <ChoiceField label={t`State`} value={status} options={statuses} text={statusText} onChange={onStatus} />
      <TextField
        label={t`Publish time (Korea time)`}
        type="datetime-local"
        value={publishAt}
        hint={t`Empty: now. A later time schedules it.`}
        error={error}
        onChange={(e) => onPublishAt(e.target.value)}
      />
    </>
  );
}

/** 미리보기: the record at a phone's width as members will read it; `above` and `below` frame its title. */
export function RecordPreview({
  title,
  content,
  above,
  below,
}: {
  title: string;
  content: { json: Record<string, unknown> | null; text: string };
  above?: ReactNode;
  below?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <section className={formCss.preview} aria-label={t`Preview`}>
      {above ? <p className={css.hint}>{above}</p> : null}
      <h2 className={formCss.previewTitle}>{title || t`(no title)`}</h2>
      {below ? <p className={css.hint}>{below}</p> : null}
      <RichTextView content={content.json} fallback={content.text} />
    </section>
  );
}
