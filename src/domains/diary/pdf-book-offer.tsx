import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { PRICES } from '../../contract/limits.ts';
import { Button } from '../../components/button/button.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { diaryListQuery } from './diary-queries.ts';
import { meQuery } from '../../lib/auth/session-queries.ts';
import { setPayment } from '../../lib/payment/payment-draft.ts';
import { diaryPdfPaymentDraft } from './pdf-book-draft.ts';
import * as css from './diary.css.ts';
import './catalog.ts';
import { formatNumber } from '../../lib/i18n/numbers.ts';

/**
 * The way to buy a diary PDF book (decision 0028, DIARY_PDF): the SPEC §3 payment draft for the shown
 * child, back to this page, on to the book's page after paying; then /payments. Not offered before the
 * child's first entry: the server refuses that book (EmptyDiaryBookException, decision 0034).
 */
export function PdfBookOffer({ childId, childName }: { childId: number; childName: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const here = useRouterState({ select: (state) => state.location.href });
  const me = useQuery({ ...meQuery(false), staleTime: 60_000 });
  const [failed, setFailed] = useState(false);
  const entries = useQuery({ ...diaryListQuery(childId, null), staleTime: 0 });
  const empty = entries.data?.length === 0;
  const price = formatNumber(PRICES.DIARY_PDF);
  const buy = async () => {
    setFailed(false);
    try {
      await setPayment(diaryPdfPaymentDraft(childId, here, me.data));
      await navigate({ to: '/payments' });
    } catch {
      setFailed(true);
    }
  };
  return (
    <section className={css.notice} aria-labelledby="pdf-book-offer">
      <h2 id="pdf-book-offer" className={css.offerTitle}>
        <Trans>A PDF book of {childName}’s diary</Trans>
      </h2>
      <p className={css.progress}>
        <Trans>Choose a period and get its entries as a book with a cover, one page per day, the care records and the photos. {price} won.</Trans>
      </p>
      <FormAlert message={failed ? t`The payment could not be prepared. Please try again.` : null} />
      {empty ? (
        <p className={css.progress} role="status">
          <Trans>There is no diary entry yet. A PDF book can be made once you have written one.</Trans>
        </p>
      ) : (
        <Button tone="secondary" onClick={() => void buy()}>
          {t`Make a diary PDF book`}
        </Button>
      )}
    </section>
  );
}
