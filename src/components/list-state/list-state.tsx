/**
 * A member's list when reading it fails or is asked again (SPEC §8 on a phone): ListError and
 * PullToRefresh, one module so that the pages that show lists share one chunk. Its few styles are
 * inline: a stylesheet of its own would add its name to every first page's JS (the preload map).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { Button } from '../button/button.tsx';
import { button } from '../button/button-class.ts';
import { FormAlert } from '../field/form-alert.tsx';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { vars } from '../../styles/theme.css.ts';
import { NO_PULL, pullOf, type Pull } from './pull-distance.ts';
import '../catalog.ts';

type ListErrorProps = {
  /** A query's error; nothing is shown without one. */
  error: unknown;
  /** Asks again (a query's refetch): the member is never left with only an error code (SPEC §8). */
  onRetry: () => unknown;
  busy?: boolean;
};

/** A list that could not be read: the SPEC §8 message and 다시 시도, which asks for the list again. */
export function ListError({ error, onRetry, busy = false }: ListErrorProps) {
  const errorText = useErrorText();
  const message = error ? errorText(error) : null;
  if (!message) return null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 8 }}>
      <FormAlert message={message} />
      <Button size="sm" tone="secondary" busy={busy} onClick={() => void onRetry()}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

type PullToRefreshProps = {
  /** Asks for the list again (a query's refetch); the indicator stays until it settles. */
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
};

/** Where the indicator rests while the list is being asked for again. */
const REFRESHING_HEIGHT = 40;

/**
 * Pull to refresh on touch for a member's list (the SPEC §2 lists on a phone): pulling down from the
 * top of the page and letting go past the threshold asks for the list again. The same refresh is a
 * button for the keyboard and screen readers (out of sight until focused), and a status line says
 * when it runs. The browser's own pull (which would reload the whole page) is held back meanwhile.
 */
export function PullToRefresh({ onRefresh, children }: PullToRefreshProps) {
  const { t } = useLingui();
  const start = useRef<{ y: number; scrollTop: number } | null>(null);
  const [pull, setPull] = useState<Pull>(NO_PULL);
  const [refreshing, setRefreshing] = useState(false);
  // The keyboard's and screen reader's refresh: out of sight until it has the focus (a skip link's pattern).
  const [showRefresh, setShowRefresh] = useState(false);

  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.overscrollBehaviorY;
    root.style.overscrollBehaviorY = 'contain';
    return () => {
      root.style.overscrollBehaviorY = before;
    };
  }, []);

  const refresh = async () => {
    if (refreshing) return;
    setRefreshing(true);
    try {
      await onRefresh();
    } finally {
      setRefreshing(false);
    }
  };
  const scrollTop = () => document.scrollingElement?.scrollTop ?? 0;
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    start.current = touch && event.touches.length === 1 ? { y: touch.clientY, scrollTop: scrollTop() } : null;
  };
  const onTouchMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (start.current && touch) setPull(pullOf(start.current.y, touch.clientY, start.current.scrollTop));
  };
  const onTouchEnd = () => {
    const armed = pull.armed;
    start.current = null;
    setPull(NO_PULL);
    if (armed) void refresh();
  };

  const hint = refreshing ? t`Refreshing…` : pull.armed ? t`Release to refresh` : pull.distance > 0 ? t`Pull to refresh` : '';
  return (
    <div
      style={{ display: 'flex', flexDirection: 'column' }}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
    >
      <button
        type="button"
        // Out of sight until focused (not display: none, so it can take the focus), at its full size
        // like the skip link, so that no target is ever drawn smaller than a finger.
        className={button({ tone: 'ghost', size: 'sm' })}
        style={showRefresh ? { alignSelf: 'flex-end' } : { position: 'absolute', left: -10000, top: 'auto' }}
        onFocus={() => setShowRefresh(true)}
        onBlur={() => setShowRefresh(false)}
        onClick={() => void refresh()}
      >
        {t`Refresh the list`}
      </button>
      <div
        style={{
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'center',
          overflow: 'hidden',
          height: refreshing ? REFRESHING_HEIGHT : pull.distance,
          color: vars.color.textMuted,
          fontSize: vars.fontSize.sm,
          transition: pull.distance > 0 ? 'none' : 'height 160ms ease',
        }}
        aria-hidden="true"
        data-testid="pull-indicator"
      >
        {hint}
      </div>
      <p className="visually-hidden" role="status">
        {refreshing ? t`Refreshing the list…` : ''}
      </p>
      {children}
    </div>
  );
}
