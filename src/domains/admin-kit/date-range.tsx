import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { dateRangeProblem } from '../../contract/admin-list.ts';
import { koreaTodayIso } from '../../contract/calendar/today.ts';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import { Button } from '../../components/button/button.tsx';
import * as css from './admin-list.css.ts';
import './catalog.ts';

type Props = {
  /** What the range is of: "Joined", "Written" … */
  label: string;
  from: string | undefined;
  to: string | undefined;
  onChange: (from: string | undefined, to: string | undefined) => void;
};

/** A Korea-day range (both ends included); from after to is refused with the SPEC §8 message. */
export function DateRange({ label, from, to, onChange }: Props) {
  const { t } = useLingui();
  const messageText = useMessageText();
  const [start, setStart] = useState(from ?? '');
  const [end, setEnd] = useState(to ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  // The URL changed under the inputs (Back, a sidebar link, reset): they show its days again (decision 0045).
  const [shown, setShown] = useState({ from, to });
  if (shown.from !== from || shown.to !== to) {
    setShown({ from, to });
    setStart(from ?? '');
    setEnd(to ?? '');
    setProblem(null);
  }
  const today = koreaTodayIso();

  function apply() {
    const a = start === '' ? undefined : start;
    const b = end === '' ? undefined : end;
    const found = dateRangeProblem(a, b);
    setProblem(found);
    if (!found) onChange(a, b);
  }

  return (
    <fieldset className={css.actions} style={{ border: 0, padding: 0, margin: 0 }}>
      <legend className={css.label}>{label}</legend>
      <label className={css.field}>
        <span className={css.label}>
          <Trans>Start date</Trans>
        </span>
        <input className={css.control} type="date" value={start} max={today} onChange={(e) => setStart(e.target.value)} aria-label={t`${label} from`} />
      </label>
      <label className={css.field}>
        <span className={css.label}>
          <Trans>End date</Trans>
        </span>
        <input className={css.control} type="date" value={end} max={today} onChange={(e) => setEnd(e.target.value)} aria-label={t`${label} to`} />
      </label>
      <Button size="sm" tone="ghost" onClick={apply}>
        <Trans>Apply dates</Trans>
      </Button>
      {problem ? (
        <p className={css.error} role="alert">
          {messageText(problem)}
        </p>
      ) : null}
    </fieldset>
  );
}
