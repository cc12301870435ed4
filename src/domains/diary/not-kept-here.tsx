import { Trans } from '@lingui/react/macro';
import * as css from './diary.css.ts';
import './catalog.ts';

/**
 * Offline, a month or a search this phone never loaded: its request waits for the connection, so the
 * list says so instead of a spinner that never ends, as care info does (decision 0066). Writing
 * still works: the form and the outbox need no list.
 */
export function NotKeptHere({ what }: { what: 'month' | 'search' }) {
  return (
    <p className={css.empty} role="status">
      {what === 'month' ? (
        <Trans>This month's entries have not been kept on this phone yet. They show once you are back online.</Trans>
      ) : (
        <Trans>These search results have not been kept on this phone yet. They show once you are back online.</Trans>
      )}
    </p>
  );
}
