import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import * as css from '../admin-kit/admin-list.css.ts';
import { AuditTrail, auditTrailKey } from '../admin-kit/audit-trail.tsx';
import { DeleteAction } from '../admin-kit/delete-action.tsx';
import { DetailFacts, DetailGrid, DetailSection, DetailState, RelatedLink } from '../admin-kit/detail-section.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { RichTextView } from '../../components/rich-text/rich-text-view.tsx';
import { adminProductsApi, type AdminProductDetail } from '../../contract/admin-products-api.ts';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { call } from '../../lib/api/call.ts';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import { formatWon } from '../../lib/i18n/money.ts';
import { productDetailQuery, productKeys } from './product-queries.ts';
import { STATUS_LABELS } from './product-labels.ts';
import { ProductVisibilityForm } from './product-visibility.tsx';
import './catalog.ts';
import { fixParticles } from '../../contract/particles.ts';

/** /admin/product?productId=…: one product, its content as members read it, and its changes (SPEC §2; decision 0064). */
export function ProductDetailPage({ productId }: { productId: number }) {
  const { t } = useLingui();
  const detail = useQuery(productDetailQuery(productId));
  return (
    <>
      <PageHeader title={detail.data ? t`Product ${detail.data.title}` : t`Product`} />
      <div className={css.page}>
        <Link className={css.rowLink} from="/admin/product/" to="/admin/product" search={(prev) => ({ ...prev, productId: undefined })}>
          <Trans>← Back to the product list</Trans>
        </Link>
        <DetailState query={detail}>{(data) => <ProductBody product={data} />}</DetailState>
      </div>
    </>
  );
}

function ProductBody({ product }: { product: AdminProductDetail }) {
  const { t, i18n } = useLingui();
  const onSale = product.status === 'ON_SALE';
  const deleted = product.status === 'DELETED';
  return (
    <DetailGrid>
      <DetailSection title={t`Product`} related={onSale ? <RelatedLink href={`/care-info/product/${product.id}`}>{t`As members see it`}</RelatedLink> : null}>
        <img className={css.picture} src={product.thumbnailUrl} alt={t`Picture of ${product.title}`} width={240} height={240} />
        <DetailFacts
          rows={[
            [t`Product number`, product.id],
            [t`Product name`, product.title],
            [t`Price`, formatWon(product.price)],
            [t`Status`, i18n._(STATUS_LABELS[product.status])],
            [t`Orders`, product.orderCount],
            [t`Registered`, formatKoreanDateTime(product.createdAt)],
            [t`Changed`, formatKoreanDateTime(product.updatedAt)],
            ...(product.hiddenAt ? ([[t`Hidden since`, formatKoreanDateTime(product.hiddenAt)]] as const) : []),
            ...(product.deletedAt ? ([[t`Deleted on`, formatKoreanDateTime(product.deletedAt)]] as const) : []),
          ]}
        />
      </DetailSection>
      <DetailSection title={t`Actions`}>
        {!deleted ? (
          <>
            <ProductActions product={product} />
            <ProductVisibilityForm product={product} />
          </>
        ) : (
          <p className={css.hint}>{t`A deleted product stays for the orders that name it and cannot be changed.`}</p>
        )}
      </DetailSection>
      <DetailSection title={t`Content`} wide>
        <RichTextView content={product.content} fallback={product.contentText} />
      </DetailSection>
      <div style={{ gridColumn: '1 / -1' }}>
        <AuditTrail kind="product" id={product.id} />
      </div>
    </DetailGrid>
  );
}

/** Edit, or delete with a reason after a confirmation (SPEC §8 "product deleted"). */
function ProductActions({ product }: { product: AdminProductDetail }) {
  const { t } = useLingui();
  const messageText = useMessageText();
  const navigate = useNavigate();
  return (
    <DeleteAction
      edit={
        <Link className={css.rowLink} to="/admin/product/write" search={{ productId: product.id }}>
          <Trans>Edit</Trans>
        </Link>
      }
      title={fixParticles(t`Delete ${product.title}?`, product.title)}
      consequence={t`Members no longer see or buy it. Orders already made keep it in their payment history.`}
      draft="product-delete"
      doneMessage={messageText('ProductDeleted') ?? ''}
      done={[productKeys.all, auditTrailKey('product', product.id)]}
      remove={(reason) => call(adminProductsApi.deleteProducts, { body: { productIds: [product.id], reason }, navigateOnError: false })}
      onDeleted={() => void navigate({ to: '/admin/product', search: {} })}
    />
  );
}
