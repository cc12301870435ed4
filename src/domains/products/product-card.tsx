import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ProductSummary } from '../../contract/products.ts';
import { formatWon } from '../../lib/i18n/money.ts';
import * as css from './products.css.ts';
import './catalog.ts';

/**
 * One product of the list: its picture, name and price, the whole card a link to its page. The
 * first row's pictures (`first`) are the page's largest paint on a phone: loaded at once and first,
 * not lazily (decision 0056).
 */
export function ProductCard({ product, first = false }: { product: ProductSummary; first?: boolean }) {
  const { i18n } = useLingui();
  return (
    <Link to="/care-info/product/$productId" params={{ productId: product.id }} className={css.card}>
      <img
        className={css.thumb}
        src={product.thumbnailUrl}
        alt=""
        width={320}
        height={320}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding="async"
      />
      <span className={css.cardBody}>
        <span className={css.cardTitle}>{product.title}</span>
        <span className={css.price}>{formatWon(product.price, i18n.locale)}</span>
      </span>
    </Link>
  );
}
