import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import * as css from './offline-banner.css.ts';
import '../catalog.ts';

/** In place of a page this phone never saved for offline use (decision 0053): what is saved, instead of skeletons. */
export default function UnsavedPageNotice() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const member = !pathname.startsWith('/admin') && !pathname.startsWith('/auth') && !pathname.startsWith('/error');
  return (
    <section className={css.unsaved} role="status" aria-labelledby="unsaved-page-title">
      <h1 id="unsaved-page-title" className={css.unsavedTitle}>
        <Trans>This page has not been saved for offline use</Trans>
      </h1>
      <p>
        <Trans>It shows once you are back online. Until then you can use what this phone has saved.</Trans>
      </p>
      {member ? (
        <ul className={css.unsavedLinks}>
          <li>
            <Link to="/diary/write">
              <Trans>Write today's diary</Trans>
            </Link>
          </li>
          <li>
            <Link to="/diary">
              <Trans>Diary</Trans>
            </Link>
          </li>
          <li>
            <Link to="/main">
              <Trans>Home</Trans>
            </Link>
          </li>
        </ul>
      ) : null}
    </section>
  );
}
