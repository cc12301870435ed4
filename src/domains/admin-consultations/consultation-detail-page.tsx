import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as css from '../admin-kit/admin-list.css.ts';
import { DetailAudit, DetailFacts, DetailGrid, DetailSection, DetailState } from '../admin-kit/detail-section.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import type { AdminConsultationDetail } from '../../contract/admin-consultations-api.ts';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { formatPhone } from '../../lib/forms/phone.ts';
import { formatWon } from '../../lib/i18n/money.ts';
import { CancelForm, CloseForms, ScheduleForm } from './consultation-actions.tsx';
import { STATUS_LABELS, TIME_LABELS } from './consultation-labels.ts';
import { adminConsultationQuery } from './consultation-queries.ts';
import './catalog.ts';

/** /admin/consultation?consultationId=…: one request, its steps and its changes (SPEC §2; decision 0069). */
export function ConsultationDetailPage({ consultationId }: { consultationId: number }) {
  const { t } = useLingui();
  const detail = useQuery(adminConsultationQuery(consultationId));
  return (
    <>
      <PageHeader title={t`Consultation request ${consultationId}`} />
      <div className={css.page}>
        <Link className={css.rowLink} from="/admin/consultation" to="/admin/consultation" search={(prev) => ({ ...prev, consultationId: undefined })}>
          <Trans>← Back to the requests</Trans>
        </Link>
        <DetailState query={detail}>{(data) => <Body consultation={data} />}</DetailState>
      </div>
    </>
  );
}

function Body({ consultation: c }: { consultation: AdminConsultationDetail }) {
  const { t, i18n } = useLingui();
  return (
    <DetailGrid>
      <DetailSection title={t`Request`}>
        <DetailFacts
          rows={[
            [t`State`, i18n._(STATUS_LABELS[c.status])],
            [
              t`Member`,
              <Link key="member" className={css.rowLink} to="/admin/member" search={{ memberId: c.member.id }}>
                {c.member.nickname || c.member.id}
              </Link>,
            ],
            [t`Child`, c.child.nickname],
            [t`Phone`, formatPhone(c.phone)],
            [t`Preferred times`, c.times.map((time) => i18n._(TIME_LABELS[time])).join(', ') || '—'],
            [t`Requested`, formatKoreanDateTime(c.requestedAt)],
            [t`Consultation time`, c.scheduledAt ? formatKoreanDateTime(c.scheduledAt) : '—'],
            [t`Expert`, c.expert?.nickname ?? '—'],
            [t`Finished`, c.finishedAt ? formatKoreanDateTime(c.finishedAt) : '—'],
            [t`Canceled`, c.canceledAt ? formatKoreanDateTime(c.canceledAt) : '—'],
            [
              t`Payment`,
              <Link key="order" className={css.rowLink} to="/admin/payment" search={{ orderId: c.item.orderId }}>
                {t`Order ${c.item.orderId} · ${formatWon(c.item.amount)}`}
              </Link>,
            ],
          ]}
        />
      </DetailSection>
      <DetailSection title={t`Steps`}>
        <ScheduleForm consultation={c} />
        <CloseForms consultation={c} />
        <CancelForm consultation={c} />
      </DetailSection>
      <DetailSection title={t`What to talk about`} wide>
        <p style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}>{c.content ?? '—'}</p>
      </DetailSection>
      {/* Its payment's cancel and refunds belong to its history too (decision 0084). */}
      <DetailAudit kind="consultation" id={c.id} also={{ kind: 'order_item', id: c.item.id }} />
    </DetailGrid>
  );
}
