import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ActionForm } from '../admin-kit/action-form.tsx';
import { auditTrailKey } from '../admin-kit/audit-trail.tsx';
import { ReasonField, useReasonCheck } from '../admin-kit/reason-field.tsx';
import { useAdminAction } from '../admin-kit/use-admin-action.ts';
import { Button } from '../../components/button/button.tsx';
import { adminProductsApi, type AdminProductDetail } from '../../contract/admin-products-api.ts';
import { call } from '../../lib/api/call.ts';
import { productKeys } from './product-queries.ts';
import './catalog.ts';

/**
 * Hide a product from members while it is out of stock, or show it again, without deleting it
 * (decision 0082): members neither see it in the shop nor buy it; orders already made keep it. The
 * reason goes to the audit log; an empty one is said under the field.
 */
export function ProductVisibilityForm({ product }: { product: AdminProductDetail }) {
  const { t } = useLingui();
  const hidden = product.status === 'HIDDEN';
  const { busy, result, run } = useAdminAction({ done: [productKeys.all, auditTrailKey('product', product.id)] });
  const [reason, setReason] = useState('');
  const reasonCheck = useReasonCheck();
  return (
    <ActionForm
      title={hidden ? t`Hidden from members (out of stock)` : t`Out of stock?`}
      result={result}
      onSubmit={() => {
        if (!reasonCheck.ready(reason)) return;
        void run(
          async () => {
            await call(adminProductsApi.setProductVisibility, {
              params: { productId: product.id },
              body: { hidden: !hidden, reason },
              navigateOnError: false,
            });
            setReason('');
            reasonCheck.reset();
          },
          hidden ? t`Members can see and buy it again.` : t`Members no longer see or buy it until you show it again.`,
        );
      }}
    >
      <ReasonField value={reason} onChange={setReason} draft={`product-visibility-${product.id}`} error={reasonCheck.error(reason)} />
      <Button type="submit" size="sm" tone="secondary" busy={busy}>
        {hidden ? <Trans>Show it again</Trans> : <Trans>Hide it (out of stock)</Trans>}
      </Button>
    </ActionForm>
  );
}
