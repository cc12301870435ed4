import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { dayNumberOfIso, isoOfDay } from '../../contract/calendar/days.ts';
import { formatKoreanMonthDayWeekday } from '../../contract/calendar/format.ts';
import { koreaTodayIso } from '../../contract/calendar/today.ts';
import type { ChildSummary } from '../../contract/child.ts';
import { button } from '../../components/button/button-class.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import * as page from '../../components/page/page.css.ts';
import { SelectedChildPage } from '../../components/page/selected-child-page.tsx';
import { meQuery } from '../../lib/auth/session-queries.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { dayTotals } from './care-log-day.ts';
import { TAP_LABELS, type AmountTap, type Tap } from './care-log-taps.ts';
import { durationText } from './care-log-words.ts';
import { DayLogList } from './day-log-list.tsx';
import { tapLog, type TapOutcome } from './one-tap.ts';
import { RunningTimers } from './running-timers.tsx';
import { TapPanel } from './tap-panel.tsx';
import { useCareLogDay } from './use-care-log-day.ts';
import { WeekChart } from './week-chart.tsx';
import * as css from './care-logs.css.ts';
import './catalog.ts';

/**
 * /care-log (decision 0098): the one-tap daily log of the selected child — the buttons and the
 * running timers, one day's records with their totals, and the week's chart. `date` is the day shown
 * (today by default); `ask` opens a bottle's amount at once (a tap on /main).
 */
export function CareLogPage({ date, ask }: { date?: string; ask?: AmountTap }) {
  const { t } = useLingui();
  const noChild = (
    <section className={page.card}>
      <p>{t`Add your child to start the daily log.`}</p>
      <Link to="/my-page/child-info" className={button({ tone: 'secondary', size: 'sm' })}>
        {t`Add a child`}
      </Link>
    </section>
  );
  return (
    <SelectedChildPage title={t`Daily log`} noChild={noChild}>
      {(child) => <ChildLog child={child} date={date ?? koreaTodayIso()} ask={ask} />}
    </SelectedChildPage>
  );
}

function ChildLog({ child, date, ask }: { child: ChildSummary; date: string; ask?: AmountTap }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const me = useQuery(meQuery()).data?.id ?? null;
  const today = koreaTodayIso();
  const { day, view, stop, edit, remove, discard } = useCareLogDay(child.id, date);
  const [said, setSaid] = useState('');
  const totals = dayTotals(view.logs);
  const nickname = child.nickname;
  const sayOutcome = (tap: Tap, outcome: TapOutcome) => {
    const label = i18n._(TAP_LABELS[tap]);
    setSaid(outcome === 'started' ? t`${label} started` : outcome === 'stopped' ? t`${label} stopped` : t`${label} recorded`);
  };
  const shift = (days: number) => isoOfDay(dayNumberOfIso(date) + days);
  // The page is drawn once the day is known (or cannot be asked for now): the timers it runs sit on
  // top, and drawing them late would move the buttons under a finger (and shift the layout).
  const settled = day.data !== undefined || day.isError || day.fetchStatus === 'paused';
  if (!settled)
    return (
      <p className={page.muted} role="status">
        {t`Loading the day…`}
      </p>
    );
  return (
    <>
      <section className={`${page.card} ${css.stack}`} aria-labelledby="care-log-now">
        <h2 id="care-log-now" className={page.sectionTitle}>
          {t`${nickname} now`}
        </h2>
        <RunningTimers running={view.running} onStop={(log) => void stop(log)} />
        <TapPanel
          running={view.running}
          ask={ask}
          onTap={async (tap, amountMl) => sayOutcome(tap, await tapLog(child.id, tap, view.running, amountMl ?? null))}
        />
        <p className="visually-hidden" role="status">
          {said}
        </p>
      </section>

      <section className={`${page.card} ${css.stack}`} aria-labelledby="care-log-day">
        <div className={css.dayNav}>
          <Link to="/care-log" search={{ date: shift(-1) }} className={button({ tone: 'ghost' })} aria-label={t`The day before`}>
            ‹
          </Link>
          <h2 id="care-log-day" className={page.sectionTitle} style={{ margin: 0 }}>
            {date === today ? t`Today, ${formatKoreanMonthDayWeekday(date)}` : formatKoreanMonthDayWeekday(date)}
          </h2>
          {date < today ? (
            <Link to="/care-log" search={date === shift(-1) ? {} : { date: shift(1) }} className={button({ tone: 'ghost' })} aria-label={t`The day after`}>
              ›
            </Link>
          ) : (
            <span style={{ width: 40 }} />
          )}
        </div>
        <dl className={css.totals}>
          <Total term={t`Feedings`} value={t`${totals.feedings} times`} />
          <Total term={t`Bottles`} value={`${totals.bottleMl}ml`} />
          <Total term={t`Sleep`} value={durationText(i18n, totals.sleepMinutes)} />
          <Total term={t`Diapers`} value={t`${totals.diapers} times`} />
        </dl>
        {day.isError && !day.data ? <FormAlert message={errorText(day.error)} /> : null}
        <DayLogList
          logs={view.logs}
          me={me}
          onEdit={(log, body) => void edit(log, body)}
          onRemove={(log) => void remove(log)}
          onDiscard={(log) => void discard(log)}
        />
      </section>

      <section className={`${page.card} ${css.stack}`} aria-labelledby="care-log-week">
        <h2 id="care-log-week" className={page.sectionTitle}>
          {t`The week to this day`}
        </h2>
        <WeekChart childId={child.id} to={date} />
      </section>
    </>
  );
}

function Total({ term, value }: { term: string; value: string }) {
  return (
    <div className={css.total}>
      <dt className={page.muted}>{term}</dt>
      <dd className={css.totalValue}>{value}</dd>
    </div>
  );
}
