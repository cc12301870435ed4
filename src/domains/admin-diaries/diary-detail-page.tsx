import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import * as css from '../admin-kit/admin-list.css.ts';
import { DetailAudit, DetailFacts, DetailGrid, DetailSection, DetailState } from '../admin-kit/detail-section.tsx';
import { useCareAreaLines } from '../../components/care-area/care-area-summary.ts';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import type { AdminDiaryDetail } from '../../contract/admin-diaries-api.ts';
import { formatKoreanDate, formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { RichTextView } from '../../components/rich-text/rich-text-view.tsx';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import { CommentAction, ReassignForm, VisibilityForm } from './diary-actions.tsx';
import { EXPERT_STATUS_LABELS } from './diary-labels.ts';
import * as viewCss from './diary-detail.css.ts';
import { PhotoGallery } from './photo-viewer.tsx';
import { diaryDetailQuery } from './diary-queries.ts';
import { MemberEntriesDialog } from './member-entries.tsx';
import './catalog.ts';

/** Which list the detail was opened from (SPEC §2 has one detail route under each). */
export type DetailOrigin = 'diary' | 'comment' | 'component';

function BackLink({ origin }: { origin: DetailOrigin }) {
  return origin === 'comment' ? (
    <Link className={css.rowLink} to="/admin/parent-diary/comment">
      <Trans>← Back to the comment list</Trans>
    </Link>
  ) : (
    <Link className={css.rowLink} to="/admin/parent-diary/diary">
      <Trans>← Back to the diary list</Trans>
    </Link>
  );
}

/** …/diary-detail?diaryId=…: one entry with its areas, photos, comments, expert comment, reports and audit rows (decision 0042). */
export function DiaryDetailPage({ diaryId, origin }: { diaryId: number | undefined; origin: DetailOrigin }) {
  const { t } = useLingui();
  const messageText = useMessageText();
  const detail = useQuery({ ...diaryDetailQuery(diaryId ?? 0), enabled: diaryId !== undefined });
  return (
    <>
      <PageHeader title={detail.data ? t`Diary entry ${detail.data.diary.id}` : t`Diary entry`} />
      <div className={css.page}>
        <BackLink origin={origin} />
        {diaryId === undefined ? (
          <p className={css.state} role="alert">
            {messageText('InvalidDiaryId')}
          </p>
        ) : (
          <DetailState query={detail}>{(data) => <DiaryBody detail={data} />}</DetailState>
        )}
      </div>
    </>
  );
}

function DiaryBody({ detail }: { detail: AdminDiaryDetail }) {
  const { t, i18n } = useLingui();
  const careLines = useCareAreaLines();
  const { diary } = detail;
  // One word for an unshared entry, as the member's side says it (decision 0048).
  const state = detail.hiddenAt ? t`Hidden since ${formatKoreanDateTime(detail.hiddenAt)}` : diary.shared ? t`Shared on the community` : t`Not shared`;
  const rows: [string, ReactNode][] = [
    [t`Entry day`, formatKoreanDate(diary.entryDate)],
    [
      t`Author`,
      <span key="author" className={css.actions}>
        <Link className={css.rowLink} to="/admin/member" search={{ memberId: detail.member.id }}>
          {detail.member.nickname || detail.member.id}
        </Link>
        <MemberEntriesDialog memberId={detail.member.id} nickname={detail.member.nickname} currentId={diary.id} />
      </span>,
    ],
    [
      t`Child`,
      <Link key="child" className={css.rowLink} to="/admin/parent-diary/diary" search={{ childId: detail.child.id }}>
        {detail.child.nickname}
      </Link>,
    ],
    [t`Community`, state],
    [t`Written at`, formatKoreanDateTime(diary.createdAt)],
  ];
  const areas = careLines(diary.areas);
  const expert = detail.expertComment;
  return (
    <DetailGrid>
      <DetailSection title={t`Entry`}>
        <DetailFacts rows={rows} />
      </DetailSection>
      <VisibilityForm detail={detail} />
      <DetailSection title={t`The entry as its author reads it`} wide label={t`The entry as its author reads it`}>
        <article className={viewCss.entry} aria-labelledby="admin-entry-title">
          <h3 id="admin-entry-title" className={viewCss.entryTitle}>
            {diary.title || t`(No title)`}
          </h3>
          {areas.length > 0 ? (
            <dl className={viewCss.areas} aria-label={t`Care areas`}>
              {areas.map((line) => (
                <div key={line.area} className={viewCss.area}>
                  <dt className={viewCss.areaName}>{line.name}</dt>
                  <dd className={viewCss.areaValue}>{line.text}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className={page.muted}>{t`No care area recorded.`}</p>
          )}
          <RichTextView content={diary.content} fallback={diary.contentText || '—'} />
          <PhotoGallery images={diary.images} />
        </article>
      </DetailSection>
      <DetailSection title={t`Comments`} wide>
        <ul className={page.list}>
          {detail.comments.length === 0 ? <li className={page.muted}>{t`No comment.`}</li> : null}
          {detail.comments.map((c) => (
            <li key={c.id} className={page.listItem} style={{ flexWrap: 'wrap' }}>
              <span>
                <strong>{c.author.nickname || c.author.id}</strong> {c.content}
              </span>
              <span className={css.actions}>
                <span className={page.muted}>
                  {formatKoreanDateTime(c.createdAt)}
                  {c.deleted ? ` · ${t`Deleted by the author`}` : ''}
                  {c.hidden ? ` · ${t`Hidden`}` : ''}
                  {c.openReports > 0 ? ` · ${t`${c.openReports} open reports`}` : ''}
                </span>
                <CommentAction comment={c} />
              </span>
            </li>
          ))}
        </ul>
      </DetailSection>
      <DetailSection title={t`Expert comment`}>
        {expert ? (
          <>
            <p>
              {i18n._(EXPERT_STATUS_LABELS[expert.status])} · {t`Requested ${formatKoreanDateTime(expert.requestedAt)}`} ·{' '}
              {t`Due by ${formatKoreanDateTime(expert.dueAt)}`}
            </p>
            {expert.assignedExpert ? <p>{t`Assigned to ${expert.assignedExpert.nickname}`}</p> : null}
            {expert.content ? (
              <blockquote style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                {expert.content}
                <footer className={page.muted}>{expert.expert?.nickname ?? ''}</footer>
              </blockquote>
            ) : null}
            <ReassignForm request={expert} />
          </>
        ) : (
          <p className={page.muted}>{t`No expert comment was requested.`}</p>
        )}
      </DetailSection>
      <DetailSection title={t`Reports`}>
        <ul className={page.list}>
          {detail.reports.length === 0 ? <li className={page.muted}>{t`No report.`}</li> : null}
          {detail.reports.map((r) => (
            <li key={r.id} className={page.listItem}>
              <span>
                {t`Member ${r.reporterId}`}: {r.reason}
              </span>
              <span className={page.muted}>
                {formatKoreanDate(r.createdAt)} · {r.handled ? t`Handled` : t`Open`}
              </span>
            </li>
          ))}
        </ul>
      </DetailSection>
      <DetailAudit kind="diary" id={diary.id} />
    </DetailGrid>
  );
}
