import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import * as css from './care-info.css.ts';
import './catalog.ts';

/**
 * Offline, a feed or an article this phone never kept: its request waits for the connection
 * (offlineFirst pauses the retries), so instead of a spinner that never ends the page says so and
 * offers what is kept: the saved articles and the feed (decision 0066, SPEC §2 offline use).
 */
export function NotSavedHere({ what }: { what: 'article' | 'list' }) {
  return (
    <div className={css.empty} role="status">
      <p>
        {what === 'article' ? (
          <Trans>This article has not been kept on this phone yet. It shows once you are back online.</Trans>
        ) : (
          <Trans>This list has not been kept on this phone yet. It shows once you are back online.</Trans>
        )}
      </p>
      <Link to="/care-info" search={{ category: 'BOOKMARKS' }}>
        <Trans>See saved articles</Trans>
      </Link>
      {what === 'article' ? (
        <Link to="/care-info">
          <Trans>See all care info</Trans>
        </Link>
      ) : null}
    </div>
  );
}

/** A query with nothing to show that waits for the connection: what NotSavedHere stands in for (now shared with the diary). */
export { waitsOffline } from '../../lib/query/waits-offline.ts';
