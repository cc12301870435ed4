import { Trans } from '@lingui/react/macro';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { Button } from '../../components/button/button.tsx';
import * as css from './admin-list.css.ts';
import './catalog.ts';

type Props = { columns: number; loading: boolean; error: unknown; empty: boolean; onRetry: () => void };

/** The row a table shows while loading, when the filter finds nothing, or when the call failed. */
export function ListState({ columns, loading, error, empty, onRetry }: Props) {
  const errorText = useErrorText();
  if (!loading && !error && !empty) return null;
  return (
    <tr>
      <td colSpan={columns} className={css.state}>
        {loading ? (
          <span role="status">
            <Trans>Loading…</Trans>
          </span>
        ) : error ? (
          <span role="alert">
            {errorText(error) ?? <Trans>The list could not be loaded.</Trans>}{' '}
            <Button size="sm" tone="ghost" onClick={onRetry}>
              <Trans>Try again</Trans>
            </Button>
          </span>
        ) : (
          <Trans>Nothing matches these filters.</Trans>
        )}
      </td>
    </tr>
  );
}
