import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../components/button/button.tsx';
import { button } from '../../components/button/button-class.ts';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { appPath } from '../../lib/payment/start-payment.ts';
import { useReturnQuery } from './use-return-query.ts';
import { getPayment } from '../../lib/payment/payment-draft.ts';
import { useOrderLabels } from './labels.ts';
import * as css from './payments.css.ts';
import { isUserCancel, tossFailReason } from './toss-codes.ts';
import './catalog.ts';

const RETURN_KEYS = ['code', 'message', 'orderId'] as const;

/**
 * /payments/toss-fail: Toss sent the member back with its code and message. Nothing was charged; the
 * draft stays so that "pay again" needs no retyping.
 */
export function TossFailPage() {
  const { t } = useLingui();
  const search = useReturnQuery(RETURN_KEYS);
  const labels = useOrderLabels();
  const navigate = useNavigate();
  const [draft] = useState(() => getPayment());
  const reason = tossFailReason(search.code);
  const canceled = isUserCancel(search.code);
  const text = reason ? labels.failReason[reason] : search.message || t`The payment could not be completed. Please try again.`;
  const title = canceled ? t`Payment cancelled` : t`Payment failed`;
  return (
    <>
      <PageHeader title={title} />
      <div className={page.body}>
        <div className={`${css.layout} ${css.result}`}>
          <span className={css.resultIcon} aria-hidden="true">
            {canceled ? '↩️' : '⚠️'}
          </span>
          <h2 className={css.resultTitle}>{canceled ? <Trans>The payment was cancelled</Trans> : <Trans>The payment did not go through</Trans>}</h2>
          <p role="alert">{text}</p>
          {search.code ? (
            <p className={css.code}>
              {reason && search.message ? `${search.message} ` : ''}({search.code})
            </p>
          ) : null}
          <div className={css.actions}>
            {draft ? (
              <Link to="/payments" className={button({ tone: 'primary' })}>
                <Trans>Try paying again</Trans>
              </Link>
            ) : null}
            <Button tone={draft ? 'ghost' : 'primary'} onClick={() => void navigate({ href: appPath(draft?.backUrl, '/main') })}>
              <Trans>Go back</Trans>
            </Button>
          </div>
        </div>
      </div>
    </>
  );
}
