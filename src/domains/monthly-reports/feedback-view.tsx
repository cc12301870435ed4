import { useLingui } from '@lingui/react/macro';
import { useCareAreaLabels } from '../../components/care-area/care-area-labels.ts';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { DIARY_AREAS } from '../../contract/diary.ts';
import type { ReportFeedback } from '../../contract/reports.ts';
import * as css from './monthly-reports.css.ts';
import './catalog.ts';

/** The expert's feedback per care area, as text (what members write reaches others as text, never markup). */
export function FeedbackView({ feedback }: { feedback: ReportFeedback }) {
  const { t } = useLingui();
  const names = useCareAreaLabels();
  const at = formatKoreanDateTime(feedback.writtenAt);
  const expert = feedback.expertNickname;
  return (
    <section className={css.offer} aria-labelledby="report-feedback">
      <h3 id="report-feedback">{t`Expert feedback`}</h3>
      <p className={css.meta}>{expert ? t`${expert} · ${at}` : at}</p>
      <ul className={css.areas}>
        {DIARY_AREAS.map((area) => (
          <li key={area} className={css.area}>
            <span className={css.areaName}>{names[area]}</span>
            <span className={css.feedbackText}>{feedback.areas[area]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
