import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { ChildSummary } from '../../contract/child.ts';
import { DIARY_TITLE_MAX } from '../../contract/diary.ts';
import { Button } from '../../components/button/button.tsx';
import { LeaveGuard } from '../../components/dialog/leave-guard.tsx';
import * as fieldCss from '../../components/field/field.css.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { TextField } from '../../components/field/text-field.tsx';
import { formatKoreanMonthDayWeekday } from '../../contract/calendar/format.ts';
import { koreaTodayIso } from '../../contract/calendar/today.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { AreaInputs } from './area-inputs.tsx';
import { birthDay } from './child.ts';
import * as css from './diary.css.ts';
import type { FormTarget, Restored } from './form-target.ts';
import type { OutboxItem } from './offline/outbox.ts';
import { PhotoPicker } from './photo-picker.tsx';
// The shell is part of the form (a lazy shell failed the page when the phone went offline before it
// arrived, and cost the write page one more round trip); only Lexical behind it loads later (decision 0058).
import { RichTextEditor } from '../../components/rich-text/rich-text-editor.tsx';
import type { SaveEvent, SaveOutcome } from './save-outcome.ts';
import { EMPTY_ENTRY, useDiarySave } from './use-diary-save.ts';
import { useFormFields } from './use-form-fields.ts';
import './catalog.ts';

export type DiaryFormBodyProps = {
  child: ChildSummary;
  target: FormTarget;
  draftId: string;
  restored: Restored | null;
  queued?: OutboxItem;
  outcome: SaveOutcome;
  dispatch: (event: SaveEvent) => void;
  onTyping?: (typing: boolean) => void;
  onDiscardDraft: () => void;
};

