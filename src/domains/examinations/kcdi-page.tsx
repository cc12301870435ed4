import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { KCDI_MAX_MONTHS, KCDI_MIN_MONTHS, kcdiEligibility } from '../../contract/examinations.ts';
import { PRICES } from '../../contract/limits.ts';
import { childrenQuery, meQuery } from '../../lib/auth/session-queries.ts';
import { formatNumber } from '../../lib/i18n/numbers.ts';
import { EXAMINATION_STATUS_LABELS } from './examination-labels.ts';
import { myExaminationsQuery } from './examination-queries.ts';
import { MilestoneChecklist } from './milestone-checklist.tsx';
import * as css from './kcdi.css.ts';
import './catalog.ts';

/** /kcdi (SPEC §2, a tab root): what the developmental test is, for which ages, what it costs, and whether the selected child can take it (decision 0070). */
export function KcdiPage() {
  const { t } = useLingui();
  const price = formatNumber(PRICES.GROWTH_EXAMINATION);
  return (
    <>
      <PageHeader title={t`Developmental test`} />
      <div className={page.body}>
        <section className={css.card} aria-labelledby="kcdi-about">
          <h2 id="kcdi-about" className={page.sectionTitle}>
            <Trans>K-CDI, the Korean Child Development Inventory</Trans>
          </h2>
          <p className={css.words}>
            <Trans>
              A questionnaire you fill in about what your child does every day. The publisher scores it and tells you your child's developmental age in each
              area: social, self-help, gross and fine motor, expressive language, language comprehension, letters, numbers and general development.
            </Trans>
          </p>
          <ul className={css.list}>
            <li>{t`For children from ${KCDI_MIN_MONTHS} months to 6 and a half years`}</li>
            <li>
              <Trans>We send you the test link; you answer on your phone in about 30 minutes.</Trans>
            </li>
            <li>
              <Trans>The result comes as the publisher's PDF and a chart here, downloadable for 30 days.</Trans>
            </li>
          </ul>
          <p className={css.price}>{t`${price} won`}</p>
          <p className={css.meta}>
            <Trans>A screening, not a diagnosis: if a result worries you, talk with a paediatrician or an expert.</Trans>
          </p>
        </section>
        <Eligibility />
        <RecentTests />
      </div>
    </>
  );
}

function Eligibility() {
  const { t } = useLingui();
  const me = useQuery({ ...meQuery(false), staleTime: 60_000 });
  const kids = useQuery(childrenQuery(false));
  const child = kids.data?.find((c) => c.id === me.data?.selectedChildId) ?? kids.data?.[0];
  if (!child) return null;
  const now = new Date();
  const fit = kcdiEligibility(child.born ? child.birthDateTime : null, now);
  // The selected child does not fit: another child who does is offered (decision 0080); the booking
  // page then chooses among the children who fit.
  const other = fit === 'OK' ? undefined : kids.data?.find((c) => c.id !== child.id && kcdiEligibility(c.born ? c.birthDateTime : null, now) === 'OK');
  const words = {
    OK: t`${child.nickname} can take the test now.`,
    UNBORN: t`${child.nickname} can take the test from ${KCDI_MIN_MONTHS} months after birth.`,
    TOO_YOUNG: t`${child.nickname} is not ${KCDI_MIN_MONTHS} months old yet: the test fits from then.`,
    TOO_OLD: t`${child.nickname} is past ${KCDI_MAX_MONTHS} months, the oldest age the test covers.`,
  }[fit];
  return (
    <>
      <section className={css.card} aria-labelledby="kcdi-fit">
        <h2 id="kcdi-fit" className={page.sectionTitle}>
          <Trans>Can my child take it?</Trans>
        </h2>
        <p className={css.words} role="status">
          {words}
        </p>
        {other ? <p className={css.words}>{t`${other.nickname} can take the test now.`}</p> : null}
        {fit === 'OK' || other ? (
          <Link className={page.card} style={{ padding: 12, textAlign: 'center', fontWeight: 700 }} to="/kcdi/book">
            {other ? t`Book the test for ${other.nickname}` : <Trans>Book the test</Trans>}
          </Link>
        ) : null}
      </section>
      {child.born && child.birthDateTime ? (
        <MilestoneChecklist key={child.id} childId={child.id} nickname={child.nickname} birthDateTime={child.birthDateTime} canBook={fit === 'OK'} />
      ) : null}
    </>
  );
}

function RecentTests() {
  const { i18n } = useLingui();
  const mine = useQuery(myExaminationsQuery());
  if (!mine.data || mine.data.length === 0) return null;
  return (
    <section className={css.card} aria-labelledby="kcdi-mine">
      <h2 id="kcdi-mine" className={page.sectionTitle}>
        <Trans>My tests</Trans>
      </h2>
      <ul className={page.list}>
        {mine.data.slice(0, 3).map((e) => (
          <li key={e.id} className={css.item}>
            <Link to="/kcdi/detail" search={{ examinationId: e.id }} className={css.itemHead}>
              <strong>{e.child.nickname}</strong>
              <span className={css.state}>{i18n._(EXAMINATION_STATUS_LABELS[e.status])}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/my-page/kcdi-list">
        <Trans>See all tests</Trans>
      </Link>
    </section>
  );
}
