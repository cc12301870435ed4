import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as css from '../admin-kit/admin-list.css.ts';
import { AuditTrail } from '../admin-kit/audit-trail.tsx';
import { DetailFacts, DetailGrid, DetailSection, DetailState, RelatedLink } from '../admin-kit/detail-section.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { RichTextView } from '../../components/rich-text/rich-text-view.tsx';
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
    <>
      <PageHeader title={detail.data ? detail.data.title : t`Care info`} />
      <div className={css.page}>
        <Link className={css.rowLink} from="/admin/care-info/" to="/admin/care-info" search={(prev) => ({ ...prev, articleId: undefined })}>
          <Trans>← Back to the articles</Trans>
        </Link>
        <DetailState query={detail}>{(data) => <ArticleBody article={data} />}</DetailState>
      </div>
    </>
  );
}

function ArticleBody({ article }: { article: AdminArticleDetail }) {
  const { t, i18n } = useLingui();
  const from = article.ageFromMonths;
  const to = article.ageToMonths;
  return (
    <DetailGrid>
      <DetailSection
        title={t`Article`}
        related={article.status === 'PUBLISHED' ? <RelatedLink href={`/care-info/article/${article.id}`}>{t`As members see it`}</RelatedLink> : null}
      >
        <img className={css.picture} src={article.pictureUrl} alt={t`Picture of ${article.title}`} width={240} height={240} />
        <DetailFacts
          rows={[
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
        />
      </DetailSection>
      <DetailSection title={t`Actions`}>
        <Link className={css.rowLink} to="/admin/care-info/write" search={{ articleId: article.id }}>
          <Trans>Edit, publish or hide</Trans>
        </Link>
      </DetailSection>
      <DetailSection title={article.summary} wide>
        <RichTextView content={article.content} fallback={article.contentText} />
      </DetailSection>
      <div style={{ gridColumn: '1 / -1' }}>
        <AuditTrail kind="article" id={article.id} />
      </div>
    </DetailGrid>
  );
}
