import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button } from '../../components/button/button.tsx';
import type { DayLog } from './care-log-day.ts';
import { TAP_LABELS, tapOf } from './care-log-taps.ts';
import { stopwatch } from './care-log-words.ts';
import * as css from './care-logs.css.ts';
import './catalog.ts';

/** The clock the timers read, ticking each second while one runs (the first tick within a second). */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [ticking]);
  return now;
}

/**
 * The timers running (a breastfeeding, a sleep): their time counted from the start the log keeps, so
 * they go on across a reload, a closed app and offline (decision 0098).
 */
export function RunningTimers({ running, onStop }: { running: readonly DayLog[]; onStop: (log: DayLog) => void }) {
  const { t, i18n } = useLingui();
  const now = useNow(running.length > 0);
  if (running.length === 0) return null;
  return (
    <ul className={css.stack} aria-label={t`Running timers`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {running.map((log) => {
        const label = i18n._(TAP_LABELS[tapOf(log)]);
        return (
          <li key={log.clientId} className={css.timer}>
            <span className={css.what}>
              <strong>{t`${label} in progress`}</strong>
              <span className={css.elapsed} role="timer">
                {stopwatch(now - Date.parse(log.startedAt))}
              </span>
            </span>
            <Button onClick={() => onStop(log)} aria-label={t`Stop ${label}`}>
              {t({ message: 'Stop', context: 'timer' })}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
