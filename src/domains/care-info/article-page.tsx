import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '../../components/button/button.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { RichTextView } from '../../components/rich-text/rich-text-view.tsx';
import { careInfoApi } from '../../contract/care-info-api.ts';
import type { Article } from '../../contract/care-info.ts';
import { call } from '../../lib/api/call.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { ArticleCard, useSavedAge } from './article-card.tsx';
import { CATEGORY_LABELS } from './care-info-labels.ts';
import { articleQuery, bookmarksQuery, careInfoKeys } from './care-info-queries.ts';
import * as css from './care-info.css.ts';
import { forgetOffline, keepOffline } from './offline-copies.ts';
import { NotSavedHere, waitsOffline } from './not-saved-here.tsx';
import './catalog.ts';

/** /care-info/article/{articleId}: one article, what it was checked against, saving it, and related ones (decision 0066). */
export function ArticlePage({ articleId, canSave }: { articleId: number; canSave: boolean }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const article = useQuery(articleQuery(articleId));
  return (
    <>
      <PageHeader title={t`Care info`} back="/care-info" />
      <div className={page.body}>
        {waitsOffline(article) ? <NotSavedHere what="article" /> : article.isPending ? <Spinner /> : null}
        {article.error && !article.data ? (
          <div className={css.empty}>
            <FormAlert message={errorText(article.error)} />
            <Link to="/care-info">{t`See all care info`}</Link>
          </div>
        ) : null}
        {article.data ? <ArticleBody article={article.data} canSave={canSave} /> : null}
      </div>
    </>
  );
}

function ArticleBody({ article, canSave }: { article: Article; canSave: boolean }) {
  const { t, i18n } = useLingui();
  const savedAge = useSavedAge();
  const age = savedAge(article.servedAt);
  const minutes = article.readingMinutes;
  return (
    <>
      <article className={`${page.card} ${page.body}`} aria-labelledby="article-title" style={{ padding: 16 }}>
        {age ? (
          <p className={css.notice} role="status">
            {age}
          </p>
        ) : null}
        <img className={css.hero} src={article.pictureUrl} alt="" width={960} height={540} />
        <p className={css.meta}>
          <span>{i18n._(CATEGORY_LABELS[article.category])}</span>
          <span>{article.pregnancy ? t`Pregnancy and birth` : t`${article.ageFromMonths}-${article.ageToMonths} months`}</span>
          <span>{t`${minutes} min read`}</span>
        </p>
        <h2 id="article-title" className={css.heading}>
          {article.title}
        </h2>
        {canSave ? <BookmarkButton article={article} /> : null}
        <RichTextView content={article.content} fallback={article.contentText} />
        <ul className={css.tags} aria-label={t`Tags`}>
          {article.tags.map((tag) => (
            <li key={tag} className={css.tag}>
              #{tag}
            </li>
          ))}
        </ul>
        <p className={css.notice}>
          {t`This is general information written by Dodam, not medical advice for your child. If you are worried, please see a pediatrician.`}
          {article.checkedAgainst ? ` ${t`Checked against: ${article.checkedAgainst}`}` : ''}
          {article.source.kind === 'KOGL' ? ` ${t`Source: ${article.source.attribution} (KOGL)`}` : ''}
        </p>
      </article>
      {article.related.length > 0 ? (
        <section className={page.card} aria-labelledby="related">
          <h2 id="related" className={page.sectionTitle}>
            <Trans>Related articles</Trans>
          </h2>
          <ul className={css.list}>
            {article.related.map((related) => (
              <li key={related.id}>
                <ArticleCard article={related} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** 저장: the bookmark on the server, and the article and its picture kept on this device for offline. */
function BookmarkButton({ article }: { article: Article }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const bookmarks = useQuery(bookmarksQuery());
  const saved = bookmarks.data?.articles.some((a) => a.id === article.id) ?? false;
  const toggle = useMutation({
    mutationFn: async (keep: boolean) => {
      const params = { articleId: article.id };
      if (keep) {
        await call(careInfoApi.addBookmark, { params, navigateOnError: false });
        await keepOffline(article.id, article.pictureUrl);
      } else {
        await call(careInfoApi.removeBookmark, { params, navigateOnError: false });
        await forgetOffline(article.id, article.pictureUrl);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: careInfoKeys.bookmarks }),
  });
  return (
    <div>
      <Button
        tone={saved ? 'primary' : 'secondary'}
        size="sm"
        aria-pressed={saved}
        busy={toggle.isPending || bookmarks.isPending}
        onClick={() => toggle.mutate(!saved)}
      >
        {saved ? t`Saved` : t`Save`}
      </Button>
      <FormAlert message={toggle.error ? errorText(toggle.error) : null} />
    </div>
  );
}
