import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { ChildSummary } from '../../contract/child.ts';
import { HomeCard } from '../../components/home-card/home-card.tsx';
import * as cardCss from '../../components/home-card/home-card.css.ts';
import '../../components/home-card/catalog.ts';
import { asksAmount, HOME_TAPS, TAP_LABELS, type Tap } from './care-log-taps.ts';
import * as css from './care-log-card.css.ts';

/**
 * /main's one-tap log (decision 0098): a feeding, a sleep or a diaper in one tap, then the day's page.
 * What a tap does loads with the tap, so /main's first JS carries only these buttons.
 */
export function CareLogCard({ child }: { child: ChildSummary }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Tap | null>(null);
  const [failed, setFailed] = useState(false);
  const press = async (tap: Tap) => {
    if (asksAmount(tap)) return void navigate({ to: '/care-log', search: { ask: tap } });
    setBusy(tap);
    setFailed(false);
    try {
      const { tapFromHome } = await import('./one-tap.ts');
      await tapFromHome(child.id, tap);
    } catch (error) {
      // The tap's code could not load (offline before the app was kept on the phone): nothing was kept, and the card says so.
      console.error('one-tap log failed', error);
      setFailed(true);
      return;
    } finally {
      setBusy(null);
    }
    await navigate({ to: '/care-log' });
  };
  return (
    <HomeCard
      title={t`Today's log`}
      icon="baby"
      more={
        <Link to="/care-log" className={cardCss.more}>
          {t`See the day`}
        </Link>
      }
    >
      <ul className={css.taps}>
        {HOME_TAPS.map((tap) => (
          <li key={tap}>
            <button type="button" className={css.tap} disabled={busy !== null} onClick={() => void press(tap)}>
              {i18n._(TAP_LABELS[tap])}
            </button>
          </li>
        ))}
      </ul>
      {failed ? (
        <p className={cardCss.note} role="alert">
          {t`It could not be recorded. Please tap again.`}
        </p>
      ) : null}
    </HomeCard>
  );
}
