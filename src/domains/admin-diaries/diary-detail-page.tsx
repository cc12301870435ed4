import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import * as css from '../../components/admin/admin-list.css.ts';
import { AuditTrail } from '../../components/admin/audit-trail.tsx';
import { DetailFacts, DetailGrid, DetailSection, DetailState } from '../../components/admin/detail-section.tsx';
import { useCareAreaLabels, useCareAreaValueLabels } from '../../components/care-area/care-area-labels.ts';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import type { AdminDiaryDetail } from '../../contract/admin-diaries-api.ts';
import { formatKoreanDate, formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { DIARY_AREAS } from '../../contract/diary.ts';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import { CommentAction, ReassignForm, VisibilityForm } from './diary-actions.tsx';
import { AREA_FIELD_LABELS, EXPERT_STATUS_LABELS } from './diary-labels.ts';
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

/**
 * An area's recorded values in a line ("식사량 조금 · 메모 …"), for the operator's reading: a
 * choice (portion, mood, symptom) in the members' own words, not its code.
 */
function areaText(value: Record<string, unknown>, name: (key: string) => string, word: (key: string, code: string) => string): string {
  const text = (k: string, v: unknown) => (typeof v === 'string' ? word(k, v) : String(v));
  return Object.entries(value)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${name(k)} ${Array.isArray(v) ? v.map((item) => text(k, item)).join(', ') : text(k, v)}`)
    .join(' · ');
}

function DiaryBody({ detail }: { detail: AdminDiaryDetail }) {
  const { t, i18n } = useLingui();
  const areaLabels = useCareAreaLabels();
  const choices = useCareAreaValueLabels();
  // The fields of src/contract/diary.ts whose values are codes; a note or other text stays as written.
  const choiceWords: Record<string, Record<string, string>> = { amount: choices.amount, mood: choices.mood, symptoms: choices.symptom };
  const word = (key: string, code: string) => choiceWords[key]?.[code] ?? code;
  const fieldName = (key: string) => {
    const label = AREA_FIELD_LABELS[key];
    return label ? i18n._(label) : key;
  };
  const { diary } = detail;
  const state = detail.hiddenAt ? t`Hidden since ${formatKoreanDateTime(detail.hiddenAt)}` : diary.shared ? t`Shared on the community` : t`Private`;
  const rows: [string, ReactNode][] = [
    [t`Entry day`, formatKoreanDate(diary.entryDate)],
    [t`Title`, diary.title ?? '—'],
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
  const areas = DIARY_AREAS.flatMap((area) => {
    const value = diary.areas[area];
    return value ? [{ area, text: areaText(value, fieldName, word) }] : [];
  });
  const expert = detail.expertComment;
  return (
    <DetailGrid>
      <DetailSection title={t`Entry`}>
        <DetailFacts rows={rows} />
      </DetailSection>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <VisibilityForm detail={detail} />
        <DetailSection title={t`Care areas`}>
          <ul className={page.list}>
            {areas.length === 0 ? <li className={page.muted}>{t`No care area recorded.`}</li> : null}
            {areas.map(({ area, text }) => (
              <li key={area} className={page.listItem}>
                <strong>{areaLabels[area]}</strong>
                <span className={page.muted}>{text}</span>
              </li>
            ))}
          </ul>
        </DetailSection>
      </div>
      <DetailSection title={t`Story`} wide>
        <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{diary.contentText || '—'}</p>
        {diary.images.length > 0 ? (
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 12 }}>
            {diary.images.map((image, i) => (
              <img key={image.id} src={image.url} alt={t`Photo ${i + 1}`} width={160} height={120} style={{ objectFit: 'cover', borderRadius: 8 }} />
            ))}
          </div>
        ) : null}
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
      <div style={{ gridColumn: '1 / -1' }}>
        <AuditTrail kind="diary" id={diary.id} />
      </div>
    </DetailGrid>
  );
}
