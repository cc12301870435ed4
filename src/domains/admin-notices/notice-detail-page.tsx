import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import * as css from '../admin-kit/admin-list.css.ts';
import { auditTrailKey } from '../admin-kit/audit-trail.tsx';
import { DeleteAction } from '../admin-kit/delete-action.tsx';
import { DetailState } from '../admin-kit/detail-section.tsx';
import { WrittenRecordDetail } from '../admin-kit/record-detail.tsx';
import { RecordPage } from '../admin-kit/record-page.tsx';
import { adminNoticesApi, type AdminNoticeDetail } from '../../contract/admin-notices-api.ts';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { fixParticles } from '../../contract/particles.ts';
import { call } from '../../lib/api/call.ts';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import { CATEGORY_LABELS, STATUS_LABELS } from './notice-labels.ts';
import { adminNoticeKeys, adminNoticeQuery } from './notice-queries.ts';
import './catalog.ts';

/** /admin/notice?noticeId=…: one notice as members read it, its numbers and its changes (SPEC §2; decision 0065). */
export function NoticeDetailPage({ noticeId }: { noticeId: number }) {
  const { t } = useLingui();
  const detail = useQuery(adminNoticeQuery(noticeId));
  return (
    <RecordPage
      title={detail.data ? t`Notice ${detail.data.title}` : t`Notice`}
      back={
        <Link className={css.rowLink} from="/admin/notice/" to="/admin/notice" search={(prev) => ({ ...prev, noticeId: undefined })}>
          <Trans>← Back to the notices</Trans>
        </Link>
      }
    >
      <DetailState query={detail}>{(data) => <NoticeBody notice={data} />}</DetailState>
    </RecordPage>
  );
}

function NoticeBody({ notice }: { notice: AdminNoticeDetail }) {
  const { t, i18n } = useLingui();
  return (
    <WrittenRecordDetail
      title={t`Notice`}
      membersHref={notice.status === 'PUBLISHED' ? `/my-page/notice/detail?noticeId=${notice.id}` : null}
      facts={[
        [t`Notice number`, notice.id],
        [t`Category`, i18n._(CATEGORY_LABELS[notice.category])],
        [t`State`, i18n._(STATUS_LABELS[notice.status])],
        [t`Pinned`, notice.pinned ? t`Yes` : t`No`],
        [t`Publish time`, formatKoreanDateTime(notice.publishAt)],
        [t`Views`, notice.viewCount],
        [t`Members who read it`, notice.readCount],
        [t`Written`, formatKoreanDateTime(notice.createdAt)],
        [t`Changed`, formatKoreanDateTime(notice.updatedAt)],
      ]}
      actions={<NoticeActions notice={notice} />}
      body={{ title: notice.title, content: notice.content, fallback: notice.contentText }}
      audit={{ kind: 'notice', id: notice.id }}
    />
  );
}

/** Edit, or delete with a reason after a confirmation (SPEC §8 "notice deleted"). */
function NoticeActions({ notice }: { notice: AdminNoticeDetail }) {
  const { t } = useLingui();
  const messageText = useMessageText();
  const navigate = useNavigate();
  return (
    <DeleteAction
      edit={
        <Link className={css.rowLink} to="/admin/notice/write" search={{ noticeId: notice.id }}>
          <Trans>Edit</Trans>
        </Link>
      }
      title={fixParticles(t`Delete ${notice.title}?`, notice.title)}
      consequence={t`Members will no longer see it. This cannot be undone.`}
      draft="notice-delete"
      doneMessage={messageText('NoticeDeleted') ?? ''}
      done={[adminNoticeKeys.all, auditTrailKey('notice', notice.id)]}
      remove={(reason) => call(adminNoticesApi.deleteNotices, { body: { noticeIds: [notice.id], reason }, navigateOnError: false })}
      onDeleted={() => void navigate({ to: '/admin/notice', search: {} })}
    />
  );
}
