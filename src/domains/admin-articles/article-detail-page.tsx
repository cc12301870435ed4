import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as css from '../admin-kit/admin-list.css.ts';
import { DetailState } from '../admin-kit/detail-section.tsx';
import { WrittenRecordDetail } from '../admin-kit/record-detail.tsx';
import { RecordPage } from '../admin-kit/record-page.tsx';
import type { AdminArticleDetail } from '../../contract/admin-articles-api.ts';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { CATEGORY_LABELS, STATUS_LABELS } from './article-labels.ts';
import { adminArticleQuery } from './article-queries.ts';
import './catalog.ts';

/** /admin/care-info?articleId=…: one article as members read it, its facts and its changes (decision 0066). */
export function ArticleDetailPage({ articleId }: { articleId: number }) {
  const { t } = useLingui();
  const detail = useQuery(adminArticleQuery(articleId));
  return (
    <RecordPage
      title={detail.data ? detail.data.title : t`Care info`}
      back={
        <Link className={css.rowLink} from="/admin/care-info/" to="/admin/care-info" search={(prev) => ({ ...prev, articleId: undefined })}>
          <Trans>← Back to the articles</Trans>
        </Link>
      }
    >
      <DetailState query={detail}>{(data) => <ArticleBody article={data} />}</DetailState>
    </RecordPage>
  );
}

function ArticleBody({ article }: { article: AdminArticleDetail }) {
  const { t, i18n } = useLingui();
  const from = article.ageFromMonths;
  const to = article.ageToMonths;
  return (
    <WrittenRecordDetail
      title={t`Article`}
      membersHref={article.status === 'PUBLISHED' ? `/care-info/article/${article.id}` : null}
      picture={{ src: article.pictureUrl, alt: t`Picture of ${article.title}` }}
      facts={[
        [t`Article number`, article.id],
        [t`Category`, i18n._(CATEGORY_LABELS[article.category])],
        [t`For`, article.pregnancy ? t`Pregnancy and birth` : t`${from}-${to} months`],
        [t`Status`, i18n._(STATUS_LABELS[article.status])],
        [t`Publish time`, formatKoreanDateTime(article.publishAt)],
        [t`Saved by`, article.bookmarkCount],
        [t`Tags`, article.tags.join(', ') || '—'],
        [t`Vaccines and checkups`, article.scheduleCodes.join(', ') || '—'],
        [t`Source`, article.sourceKind === 'KOGL' ? `KOGL · ${article.sourceAttribution ?? ''}` : t`Written for Dodam`],
        [t`Checked against`, article.checkedAgainst ?? '—'],
      ]}
      actions={
        <Link className={css.rowLink} to="/admin/care-info/write" search={{ articleId: article.id }}>
          <Trans>Edit, publish or hide</Trans>
        </Link>
      }
      body={{ title: article.summary, content: article.content, fallback: article.contentText }}
      audit={{ kind: 'article', id: article.id }}
    />
  );
}
