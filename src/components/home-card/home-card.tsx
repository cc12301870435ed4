import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Icon, type IconName } from '../icon/icon.tsx';
import type { CardErrorProps } from './card-error.tsx';
import * as css from './home-card.css.ts';
import './catalog.ts';

/** Should the chunk itself not load, a plain message still tells what happened. */
function PlainError() {
  return (
    <p className={css.note} role="alert">
      <Trans>This could not be loaded. Please try again later.</Trans>
    </p>
  );
}
const LazyCardError = lazy(() => import('./card-error.tsx').catch(() => ({ default: PlainError })));

/** The localized failure of a call, loaded on demand (see card-error.tsx). */
export function CardError(props: CardErrorProps) {
  return (
    <Suspense fallback={null}>
      <LazyCardError {...props} />
    </Suspense>
  );
}

type Props = { title: string; icon: IconName; more?: ReactNode; className?: string; children: ReactNode };

/** A titled card of /main: a region named by its heading, with an optional "see all" link. */
export function HomeCard({ title, icon, more, className, children }: Props) {
  const id = useId();
  return (
    <section className={className ? `${css.card} ${className}` : css.card} aria-labelledby={id}>
      <div className={css.head}>
        <span className={css.headIcon}>
          <Icon name={icon} size={18} />
        </span>
        <h2 id={id} className={css.title}>
          {title}
        </h2>
        {more}
      </div>
      {children}
    </section>
  );
}

/**
 * A card's data: cached data is shown even when a refetch failed (offline); without data, a
 * skeleton while loading and the localized error with a retry when it failed. One failing card
 * never breaks the others.
 */
export function QueryBody<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useLingui();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <CardError error={query.error} busy={query.isFetching} onRetry={() => void query.refetch()} />;
  return (
    <div className={css.skeleton} role="status" aria-label={t`Loading`}>
      <span className={css.skeletonLine} />
      <span className={css.skeletonLine} />
    </div>
  );
}
