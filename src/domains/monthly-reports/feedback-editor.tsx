import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { Button } from '../../components/button/button.tsx';
import { useCareAreaLabels } from '../../components/care-area/care-area-labels.ts';
import { LeaveGuard } from '../../components/dialog/leave-guard.tsx';
import { FieldFooter, footerDescribedBy } from '../../components/field/field-footer.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { DIARY_AREAS, type DiaryArea } from '../../contract/diary.ts';
import { reportsApi } from '../../contract/reports-api.ts';
import { REPORT_FEEDBACK_MAX, ReportFeedbackBody, type ExpertReport } from '../../contract/reports.ts';
import { call } from '../../lib/api/call.ts';
import { useErrorText, useMessageText } from '../../lib/i18n/use-error-text.ts';
import { reportKeys } from './report-queries.ts';
import * as css from './monthly-reports.css.ts';
import './catalog.ts';

type Texts = Record<DiaryArea, string>;
const EMPTY: Texts = { water: '', sleep: '', childMeal: '', parentMeal: '', illness: '', mood: '', breastfeeding: '' };

/**
 * The expert's feedback on a report (SPEC §5: one text per care area, none empty; §8 EmptyExpertFeedback
 * and "expert feedback saved"; decision 0067). The contract's schema checks it here as on the server,
 * and an area left empty is marked where it is; nothing typed is lost on an error.
 */
export function FeedbackEditor({ report }: { report: ExpertReport }) {
  const { t } = useLingui();
  const names = useCareAreaLabels();
  const errorText = useErrorText();
  const messageText = useMessageText();
  const queryClient = useQueryClient();
  const [texts, setTexts] = useState<Texts>(report.feedback?.areas ?? EMPTY);
  const [empty, setEmpty] = useState<readonly DiaryArea[]>([]);
  const [saved, setSaved] = useState(false);
  const [dirty, setDirty] = useState(false);
  const save = useMutation({
    mutationFn: (body: ReportFeedbackBody) => call(reportsApi.saveReportFeedback, { params: { reportId: report.id }, body }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(reportKeys.expert(report.id), answer);
      setSaved(true);
      setDirty(false);
      await queryClient.invalidateQueries({ queryKey: reportKeys.expertQueue });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const missing = DIARY_AREAS.filter((area) => texts[area].trim() === '');
    setEmpty(missing);
    const parsed = v.safeParse(ReportFeedbackBody, texts);
    if (missing.length > 0 || !parsed.success) return;
    save.mutate(parsed.output);
  };
  const formError = empty.length > 0 ? messageText('EmptyExpertFeedback') : save.error ? errorText(save.error) : null;
  return (
    <form className={css.offer} onSubmit={submit} noValidate aria-labelledby="feedback-title">
      <LeaveGuard pending={() => dirty && !save.isPending} />
      <h3 id="feedback-title">{report.feedback ? t`Edit your feedback` : t`Write your feedback`}</h3>
      {saved ? (
        <p className={css.meta} role="status">
          {messageText('ExpertFeedbackSaved')}
        </p>
      ) : null}
      {DIARY_AREAS.map((area) => {
        const id = `feedback-${area}`;
        const error = empty.includes(area) ? messageText('EmptyExpertFeedback') : null;
        return (
          <div key={area} className={css.offer}>
            <label htmlFor={id} className={css.areaName}>
              {names[area]}
            </label>
            <textarea
              id={id}
              className={css.textarea}
              value={texts[area]}
              maxLength={REPORT_FEEDBACK_MAX}
              rows={3}
              aria-invalid={error ? true : undefined}
              aria-describedby={footerDescribedBy(id, error)}
              onChange={(e) => {
                setTexts({ ...texts, [area]: e.target.value });
                setDirty(true);
                if (error) setEmpty(empty.filter((a) => a !== area));
              }}
            />
            <FieldFooter id={id} error={error} length={texts[area].length} max={REPORT_FEEDBACK_MAX} />
          </div>
        );
      })}
      <FormAlert message={formError} />
      <Button type="submit" busy={save.isPending}>
        <Trans>Save the feedback</Trans>
      </Button>
    </form>
  );
}
