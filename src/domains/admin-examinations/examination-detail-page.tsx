import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as css from '../admin-kit/admin-list.css.ts';
import { DetailAudit, DetailFacts, DetailGrid, DetailSection, DetailState } from '../admin-kit/detail-section.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import type { AdminExaminationDetail, MailDelivery } from '../../contract/admin-examinations-api.ts';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { FileForm, MailRetryForm, ResultsForm } from './examination-actions.tsx';
import { SendForm } from './examination-send-form.tsx';
import { DOMAIN_LABELS, MAIL_STATE_LABELS, STATUS_LABELS } from './examination-labels.ts';
import { adminExaminationQuery } from './examination-queries.ts';
import './catalog.ts';

/** /admin/examination?examinationId=…: one test, its steps and its changes (SPEC §2; decision 0070). */
export function ExaminationDetailPage({ examinationId }: { examinationId: number }) {
  const { t } = useLingui();
  const detail = useQuery(adminExaminationQuery(examinationId));
  return (
    <>
      <PageHeader title={t`Developmental test ${examinationId}`} />
      <div className={css.page}>
        <Link className={css.rowLink} from="/admin/examination" to="/admin/examination" search={(prev) => ({ ...prev, examinationId: undefined })}>
          <Trans>← Back to the tests</Trans>
        </Link>
        <DetailState query={detail}>{(data) => <Body examination={data} />}</DetailState>
      </div>
    </>
  );
}

function Body({ examination: e }: { examination: AdminExaminationDetail }) {
  const { t, i18n } = useLingui();
  return (
    <DetailGrid>
      <DetailSection title={t`Test`}>
        <DetailFacts
          rows={[
            [t`State`, i18n._(STATUS_LABELS[e.status])],
            [
              t`Member`,
              <Link key="member" className={css.rowLink} to="/admin/member" search={{ memberId: e.member.id }}>
                {e.member.nickname || e.member.id}
              </Link>,
            ],
            [t`Child`, e.childAgeMonths === null ? e.child.nickname : t`${e.child.nickname}, ${e.childAgeMonths} months`],
            [t`Paid`, formatKoreanDateTime(e.paidAt)],
            [t`Sent`, e.sentAt ? `${formatKoreanDateTime(e.sentAt)} · ${e.access ?? ''}` : '—'],
            [t`Mail`, <MailState key="mail" mail={e.mail} />],
            [t`Result`, e.resultAt ? formatKoreanDateTime(e.resultAt) : '—'],
            [t`Download until`, e.expiresAt ? formatKoreanDateTime(e.expiresAt) : '—'],
            [t`Results`, (e.results ?? []).map((r) => `${i18n._(DOMAIN_LABELS[r.domain])} ${r.months}`).join(', ') || '—'],
          ]}
        />
      </DetailSection>
      <DetailSection title={t`Steps`}>
        <SendForm examination={e} />
        <MailRetryForm examination={e} />
        <FileForm examination={e} />
        <ResultsForm examination={e} />
      </DetailSection>
      <DetailAudit kind="examination" id={e.id} />
    </DetailGrid>
  );
}

/** The mail's state: sent when, or the tries so far, the last error and when the next try is due (decision 0079). */
function MailState({ mail }: { mail: MailDelivery | null }) {
  const { t, i18n } = useLingui();
  if (!mail) return <>—</>;
  const parts = [i18n._(MAIL_STATE_LABELS[mail.state])];
  if (mail.sentAt) parts.push(formatKoreanDateTime(mail.sentAt));
  if (mail.state !== 'SENT' && mail.attempts > 0) parts.push(t`${mail.attempts} tries`);
  if (mail.nextAttemptAt && mail.attempts > 0) parts.push(t`next try ${formatKoreanDateTime(mail.nextAttemptAt)}`);
  return (
    <span role="status">
      {parts.join(' · ')}
      {mail.state !== 'SENT' && mail.lastError ? <span className={css.hint}> ({mail.lastError})</span> : null}
    </span>
  );
}
