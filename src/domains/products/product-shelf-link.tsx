import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Icon } from '../../components/icon/icon.tsx';
import * as css from './products.css.ts';
import './catalog.ts';

/** On /care-info, below its articles: the way to the product shelf. */
export function ProductShelfLink() {
  return (
    <Link to="/care-info/product" className={css.shelf}>
      <Icon name="sprout" size={32} className={css.shelfIcon} />
      <span className={css.shelfText}>
        <span className={css.shelfTitle}>
          <Trans>Child-care products</Trans>
        </span>
        <span>
          <Trans>Handpicked goods for babies and parents</Trans>
        </span>
      </span>
      <Icon name="chevron" size={20} />
    </Link>
  );
}
