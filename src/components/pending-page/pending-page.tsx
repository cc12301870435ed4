import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../page/page-header.tsx';
import { PAGE_TITLES, type RoutePath } from './page-titles.ts';
import * as css from './pending-page.css.ts';
import './catalog.ts';

/** A page SPEC §2 names that is not built yet (src/routes/pending-pages.ts): its title inside its layout, and a "preparing" notice. */
export function PendingPage({ path }: { path: RoutePath }) {
  const { i18n } = useLingui();
  return (
    <>
      <PageHeader title={i18n._(PAGE_TITLES[path])} back />
      <section className={css.notice} aria-live="polite">
        <span className={css.badge}>
          <Trans>Coming soon</Trans>
        </span>
        <p>
          <Trans>We are preparing this page. Please check back soon.</Trans>
        </p>
      </section>
    </>
  );
}
