import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { CareLogBody } from '../../contract/care-logs.ts';
import { Button } from '../../components/button/button.tsx';
import { button } from '../../components/button/button-class.ts';
import { TextField } from '../../components/field/text-field.tsx';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import type { DayLog } from './care-log-day.ts';
import { asksAmount, TAP_LABELS, TAPS, tapOf, type AmountTap, type Tap } from './care-log-taps.ts';
import { bodyOf, timedTap } from './tap-body.ts';
import * as css from './care-logs.css.ts';
import './catalog.ts';

const AMOUNTS = [60, 90, 120, 150, 180, 200];

type Props = {
  running: readonly DayLog[];
  /** A bottle to ask the amount of at once (a tap on /main). */
  ask?: AmountTap;
  onTap: (tap: Tap, amountMl?: number) => Promise<void>;
};

/**
 * Every button of the daily log (decision 0098): a timer's button is pressed while it runs, and a
 * tap on it ends it; a bottle opens its amount, checked by the contract's own rule before it is kept.
 */
export function TapPanel({ running, ask, onTap }: Props) {
  const { t, i18n } = useLingui();
  const [asking, setAsking] = useState<AmountTap | null>(ask ?? null);
  const [busy, setBusy] = useState(false);
  const runningTaps = new Set(running.map(tapOf));
  const press = async (tap: Tap, amountMl?: number) => {
    setBusy(true);
    try {
      await onTap(tap, amountMl);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={css.stack}>
      <ul className={css.taps} aria-label={t`Record in one tap`}>
        {TAPS.map((tap) => (
          <li key={tap}>
            <button
              type="button"
              className={css.tap}
              disabled={busy}
              aria-pressed={timedTap(tap) ? runningTaps.has(tap) : undefined}
              aria-expanded={asksAmount(tap) ? asking === tap : undefined}
              onClick={() => (asksAmount(tap) ? setAsking(asking === tap ? null : tap) : void press(tap))}
            >
              {i18n._(TAP_LABELS[tap])}
            </button>
          </li>
        ))}
      </ul>
      {asking ? (
        <AmountForm
          key={asking}
          tap={asking}
          onCancel={() => setAsking(null)}
          onSave={async (ml) => {
            await press(asking, ml);
            setAsking(null);
          }}
        />
      ) : null}
    </div>
  );
}

function AmountForm({ tap, onSave, onCancel }: { tap: Tap; onSave: (ml: number) => Promise<void>; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const messageText = useMessageText();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLDivElement>(null);
  useEffect(() => field.current?.querySelector('input')?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ml = text.trim() === '' ? Number.NaN : Number(text);
    // The server's own rule (the contract's schema): 1 to 1,000 whole ml.
    const checked = v.safeParse(CareLogBody, bodyOf(tap, new Date(), Number.isFinite(ml) ? ml : -1));
    if (!checked.success) return setError(messageText(checked.issues[0].message));
    void onSave(ml);
  };
  const label = i18n._(TAP_LABELS[tap]);
  return (
    <form className={css.amount} onSubmit={submit} noValidate aria-label={t`How much ${label}`}>
      <div ref={field}>
        <TextField
          label={t`${label}: how much (ml)`}
          inputMode="numeric"
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.target.value.replace(/[^\d]/g, ''));
            setError(null);
          }}
        />
      </div>
      <div className={css.chips}>
        {AMOUNTS.map((ml) => (
          <button key={ml} type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={() => setText(String(ml))}>
            {`${ml}ml`}
          </button>
        ))}
      </div>
      <div className={css.chips}>
        <Button type="submit">{t`Record`}</Button>
        <Button tone="ghost" onClick={onCancel}>
          {t`Cancel`}
        </Button>
      </div>
    </form>
  );
}
