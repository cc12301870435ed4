import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as css from '../admin-kit/admin-list.css.ts';
import { DetailAudit, DetailFacts, DetailGrid, DetailSection, DetailState } from '../admin-kit/detail-section.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import type { AdminInquiryDetail } from '../../contract/admin-inquiries-api.ts';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { AnswerForm } from './inquiry-answer-form.tsx';
import { STATUS_LABELS, TOPIC_LABELS } from './inquiry-labels.ts';
import { adminInquiryQuery } from './inquiry-queries.ts';
import './catalog.ts';

const textStyle = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 } as const;

/** /admin/inquiry?inquiryId=…: one inquiry, its answer and its changes (decision 0072). */
export function InquiryDetailPage({ inquiryId }: { inquiryId: number }) {
  const { t } = useLingui();
  const detail = useQuery(adminInquiryQuery(inquiryId));
  return (
    <>
      <PageHeader title={t`Inquiry ${inquiryId}`} />
      <div className={css.page}>
        <Link className={css.rowLink} from="/admin/inquiry" to="/admin/inquiry" search={(prev) => ({ ...prev, inquiryId: undefined })}>
          <Trans>← Back to the inquiries</Trans>
        </Link>
        <DetailState query={detail}>{(data) => <Body inquiry={data} />}</DetailState>
      </div>
    </>
  );
}

function Body({ inquiry: q }: { inquiry: AdminInquiryDetail }) {
  const { t, i18n } = useLingui();
  return (
    <DetailGrid>
      <DetailSection title={t`Inquiry`}>
        <DetailFacts
          rows={[
            [t`State`, i18n._(STATUS_LABELS[q.status])],
            [
              t`Member`,
              <Link key="member" className={css.rowLink} to="/admin/member" search={{ memberId: q.member.id }}>
                {q.member.nickname || q.member.id}
                {q.member.restricted ? ` (${t`restricted`})` : ''}
              </Link>,
            ],
            [t`Topic`, i18n._(TOPIC_LABELS[q.topic])],
            [t`Asked`, formatKoreanDateTime(q.createdAt)],
            [t`Answered`, q.answeredAt ? `${formatKoreanDateTime(q.answeredAt)} · ${q.answeredBy?.nickname ?? ''}` : '—'],
            [t`Read by the member`, q.answerReadAt ? formatKoreanDateTime(q.answerReadAt) : '—'],
          ]}
        />
      </DetailSection>
      <DetailSection title={t`Answer`}>
        {q.answer ? (
          <p style={textStyle} data-testid="admin-inquiry-answer">
            {q.answer}
          </p>
        ) : null}
        <AnswerForm inquiry={q} />
      </DetailSection>
      <DetailSection title={t`What the member wrote`} wide>
        <p style={textStyle} data-testid="admin-inquiry-content">
          {q.content}
        </p>
        {q.photoUrl ? (
          <a href={q.photoUrl} target="_blank" rel="noreferrer noopener">
            <img src={q.photoUrl} alt={t`The photo the member attached`} style={{ maxWidth: '100%', maxHeight: 360, marginTop: 12 }} />
          </a>
        ) : null}
      </DetailSection>
      <DetailAudit kind="inquiry" id={q.id} />
    </DetailGrid>
  );
}
