import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import * as css from '../admin-kit/admin-list.css.ts';
import { adminList } from '../admin-kit/list-declaration.ts';
import { adminProductsApi } from '../../contract/admin-products-api.ts';
import { ADMIN_PRODUCT_SEARCH_CATEGORIES, ADMIN_PRODUCT_STATUSES, AdminProductListQuery } from '../../contract/admin-products.ts';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { call } from '../../lib/api/call.ts';
import { formatWon } from '../../lib/i18n/money.ts';
import { productKeys } from './product-queries.ts';
import { STATUS_LABELS } from './product-labels.ts';
import * as productCss from './admin-products.css.ts';
import './catalog.ts';

const CATEGORY_LABELS = { title: msg`Product name`, productId: msg`Product number` } as const;

/** /admin/product: every product, on sale, hidden or deleted (SPEC §2; decisions 0045, 0064). */
export const productList = adminList({
  title: msg`Product management`,
  caption: msg`Products of the shop`,
  schema: AdminProductListQuery,
  key: productKeys.list,
  fetch: (query) => call(adminProductsApi.adminProducts, { query }),
  total: (count) => msg`${count} products`,
  rowName: (p) => p.title,
  search: { categories: ADMIN_PRODUCT_SEARCH_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })) },
  status: ADMIN_PRODUCT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
  days: msg`Registered`,
  columns: [
    { label: msg`No.`, sort: { key: 'id', first: 'desc' }, cell: (p) => p.id },
    { label: msg`Picture`, cell: (p) => <img className={productCss.listThumbnail} src={p.thumbnailUrl} alt="" width={48} height={48} loading="lazy" /> },
    {
      label: msg`Product name`,
      cell: (p) => (
        <Link className={css.rowLink} to="/admin/product" search={{ productId: p.id }}>
          {p.title}
        </Link>
      ),
    },
    { label: msg`Price`, sort: { key: 'price', first: 'desc' }, cell: (p) => formatWon(p.price) },
    { label: msg`Orders`, cell: (p) => p.orderCount },
    { label: msg`Status`, cell: (p, i18n) => i18n._(STATUS_LABELS[p.status]) },
    { label: msg`Registered`, sort: { key: 'createdAt', first: 'desc' }, cell: (p) => formatKoreanDateTime(p.createdAt) },
    { label: msg`Changed`, sort: { key: 'updatedAt', first: 'desc' }, cell: (p) => formatKoreanDateTime(p.updatedAt) },
  ],
  bulk: {
    selectable: (p) => p.status !== 'DELETED',
    refresh: productKeys.all,
    actions: [
      {
        label: msg`Delete`,
        title: msg`Delete the selected products`,
        danger: true,
        send: (productIds, reason) => call(adminProductsApi.deleteProducts, { body: { productIds, reason } }),
        done: (changed) => msg`Deleted ${changed} products`,
      },
    ],
  },
  csv: { path: adminProductsApi.adminProductsCsv.path, fallbackName: 'products.csv' },
  above: () => <AddProductLink />,
});

function AddProductLink() {
  return (
    <Link className={css.addLink} to="/admin/product/write">
      <Trans>Add a product</Trans>
    </Link>
  );
}
