import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import * as css from '../admin-kit/admin-list.css.ts';
import { auditTrailKey } from '../admin-kit/audit-trail.tsx';
import { DeleteAction } from '../admin-kit/delete-action.tsx';
import { DetailState } from '../admin-kit/detail-section.tsx';
import { WrittenRecordDetail } from '../admin-kit/record-detail.tsx';
import { RecordPage } from '../admin-kit/record-page.tsx';
import { adminProductsApi, type AdminProductDetail } from '../../contract/admin-products-api.ts';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { fixParticles } from '../../contract/particles.ts';
import { call } from '../../lib/api/call.ts';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import { formatWon } from '../../lib/i18n/money.ts';
import { productDetailQuery, productKeys } from './product-queries.ts';
import { STATUS_LABELS } from './product-labels.ts';
import { ProductVisibilityForm } from './product-visibility.tsx';
import './catalog.ts';

/** /admin/product?productId=…: one product, its content as members read it, and its changes (SPEC §2; decision 0064). */
export function ProductDetailPage({ productId }: { productId: number }) {
  const { t } = useLingui();
  const detail = useQuery(productDetailQuery(productId));
  return (
    <RecordPage
      title={detail.data ? t`Product ${detail.data.title}` : t`Product`}
      back={
        <Link className={css.rowLink} from="/admin/product/" to="/admin/product" search={(prev) => ({ ...prev, productId: undefined })}>
          <Trans>← Back to the product list</Trans>
        </Link>
      }
    >
      <DetailState query={detail}>{(data) => <ProductBody product={data} />}</DetailState>
    </RecordPage>
  );
}

function ProductBody({ product }: { product: AdminProductDetail }) {
  const { t, i18n } = useLingui();
  return (
    <WrittenRecordDetail
      title={t`Product`}
      membersHref={product.status === 'ON_SALE' ? `/care-info/product/${product.id}` : null}
      picture={{ src: product.thumbnailUrl, alt: t`Picture of ${product.title}` }}
      facts={[
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
      actions={
        product.status === 'DELETED' ? (
          <p className={css.hint}>{t`A deleted product stays for the orders that name it and cannot be changed.`}</p>
        ) : (
          <>
            <ProductActions product={product} />
            <ProductVisibilityForm product={product} />
          </>
        )
      }
      body={{ title: t`Content`, content: product.content, fallback: product.contentText }}
      audit={{ kind: 'product', id: product.id }}
    />
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
