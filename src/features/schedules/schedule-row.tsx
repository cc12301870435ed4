import { Trans, useLingui } from '@lingui/react/macro';
import type { ScheduleItem } from '../../contract/schedules-api.ts';
import { dDayLabel, type ScheduleStatus } from '../../contract/schedules/schedule-rules.ts';
import { Button } from '../../components/button/button.tsx';
import { formatKoreanDate, formatKoreanDateRange } from '../../lib/i18n/dates.ts';
import { useScheduleText, type ScheduleKind } from './schedule-text.ts';
import * as css from './schedules.css.ts';
import './catalog.ts';

type Props = { item: ScheduleItem; status: ScheduleStatus; kind: ScheduleKind; isNext: boolean; title: string; onRecord: () => void };

/** Status chip and SPEC §4 D-day badge of an item (the badge only while it matters). */
export function StatusBadges({ item, status, kind }: { item: ScheduleItem; status: ScheduleStatus; kind: ScheduleKind }) {
  const { t } = useLingui();
  const text = useScheduleText();
  const dday = dDayLabel({ ...item, status });
  const ddayTitle = status === 'upcoming' ? t`Until the window opens` : status === 'due' ? t`Until the window closes` : t`Since the window closed`;
  return (
    <span className={css.badges}>
      <span className={css.chip[status]}>{text.statusLabel(status, kind)}</span>
      {dday ? (
        <span className={css.dday} title={ddayTitle} aria-label={`${ddayTitle} ${dday}`}>
          {dday}
        </span>
      ) : null}
    </span>
  );
}

/** One dose or checkup round: age, window, record, status and the record button. */
export function ScheduleRow({ item, status, kind, isNext, title, onRecord }: Props) {
  const { t } = useLingui();
  const text = useScheduleText();
  const age = text.ageRange(item.key);
  const recorded = item.date ? formatKoreanDate(item.date) : null;
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
        {item.memo ? <span className={css.memo}>{item.memo}</span> : null}
      </div>
      <div className={css.rowSide}>
        <StatusBadges item={item} status={status} kind={kind} />
        <Button size="sm" tone={item.date ? 'ghost' : 'secondary'} onClick={onRecord} aria-label={item.date ? t`Edit the record of ${title}` : t`Record ${title}`}>
          {item.date ? <Trans>Edit</Trans> : <Trans>Record</Trans>}
        </Button>
      </div>
    </li>
  );
}
