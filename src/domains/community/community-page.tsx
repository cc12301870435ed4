import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { AGE_LEVELS } from '../../contract/community-api.ts';
import { Button } from '../../components/button/button.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { feedQuery } from './community-queries.ts';
import { BlockedMembers } from './blocked-members.tsx';
import * as css from './community.css.ts';
import { FeedCard } from './feed-card.tsx';
import { useAgeLevelLabel } from './labels.ts';
import './catalog.ts';
import { ListError, PullToRefresh } from '../../components/list-state/list-state.tsx';

/** /community: shared entries, newest first, with an age-level filter and infinite scroll. */
export function CommunityPage({ ageLevel }: { ageLevel: number | undefined }) {
  const { t } = useLingui();
  const levelLabel = useAgeLevelLabel();
  const navigate = useNavigate();
  const feed = useInfiniteQuery(feedQuery(ageLevel === undefined ? undefined : AGE_LEVELS[ageLevel]));
  const items = feed.data?.pages.flatMap((p) => p.diaries) ?? [];
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  // Infinite scroll: load the next page when the end of the list comes near; the button is the fallback.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const choose = (level: number | undefined) => void navigate({ to: '/community', search: level === undefined ? {} : { ageLevel: level }, replace: true });
  return (
    <>
      <PageHeader title={t`Community`} />
      <PullToRefresh onRefresh={() => feed.refetch()}>
        <div className={page.body}>
          <div className={css.chips} role="group" aria-label={t`Child's age`}>
            <button type="button" className={css.chip} aria-pressed={ageLevel === undefined} onClick={() => choose(undefined)}>
              <Trans>All ages</Trans>
            </button>
            {AGE_LEVELS.map((_, level) => (
              <button key={level} type="button" className={css.chip} aria-pressed={ageLevel === level} onClick={() => choose(level)}>
                {levelLabel(level)}
              </button>
            ))}
          </div>
          <ListError error={feed.error} busy={feed.isFetching} onRetry={() => feed.refetch()} />
          {feed.isPending ? (
            <div className={css.feed} aria-busy="true" aria-label={t`Loading entries`}>
              <div className={css.skeleton} />
              <div className={css.skeleton} />
              <div className={css.skeleton} />
            </div>
          ) : null}
          {feed.isSuccess && items.length === 0 ? (
            <p className={css.empty}>
              {ageLevel === undefined ? (
                <Trans>No shared entries yet. Share an entry from your diary to start the conversation.</Trans>
              ) : (
                <Trans>No shared entries for this age yet.</Trans>
              )}
            </p>
          ) : null}
          {items.length > 0 ? (
            <ul className={css.feed} aria-label={t`Shared entries`}>
              {items.map((item) => (
                <li key={item.id}>
                  <FeedCard item={item} />
                </li>
              ))}
            </ul>
          ) : null}
          <div ref={sentinel} className={css.sentinel} />
          {hasNextPage ? (
            <div className={css.more}>
              <Button tone="secondary" busy={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                <Trans>Show more</Trans>
              </Button>
            </div>
          ) : null}
          <BlockedMembers />
        </div>
      </PullToRefresh>
    </>
  );
}
