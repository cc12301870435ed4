import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ArticleCard as Card } from '../../contract/care-info.ts';
import { CATEGORY_LABELS } from './care-info-labels.ts';
import * as css from './care-info.css.ts';
import './catalog.ts';

/** One article in a list: its picture, title, summary, category and reading time. */
export function ArticleCard({ article, eager = false }: { article: Card; eager?: boolean }) {
  const { t, i18n } = useLingui();
  const minutes = article.readingMinutes;
  return (
    <Link to="/care-info/article/$articleId" params={{ articleId: article.id }} className={css.card}>
      <img className={css.thumb} src={article.pictureUrl} alt="" width={96} height={64} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      <span>
        <span className={css.cardTitle}>{article.title}</span>
        <span className={css.cardSummary} style={{ display: 'block' }}>
          {article.summary}
        </span>
        <span className={css.meta}>
          <span>{i18n._(CATEGORY_LABELS[article.category])}</span>
          <span>{t`${minutes} min read`}</span>
        </span>
      </span>
    </Link>
  );
}

/** "Saved 3 hours ago": how old an answer the device kept is, when it is old enough to say. */
export function useSavedAge(): (servedAt: string | undefined, now?: number) => string | null {
  const { t } = useLingui();
  return (servedAt, now = Date.now()) => {
    if (!servedAt) return null;
    const minutes = Math.floor((now - Date.parse(servedAt)) / 60_000);
    const offline = typeof navigator !== 'undefined' && !navigator.onLine;
    if (!offline && minutes < 60) return null;
    if (minutes < 1) return t`Saved content, just updated`;
    if (minutes < 60) return t`Saved content, updated ${minutes} minutes ago`;
    const hours = Math.floor(minutes / 60);
    if (hours < 24) return t`Saved content, updated ${hours} hours ago`;
    const days = Math.floor(hours / 24);
    return t`Saved content, updated ${days} days ago`;
  };
}
