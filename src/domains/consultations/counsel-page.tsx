import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import type { MemberConsultation } from '../../contract/consultations.ts';
import { PRICES } from '../../contract/limits.ts';
import { formatNumber } from '../../lib/i18n/numbers.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { CONSULTATION_STATUS_LABELS, CONSULTATION_TIME_LABELS } from './consultation-labels.ts';
import { myConsultationsQuery } from './consultation-queries.ts';
import { CounselForm } from './counsel-form.tsx';
import * as css from './counsel.css.ts';
import './catalog.ts';

/** /main/counsel (SPEC §2): what an expert consultation is, the member's requests and where each stands, and the request form (decision 0069). */
export function CounselPage() {
  const { t } = useLingui();
  const price = formatNumber(PRICES.CONSULTATION);
  // The form comes with the requests above it: drawn first, their arrival pushed it down (CLS 0.05).
  const mine = useQuery(myConsultationsQuery());
  return (
    <>
      <PageHeader title={t`Expert consultation`} back="/main" />
      <div className={page.body}>
        <section className={css.card} aria-labelledby="counsel-about">
          <h2 id="counsel-about" className={page.sectionTitle}>
            <Trans>Talk with a childcare expert</Trans>
          </h2>
          <p className={css.words}>
            <Trans>
              A childcare expert calls you for about 30 minutes about what worries you: sleep, meals, growth, development or habits. The expert reads your
              child's recent diary before the call.
            </Trans>
          </p>
          <p className={css.price}>{t`${price} won per consultation`}</p>
          <ol className={css.steps}>
            <li>
              <Trans>Request and pay below.</Trans>
            </li>
            <li>
              <Trans>Within two days we set a time with an expert and let you know by text message.</Trans>
            </li>
            <li>
              <Trans>The expert calls the number you gave at that time.</Trans>
            </li>
          </ol>
          <p className={css.meta}>
            <Trans>Until the consultation takes place you can cancel it in your payment history and get the whole amount back.</Trans>
          </p>
        </section>
        <MyRequests />
        {mine.isPending ? null : <CounselForm />}
      </div>
    </>
  );
}

function MyRequests() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const mine = useQuery(myConsultationsQuery());
  return (
    <section className={css.card} aria-labelledby="counsel-mine">
      <h2 id="counsel-mine" className={page.sectionTitle}>
        <Trans>My requests</Trans>
      </h2>
      {mine.isPending ? <Spinner /> : null}
      {mine.error ? <p role="alert">{errorText(mine.error)}</p> : null}
      {mine.data?.length === 0 ? (
        <p className={css.meta}>
          <Trans>No consultation requested yet.</Trans>
        </p>
      ) : null}
      {mine.data && mine.data.length > 0 ? (
        <ul className={page.list} aria-label={t`My requests`}>
          {mine.data.map((c) => (
            <Request key={c.id} consultation={c} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Request({ consultation: c }: { consultation: MemberConsultation }) {
  const { t, i18n } = useLingui();
  const when = c.scheduledAt ? formatKoreanDateTime(c.scheduledAt) : null;
  return (
    <li className={css.item}>
      <div className={css.itemHead}>
        <strong>{c.child.nickname}</strong>
        <span className={css.state}>{i18n._(CONSULTATION_STATUS_LABELS[c.status])}</span>
      </div>
      {when && (c.status === 'SCHEDULED' || c.status === 'FINISHED') ? <p className={css.words}>{t`${when} · expert ${c.expertNickname ?? ''}`}</p> : null}
      {c.content ? <p className={css.words}>{c.content}</p> : null}
      <p className={css.meta}>
        {t`Requested ${formatKoreanDateTime(c.requestedAt)}`}
        {c.times.length > 0 ? ` · ${c.times.map((time) => i18n._(CONSULTATION_TIME_LABELS[time])).join(', ')}` : ''}
      </p>
      <Link className={`${css.meta} ${css.detailLink}`} to="/my-page/payment-history/$orderItemId" params={{ orderItemId: c.orderItemId }}>
        <Trans>Payment details</Trans>
      </Link>
    </li>
  );
}
