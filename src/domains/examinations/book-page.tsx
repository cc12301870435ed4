import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../components/button/button.tsx';
import * as field from '../../components/field/field.css.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { kcdiEligibility } from '../../contract/examinations.ts';
import { PRICES } from '../../contract/limits.ts';
import { childrenQuery, meQuery } from '../../lib/auth/session-queries.ts';
import { formatNumber } from '../../lib/i18n/numbers.ts';
import { setPayment } from '../../lib/payment/payment-draft.ts';
import { newPaymentDraft } from '../../lib/payment/start-payment.ts';
import * as css from './kcdi.css.ts';
import './catalog.ts';

/** /kcdi/book: the test bought for one of the children it fits (GROWTH_EXAMINATION, SPEC §3 payment draft; decision 0070). */
export function BookPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const me = useQuery({ ...meQuery(false), staleTime: 60_000 });
  const kids = useQuery(childrenQuery(false));
  const now = new Date();
  const fit = (kids.data ?? []).filter((c) => kcdiEligibility(c.born ? c.birthDateTime : null, now) === 'OK');
  const [chosen, setChosen] = useState<number | null>(null);
  const childId = chosen ?? fit.find((c) => c.id === me.data?.selectedChildId)?.id ?? fit[0]?.id ?? null;
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  async function buy() {
    if (childId === null) return;
    setFailed(false);
    setBusy(true);
    try {
      await setPayment(
        newPaymentDraft({ orderableDtype: 'GROWTH_EXAMINATION', targetId: childId, backUrl: '/kcdi/book', nextUrl: '/my-page/kcdi-list', customer: me.data }),
      );
      await navigate({ to: '/payments' });
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader title={t`Book the developmental test`} back="/kcdi" />
      <div className={page.body}>
        {kids.data && fit.length === 0 ? (
          <section className={css.card}>
            <p className={css.words} role="status">
              <Trans>None of your children is between 12 months and 6 and a half years old, the ages the test covers.</Trans>
            </p>
            <Link to="/kcdi">
              <Trans>Back to the developmental test</Trans>
            </Link>
          </section>
        ) : (
          <section className={css.card} aria-labelledby="kcdi-book">
            <h2 id="kcdi-book" className={page.sectionTitle}>
              <Trans>Which child?</Trans>
            </h2>
            <div className={field.field}>
              <label className={field.label} htmlFor="kcdi-child">
                <Trans>Child</Trans>
              </label>
              <select id="kcdi-child" className={css.select} value={childId ?? ''} onChange={(e) => setChosen(Number(e.target.value))}>
                {fit.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.nickname}
                  </option>
                ))}
              </select>
            </div>
            <ol className={css.list}>
              <li>
                <Trans>Pay below.</Trans>
              </li>
              <li>
                <Trans>Within one working day we send the publisher's test link by email and notification.</Trans>
              </li>
              <li>
                <Trans>Answer the questions; the result is registered here within a few days.</Trans>
              </li>
            </ol>
            <p className={css.meta}>
              <Trans>
                The questions belong to the publisher, so they are not shown in this app. Until the link is sent you can cancel and get it all back.
              </Trans>
            </p>
            <FormAlert message={failed ? t`The payment could not be prepared. Please try again.` : null} />
            <Button block busy={busy} disabled={childId === null} onClick={() => void buy()}>
              {t`Pay ${formatNumber(PRICES.GROWTH_EXAMINATION)} won`}
            </Button>
          </section>
        )}
      </div>
    </>
  );
}
