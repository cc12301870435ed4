import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PRODUCT_QUANTITY_MAX, type Product } from '../../contract/products.ts';
import { Button } from '../../components/button/button.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { RichTextBlocks } from '../../components/rich-text/rich-text-blocks.tsx';
import { formatWon } from '../../lib/i18n/money.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { productQuery } from './product-queries.ts';
import { meQuery } from '../../lib/auth/session-queries.ts';
import { setPayment } from '../../lib/payment/payment-draft.ts';
import { productPaymentDraft } from './product-draft.ts';
import * as css from './products.css.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import './catalog.ts';

/** /care-info/product/{productId}: the product with its description; "구매하기" goes on to /payments. */
export function ProductDetailPage({ productId }: { productId: number }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const product = useQuery(productQuery(productId));
  return (
    <>
      <PageHeader title={product.data?.title ?? t`Product`} back="/care-info/product" />
      <div className={page.body}>
        {product.isPending ? <Spinner /> : null}
        <FormAlert message={errorText(product.error)} />
        {product.data ? <ProductView product={product.data} /> : null}
      </div>
    </>
  );
}

function ProductView({ product }: { product: Product }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const me = useQuery(meQuery());
  const [quantity, setQuantity] = useState(1);
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);
  const member = me.data?.role === 'ROLE_MEMBER';
  const title = product.title;

  const buy = async () => {
    setStarting(true);
    setFailed(false);
    try {
      await setPayment(productPaymentDraft(product.id, quantity, me.data));
      await navigate({ to: '/payments' });
    } catch {
      setFailed(true);
      setStarting(false);
    }
  };

  return (
    <>
      <div className={css.detail}>
        <img className={css.hero} src={product.thumbnailUrl} alt={t`Picture of ${title}`} width={640} height={640} decoding="async" />
        <section className={css.buyBox} aria-label={t`Buy`}>
          <h2 className={css.title}>{product.title}</h2>
          <p className={css.unitPrice}>{formatWon(product.price, i18n.locale)}</p>
          {member && product.soldOut ? (
            <p className={css.note} role="status">
              <Trans>Out of stock for now. Please check again later.</Trans>
            </p>
          ) : member ? (
            <>
              <QuantityStepper value={quantity} min={1} max={PRODUCT_QUANTITY_MAX} onChange={setQuantity} />
              <div className={css.totalRow}>
                <span className={css.totalLabel}>
                  <Trans>Total</Trans>
                </span>
                <span className={css.total} aria-live="polite">
                  {formatWon(product.price * quantity, i18n.locale)}
                </span>
              </div>
              {failed ? <FormAlert message={t`The payment could not be started. Please try again.`} /> : null}
              <Button block busy={starting || me.isPending} onClick={() => void buy()}>
                <Trans>Buy now</Trans>
              </Button>
              <p className={css.note}>
                <Trans>You choose the delivery address on the next page.</Trans>
              </p>
            </>
          ) : null}
          {me.data && !member ? (
            <p className={css.note}>
              <Trans>Products can be bought with a member account.</Trans>
            </p>
          ) : null}
        </section>
      </div>
      <section className={page.card} aria-labelledby="product-info">
        <h2 id="product-info" className={page.sectionTitle}>
          <Trans>Product details</Trans>
        </h2>
        <div className={css.info}>
          <RichTextBlocks
            content={product.content}
            fallback={product.contentText}
            classes={{ bold: css.bold, italic: css.italic, underline: css.underline, strike: css.strike }}
          />
        </div>
      </section>
    </>
  );
}
