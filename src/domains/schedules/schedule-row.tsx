import { Trans, useLingui } from '@lingui/react/macro';
import type { ScheduleItem } from '../../contract/schedules-api.ts';
import type { ScheduleStatus } from '../../contract/schedules/schedule-rules.ts';
import { Button } from '../../components/button/button.tsx';
import { StatusBadges } from './status-badges.tsx';
import { formatKoreanDate, formatKoreanDateRange } from '../../contract/calendar/format.ts';
import { useScheduleText, type ScheduleKind } from './schedule-text.ts';
import * as css from './schedules.css.ts';
import './catalog.ts';

type Props = { item: ScheduleItem; status: ScheduleStatus; kind: ScheduleKind; isNext: boolean; title: string; onRecord: () => void };

/** One dose or checkup round: age, window, record, status and the record button. */
export function ScheduleRow({ item, status, kind, isNext, title, onRecord }: Props) {
  const { t } = useLingui();
  const text = useScheduleText();
  const age = text.ageRange(item.key);
  const recorded = item.date ? formatKoreanDate(item.date) : null;
  const done = item.date !== null || item.undated;
  const className = [css.row, isNext ? css.rowNext : null, status === 'skipped' ? css.rowSkipped : null].filter(Boolean).join(' ');
  return (
    <li className={className} aria-current={isNext ? 'step' : undefined}>
      <div className={css.rowMain}>
        <span className={css.rowTitle}>
          {text.doseLabel(item)}
          {age ? <span className={css.age}>{age}</span> : null}
        </span>
        <span className={css.window}>{formatKoreanDateRange(item.windowStart, item.windowEnd)}</span>
        {recorded ? <span className={css.record}>{kind === 'vaccinations' ? t`Vaccinated on ${recorded}` : t`Checked on ${recorded}`}</span> : null}
        {item.undated ? (
          <span className={css.record}>{kind === 'vaccinations' ? t`Vaccinated (date not recorded)` : t`Checked (date not recorded)`}</span>
        ) : null}
        {item.memo ? <span className={css.memo}>{item.memo}</span> : null}
      </div>
      <div className={css.rowSide}>
        <StatusBadges item={item} status={status} kind={kind} />
        <Button size="sm" tone={done ? 'ghost' : 'secondary'} onClick={onRecord} aria-label={done ? t`Edit the record of ${title}` : t`Record ${title}`}>
          {done ? <Trans>Edit</Trans> : <Trans>Record</Trans>}
        </Button>
      </div>
    </li>
  );
}
