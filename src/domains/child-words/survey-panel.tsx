import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { childSurveyApi } from '../../contract/child-survey-api.ts';
import type { ChildSummary } from '../../contract/child.ts';
import { NIGHT_WAKINGS_MAX, SLEEP_HOURS_MAX, SURVEY_NOTE_MAX, type ChildSurveyData } from '../../contract/child-survey.ts';
import { Button } from '../../components/button/button.tsx';
import * as fieldCss from '../../components/field/field.css.ts';
import { FieldFooter, footerDescribedBy } from '../../components/field/field-footer.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { TextField } from '../../components/field/text-field.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { call } from '../../lib/api/call.ts';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { childSurveyQuery } from './child-survey-queries.ts';
import { ChoiceChips } from './choice-chips.tsx';
import { toAnswers, toggleConcern, valuesOf, type SurveyFormValues } from './survey-form-state.ts';
import { useSurveyIssueText, useSurveyOptions } from './survey-labels.ts';
import * as css from './survey.css.ts';
import './catalog.ts';

type Props = { child: ChildSummary; welcome: boolean };

/**
 * The child survey (decision 0014): feeding, sleep, temperament and concerns. With `welcome` (right
 * after adding the child) it greets, offers to skip, and goes home after saving; otherwise it is the
 * editable survey of the child's page.
 */
export function SurveyPanel({ child, welcome }: Props) {
  const survey = useQuery(childSurveyQuery(child.id));
  const errorText = useErrorText();
  return (
    <div className={css.panel}>
      {survey.isPending ? <Spinner /> : null}
      <FormAlert message={errorText(survey.error)} />
      {survey.data ? <SurveyForm key={child.id} child={child} welcome={welcome} data={survey.data} /> : null}
    </div>
  );
}

function SurveyForm({ child, welcome, data }: Props & { data: ChildSurveyData }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const issueText = useSurveyIssueText();
  const options = useSurveyOptions();
  const [values, setValues] = useState<SurveyFormValues>(() => valuesOf(data.childSurveys));
  const [touched, setTouched] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const { answers, issues } = toAnswers(values);
  const shown = (field: keyof typeof issues) => (touched ? issueText(issues[field]) : null);
  const set = <K extends keyof SurveyFormValues>(key: K, value: SurveyFormValues[K]) => {
    setJustSaved(false);
    setValues((current) => ({ ...current, [key]: value }));
  };
  const nickname = child.nickname;
  const goHome = () => void navigate({ to: '/main' });

  const save = useMutation({
    mutationFn: (childSurveys: NonNullable<typeof answers>) => call(childSurveyApi.saveChildSurvey, { params: { id: child.id }, body: { childSurveys } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(childSurveyQuery(child.id).queryKey, saved);
      if (welcome) {
        goHome();
        return;
      }
      setJustSaved(true);
      setTouched(false);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (answers) save.mutate(answers);
  };

  return (
    <form className={fieldCss.formStack} onSubmit={submit} noValidate aria-label={t`Child survey`}>
      {welcome ? (
        <div className={css.welcome}>
          <h2 className={css.welcomeTitle}>{t`Tell us a little more about ${nickname}`}</h2>
          <p className={page.muted}>
            <Trans>Your answers help us tailor care tips and expert comments. Every question is optional, and you can change them later.</Trans>
          </p>
        </div>
      ) : (
        <div>
          <h2 className={css.heading}>{t`About ${nickname}`}</h2>
          <p className={page.muted}>
            {data.updatedAt ? t`Last saved ${formatKoreanDateTime(data.updatedAt)}` : <Trans>Not filled in yet. Every question is optional.</Trans>}
          </p>
        </div>
      )}
      <section className={`${page.card} ${fieldCss.formStack}`}>
        {child.born ? (
          <>
            <ChoiceChips
              legend={t`What does your child eat now?`}
              name="feeding"
              options={options.feeding}
              value={values.feeding}
              onChange={(v) => set('feeding', v)}
            />
            <fieldset className={fieldCss.fieldset}>
              <legend className={fieldCss.legend}>
                <Trans>Sleep</Trans>
              </legend>
              <div className={css.pair}>
                <TextField
                  label={t`Hours of sleep a day`}
                  type="number"
                  inputMode="decimal"
                  step="0.5"
                  min={0}
                  max={SLEEP_HOURS_MAX}
                  value={values.sleepHours}
                  onChange={(e) => set('sleepHours', e.target.value)}
                  error={shown('sleepHours')}
                />
                <TextField
                  label={t`Night wakings`}
                  type="number"
                  inputMode="numeric"
                  step="1"
                  min={0}
                  max={NIGHT_WAKINGS_MAX}
                  value={values.nightWakings}
                  onChange={(e) => set('nightWakings', e.target.value)}
                  error={shown('nightWakings')}
                />
              </div>
            </fieldset>
            <ChoiceChips
              legend={t`Temperament`}
              name="temperament"
              options={options.temperament}
              value={values.temperament}
              onChange={(v) => set('temperament', v)}
            />
          </>
        ) : (
          <p className={page.muted}>
            <Trans>Questions about feeding, sleep and temperament open once your baby is born. For now, tell us what is on your mind.</Trans>
          </p>
        )}
        <ChoiceChips
          multiple
          legend={t`Concerns`}
          hint={t`Choose all that apply.`}
          name="concerns"
          options={options.concerns}
          value={values.concerns}
          onToggle={(c) => set('concerns', toggleConcern(values.concerns, c))}
        />
        <div className={fieldCss.field}>
          <label className={fieldCss.label} htmlFor="survey-note">
            <Trans>Anything else on your mind? (optional)</Trans>
          </label>
          <textarea
            id="survey-note"
            className={css.note}
            value={values.concernNote}
            onChange={(e) => set('concernNote', e.target.value)}
            aria-invalid={shown('concernNote') ? true : undefined}
            aria-describedby={footerDescribedBy('survey-note', shown('concernNote'))}
          />
          <FieldFooter id="survey-note" error={shown('concernNote')} length={values.concernNote.trim().length} max={SURVEY_NOTE_MAX} />
        </div>
      </section>
      <FormAlert message={shown('form') ?? errorText(save.error)} />
      <div className={css.actions}>
        {justSaved ? (
          <p className={css.saved} role="status">
            <Trans>Saved.</Trans>
          </p>
        ) : null}
        {welcome ? (
          <Button tone="ghost" onClick={goHome}>
            <Trans>Later</Trans>
          </Button>
        ) : null}
        <Button type="submit" busy={save.isPending}>
          {welcome ? <Trans>Save and start</Trans> : <Trans>Save</Trans>}
        </Button>
      </div>
    </form>
  );
}
