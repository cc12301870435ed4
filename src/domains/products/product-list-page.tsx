import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from '../../components/button/button.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { productPagesQuery } from './product-queries.ts';
import { ProductCard } from './product-card.tsx';
import * as css from './products.css.ts';
import './catalog.ts';

/** /care-info/product: the child-care products on sale, newest first, a page at a time (decision 0026). */
export function ProductListPage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const pages = useInfiniteQuery(productPagesQuery());
  const products = pages.data?.pages.flatMap((p) => p.products) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;
  return (
    <>
      <PageHeader title={t`Child-care products`} back="/care-info" />
      <div className={page.body}>
        {pages.isPending ? <Spinner /> : null}
        {pages.isError && !pages.data ? (
          <div className={css.empty}>
            <FormAlert message={errorText(pages.error)} />
            <Button tone="secondary" size="sm" onClick={() => void pages.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : null}
        {pages.data && products.length === 0 ? (
          <section className={css.empty} aria-label={t`No products`}>
            <Icon name="sprout" size={36} />
            <p>
              <Trans>No products on sale yet. Please check back soon.</Trans>
            </p>
          </section>
        ) : null}
        {products.length > 0 ? (
          <section aria-label={t`Products`}>
            <p className={css.count} aria-live="polite">
              <Trans>{total} products</Trans>
            </p>
            <ul className={css.grid}>
              {products.map((product, index) => (
                <li key={product.id}>
                  <ProductCard product={product} first={index < 2} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {pages.hasNextPage ? (
          <Button tone="secondary" className={css.more} busy={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            <Trans>Show more</Trans>
          </Button>
        ) : null}
        {pages.data && pages.isFetchNextPageError ? <FormAlert message={errorText(pages.error)} /> : null}
      </div>
    </>
  );
}
