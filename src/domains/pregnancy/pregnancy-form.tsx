import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { PREGNANCY_WEEK_MAX, PREGNANCY_WEEK_MIN } from '../../contract/calendar/pregnancy.ts';
import { PREGNANCY_ENTRY_MAX, PregnancyEntryBody, pregnancyApi } from '../../contract/pregnancy-api.ts';
import { Button } from '../../components/button/button.tsx';
import { FieldFooter, footerDescribedBy } from '../../components/field/field-footer.tsx';
import * as fieldCss from '../../components/field/field.css.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { call } from '../../lib/api/call.ts';
import { useErrorText, useMessageText } from '../../lib/i18n/use-error-text.ts';
import { pregnancyKey } from './pregnancy-queries.ts';
import * as css from './pregnancy.css.ts';
import './catalog.ts';

const WEEKS = Array.from({ length: PREGNANCY_WEEK_MAX - PREGNANCY_WEEK_MIN + 1 }, (_, i) => PREGNANCY_WEEK_MIN + i);

/** A new entry: the week (this week by default) and the words, checked by the contract's own rule. */
export function PregnancyForm({ childId, currentWeek }: { childId: number; currentWeek: number | null }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const messageText = useMessageText();
  const queryClient = useQueryClient();
  const id = useId();
  const [week, setWeek] = useState(Math.min(PREGNANCY_WEEK_MAX, Math.max(PREGNANCY_WEEK_MIN, currentWeek ?? 20)));
  const [content, setContent] = useState('');
  const [issue, setIssue] = useState<string | null>(null);
  // One name per entry being written: a save tried again after a failure writes the same entry, not a second one.
  const [clientId, setClientId] = useState(() => crypto.randomUUID());
  const save = useMutation({
    mutationFn: (body: PregnancyEntryBody) => call(pregnancyApi.putPregnancyEntry, { params: { id: childId, clientId }, body, navigateOnError: false }),
    onSuccess: () => {
      setContent('');
      setClientId(crypto.randomUUID());
      return queryClient.invalidateQueries({ queryKey: pregnancyKey(childId) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = v.safeParse(PregnancyEntryBody, { week, content });
    if (!checked.success) return setIssue(messageText(checked.issues[0].message));
    setIssue(null);
    save.mutate(checked.output);
  };
  return (
    <form className={css.stack} onSubmit={submit} noValidate aria-label={t`New entry`}>
      <div className={fieldCss.field}>
        <label htmlFor={`${id}-week`} className={fieldCss.label}>
          {t`Week of pregnancy`}
        </label>
        <select id={`${id}-week`} className={css.select} value={week} onChange={(event) => setWeek(Number(event.target.value))}>
          {WEEKS.map((w) => (
            <option key={w} value={w}>
              {t`Week ${w}`}
            </option>
          ))}
        </select>
      </div>
      <div className={fieldCss.field}>
        <label htmlFor={id} className={fieldCss.label}>
          {t`To my baby`}
        </label>
        <textarea
          id={id}
          className={fieldCss.textarea}
          value={content}
          onChange={(event) => {
            setContent(event.target.value);
            setIssue(null);
          }}
          placeholder={t`How you feel, what the doctor said, what you want to tell your baby`}
          aria-invalid={issue ? true : undefined}
          aria-describedby={footerDescribedBy(id, issue)}
        />
        <FieldFooter id={id} error={issue} length={content.trim().length} max={PREGNANCY_ENTRY_MAX} />
      </div>
      <FormAlert message={errorText(save.error)} />
      <div className={css.actions}>
        <Button type="submit" busy={save.isPending}>
          {t`Save`}
        </Button>
      </div>
    </form>
  );
}
