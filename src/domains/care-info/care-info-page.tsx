import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/button/button.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import { NotSavedHere, waitsOffline } from './not-saved-here.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { ARTICLE_CATEGORIES, ARTICLE_SEARCH_MAX, type ArticleCard as Card, type ArticleCategory, type ArticleLevel } from '../../contract/care-info.ts';
import { ArticleCard, useSavedAge } from './article-card.tsx';
import { CATEGORY_LABELS } from './care-info-labels.ts';
import { bookmarksQuery, feedQuery } from './care-info-queries.ts';
import * as css from './care-info.css.ts';
import './catalog.ts';
import { ListError, PullToRefresh } from '../../components/list-state/list-state.tsx';

/** Who the feed is for: the selected child's name, level and completed months (none: every article). */
export type FeedChild = { nickname: string; level: ArticleLevel; months: number | null } | null;
export type FeedView = { category?: ArticleCategory | 'BOOKMARKS'; q?: string };

const FOR_NOW_MAX = 3;

/** "지금 우리 아이에게": the articles of the child's next vaccination or checkup, then of its age this month. */
export function forNow(articles: readonly Card[], child: FeedChild, codes: readonly string[]): Card[] {
  if (!child) return [];
  const bySchedule = articles.filter((a) => a.scheduleCodes.some((code) => codes.includes(code)));
  const months = child.months;
  const byAge =
    child.level === 'PREGNANCY'
      ? articles.filter((a) => a.pregnancy)
      : months === null
        ? []
        : articles.filter((a) => !a.pregnancy && a.ageFromMonths <= months && months <= a.ageToMonths);
  return [...new Set([...bySchedule, ...byAge])].slice(0, FOR_NOW_MAX);
}

/** /care-info (SPEC §2, §4; decision 0066): the child's feed, "for now", categories, search and bookmarks. */
export function CareInfoPage({
  child,
  scheduleCodes,
  view,
  onView,
  below,
}: {
  child: FeedChild;
  /** The codes of the child's next vaccination and checkup; undefined while they are asked for. */
  scheduleCodes: readonly string[] | undefined;
  view: FeedView;
  onView: (next: FeedView) => void;
  below?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const savedAge = useSavedAge();
  const [typed, setTyped] = useState(view.q ?? '');
  const showBookmarks = view.category === 'BOOKMARKS';
  const category = view.category === 'BOOKMARKS' ? undefined : view.category;
  const filtered = category !== undefined || Boolean(view.q);
  const feed = useInfiniteQuery({ ...feedQuery({ level: child?.level, category, q: view.q ?? '' }), enabled: !showBookmarks });
  const bookmarks = useQuery({ ...bookmarksQuery(), enabled: showBookmarks });
  // The feed waits for "for now" (it goes on top), so the list never moves down under a finger.
  const waitingCodes = !filtered && !showBookmarks && scheduleCodes === undefined;
  const loaded = showBookmarks ? (bookmarks.data?.articles ?? []) : (feed.data?.pages.flatMap((p) => p.articles) ?? []);
  const articles = waitingCodes ? [] : loaded;
  const top = filtered || showBookmarks ? [] : forNow(articles, child, scheduleCodes ?? []);
  const rest = articles.filter((a) => !top.includes(a));
  const age = showBookmarks ? null : savedAge(feed.data?.pages[0]?.servedAt);
  const unsaved = waitsOffline(showBookmarks ? bookmarks : feed);
  const pending = !unsaved && (waitingCodes || (showBookmarks ? bookmarks.isPending : feed.isPending));
  const error = showBookmarks ? bookmarks.error : feed.data ? null : feed.error;
  const refetch = () => (showBookmarks ? bookmarks.refetch() : feed.refetch());
  const search = (event: FormEvent) => {
    event.preventDefault();
    onView({ ...view, q: typed.trim() || undefined });
  };
  const chips: { value: FeedView['category']; label: string }[] = [
    { value: undefined, label: t`All` },
    ...ARTICLE_CATEGORIES.map((value) => ({ value, label: i18n._(CATEGORY_LABELS[value]) })),
    { value: 'BOOKMARKS', label: t`Saved articles` },
  ];
  return (
    <>
      <PageHeader title={t`Care info`} />
      <PullToRefresh onRefresh={refetch}>
        <div className={page.body}>
          {child ? (
            <p className={page.muted}>
              {child.level === 'PREGNANCY' ? t`For ${child.nickname}: pregnancy and birth preparation` : t`Articles for ${child.nickname}'s age`}
            </p>
          ) : null}
          <form className={css.search} role="search" onSubmit={search}>
            <label className="visually-hidden" htmlFor="care-info-search">
              {t`Search care info`}
            </label>
            <input
              id="care-info-search"
              className={css.searchInput}
              type="search"
              value={typed}
              maxLength={ARTICLE_SEARCH_MAX}
              placeholder={t`Search, e.g. 이유식`}
              onChange={(e) => setTyped(e.target.value)}
            />
            <Button type="submit" tone="secondary">
              <Trans>Search</Trans>
            </Button>
          </form>
          <div className={css.chips} role="group" aria-label={t`Category`}>
            {chips.map((chip) => (
              <button
                key={chip.label}
                type="button"
                className={css.chip}
                aria-pressed={view.category === chip.value}
                onClick={() => onView({ ...view, category: chip.value })}
              >
                {chip.label}
              </button>
            ))}
          </div>
          {age ? (
            <p className={css.notice} role="status">
              {age}
            </p>
          ) : null}
          {unsaved ? <NotSavedHere what="list" /> : null}
          {pending ? <Spinner /> : null}
          {error ? (
            <div className={css.empty}>
              <ListError error={error} busy={showBookmarks ? bookmarks.isFetching : feed.isFetching} onRetry={refetch} />
            </div>
          ) : null}
          {top.length > 0 ? (
            <section className={page.card} aria-labelledby="for-now">
              <h2 id="for-now" className={page.sectionTitle}>
                {child ? t`Now for ${child.nickname}` : null}
              </h2>
              <ul className={css.list}>
                {top.map((article) => (
                  <li key={article.id}>
                    <ArticleCard article={article} eager />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {!pending && !unsaved && !error && articles.length === 0 ? (
            <p className={css.empty}>
              {showBookmarks ? t`No saved articles yet. Tap 저장 on an article to keep it here, also offline.` : t`No articles found. Try another word.`}
            </p>
          ) : null}
          {rest.length > 0 ? (
            <section aria-label={showBookmarks ? t`Saved articles` : t`Articles`}>
              <ul className={css.list}>
                {rest.map((article, index) => (
                  <li key={article.id}>
                    <ArticleCard article={article} eager={top.length === 0 && index < 2} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {!showBookmarks && feed.hasNextPage ? (
            <Button tone="secondary" busy={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
              <Trans>Show more</Trans>
            </Button>
          ) : null}
          {/* With the list, not before it: drawn first, the list pushed it down (CLS 0.109 on a first visit). */}
          {pending ? null : below}
        </div>
      </PullToRefresh>
    </>
  );
}
