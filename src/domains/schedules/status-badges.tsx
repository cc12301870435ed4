/**
 * The status chip and SPEC §4 D-day badge of a vaccination or checkup: shared by the child page's
 * schedule panels and the next-due cards on /main. Needs only the item's window and status, never
 * the schedule data.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { dDayLabel, type ScheduleStatus, type WindowedItem } from '../../contract/schedules/schedule-rules.ts';
import * as css from './status-badges.css.ts';
import '../../components/home-card/catalog.ts';

export type ScheduleKind = 'vaccinations' | 'checkups';

/** '접종 시기', '검진 시기', '지남', '예정', '완료', '해당 없음'. */
export function useStatusLabel(): (status: ScheduleStatus, kind: ScheduleKind) => string {
  const { t } = useLingui();
  return useCallback(
    (status, kind) => {
      if (status === 'done') return t`Done`;
      if (status === 'due') return kind === 'vaccinations' ? t`Due now` : t`Checkup time`;
      if (status === 'overdue') return t`Overdue`;
      if (status === 'upcoming') return t`Upcoming`;
      return t`Not needed`;
    },
    [t],
  );
}

/**
 * Status chip and D-day badge of an item (the badge only while it matters). The rule, the same on
 * /main and the child page (decision 0071): before the window the count runs to its start, inside
 * and after it to its end, and the badge names which ('시작까지 D - 147', '마감까지 D - 87').
 */
export function StatusBadges({ item, status, kind }: { item: Omit<WindowedItem, 'status'>; status: ScheduleStatus; kind: ScheduleKind }) {
  const { t } = useLingui();
  const statusLabel = useStatusLabel();
  const dday = dDayLabel({ ...item, status });
  const edge = status === 'upcoming' ? t`Opens in` : status === 'due' ? t`Closes in` : t`Closed`;
  return (
    <span className={css.badges}>
      <span className={css.chip[status]}>{statusLabel(status, kind)}</span>
      {dday ? <span className={css.dday}>{`${edge} ${dday}`}</span> : null}
    </span>
  );
}