/** The diary form: title, care areas, the story (Lexical), photos and the save (SPEC §4), which reads the save outcome (decision 0053). */
export function DiaryFormBody({ child, target, draftId, restored, queued, outcome, dispatch, onTyping, onDiscardDraft }: DiaryFormBodyProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const original = target.kind === 'edit' ? target.diary : null;
  const fields = useFormFields({ original, restored, draftId, dirtyAtStart: restored !== null && !queued });
  const { title, setTitle, areas, setAreas, setContent, removedIds, setRemovedIds, photos, setPhotos, issues, dirty, touch, settled } = fields;
  const { saved, submit, titleIssue, entryDate, meals } = useDiarySave({ child, target, queued, fields, draftId, dispatch, onTyping });
  const busy = outcome.kind === 'sending';
  const step = outcome.kind === 'sending' ? outcome.step : null;
  const refusal = outcome.kind === 'refused' ? outcome.error : null;
  const failure =
    refusal instanceof Error && refusal.message === EMPTY_ENTRY ? t`Write something, record an area or add a photo before saving.` : errorText(refusal);
  const expired = isApiError(refusal) && refusal.message === 'DiaryEditExpiredException';
  const dayLabel = formatKoreanMonthDayWeekday(entryDate);

  useEffect(() => {
    if (dirty && !settled.current) onTyping?.(true);
  }, [dirty, onTyping, settled]);
  // A parent who has started using the form holds the page too: focus comes before the first key (decision 0033).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const hold = () => {
      if (!settled.current) onTyping?.(true);
    };
    form.addEventListener('focusin', hold);
    return () => form.removeEventListener('focusin', hold);
  }, [onTyping, settled]);

  return (
    <form className={fieldCss.formStack} ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={t`Diary`}>
      {queued ? (
        <p className={css.notice} role="status">
          <Trans>This entry is waiting to send. What you change here is sent with it.</Trans>
        </p>
      ) : null}
      {restored && restored.savedAt > 0 ? (
        <div className={css.notice} role="status">
          <span>
            <Trans>Restored what was saved on this device.</Trans>
          </span>{' '}
          <Button size="sm" tone="secondary" onClick={onDiscardDraft}>
            {t`Discard the draft`}
          </Button>
        </div>
      ) : null}
      <div className={css.meta}>
        <span className={css.badge}>{child.nickname}</span>
        <span>{dayLabel}</span>
        {entryDate === koreaTodayIso() ? <span>{t`(today)`}</span> : null}
      </div>
      {/* A new entry picks its day here; an entry of a day opens another day from here (SPEC §4: only edits are held to their day). */}
      <DatePicker
        value={entryDate}
        min={birthDay(child)}
        stays={target.kind === 'edit' || saved !== null}
        onChange={(date) => void navigate({ to: '/diary/write', search: { date }, replace: target.kind === 'new' && !saved })}
        disabled={busy || dirty}
      />
      <TextField
        label={t`Title`}
        value={title}
        maxLength={DIARY_TITLE_MAX + 10}
        placeholder={t`Optional`}
        onChange={(event) => {
          setTitle(event.target.value);
          touch();
        }}
        error={titleIssue}
      />
      <section className={fieldCss.field} aria-label={t`Care areas`}>
        <span className={fieldCss.label}>{t`Today's care (each area is optional)`}</span>
        <AreaInputs
          form={areas}
          issues={issues}
          eatsMeals={meals}
          onChange={(next) => {
            setAreas(next);
            touch();
          }}
        />
        {!meals ? <p className={fieldCss.hint}>{t`The child's meals area appears after 6 months of age.`}</p> : null}
      </section>
      <div className={fieldCss.field}>
        <span className={fieldCss.label}>{t`Today's story`}</span>
        <RichTextEditor
          initial={restored ? restored.content : (original?.content ?? null)}
          label={t`Today's story`}
          placeholder={t`How was today? Write freely.`}
          testId="diary-editor"
          onChange={(json, text) => {
            setContent((current) => {
              if (current.text !== text || JSON.stringify(current.json) !== JSON.stringify(json)) {
                if (current.json !== null || text !== '') touch();
                return { json, text };
              }
              return current;
            });
          }}
        />
      </div>
      <PhotoPicker
        existing={saved?.images ?? []}
        removedIds={removedIds}
        photos={photos}
        disabled={busy}
        onRemoveExisting={(id) => {
          setRemovedIds((ids) => [...ids, id]);
          touch();
        }}
        onAdd={(added) => {
          setPhotos((list) => [...list, ...added]);
          touch();
        }}
        onRemoveNew={(localId) =>
          setPhotos((list) => {
            const photo = list.find((p) => p.localId === localId);
            if (photo) URL.revokeObjectURL(photo.url);
            return list.filter((p) => p.localId !== localId);
          })
        }
      />
      <FormAlert message={failure} />
      {expired && saved ? (
        <Link to="/diary/read/$diaryId" params={{ diaryId: saved.id }} className={css.link}>
          {t`Read the entry`}
        </Link>
      ) : null}
      {step ? (
        <p className={css.progress} role="status" aria-live="polite">
          {step.kind === 'entry' ? t`Saving the diary…` : t`Uploading photo ${step.index + 1} of ${step.total}…`}
        </p>
      ) : null}
      <div className={css.actions}>
        <Button type="submit" busy={busy}>
          <Trans>Save</Trans>
        </Button>
      </div>
      <LeaveGuard pending={() => dirty && !settled.current} />
    </form>
  );
}

/**
 * The day of the form. For a new entry it moves the form to another day; for a stored entry (`stays`)
 * the entry keeps its day and the picked day opens in a page of its own, its entry or a new one.
 */
function DatePicker({
  value,
  min,
  stays,
  onChange,
  disabled,
}: {
  value: string;
  min: string | null;
  stays: boolean;
  onChange: (date: string) => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const idle = stays ? t`This entry keeps its day. Pick another day to write or open that day's entry.` : t`One entry per day.`;
  return (
    <TextField
      label={t`Date`}
      type="date"
      value={value}
      max={koreaTodayIso()}
      min={min ?? undefined}
      disabled={disabled}
      hint={disabled ? t`Save or clear what you wrote to pick another day.` : idle}
      onChange={(event) => {
        const picked = event.target.value;
        // Typing a year digit by digit passes through dates like 0002-12-04: only a day that may be written moves the page.
        if (picked && picked !== value && picked <= koreaTodayIso() && (min === null || picked >= min)) onChange(picked);
      }}
    />
  );
}
