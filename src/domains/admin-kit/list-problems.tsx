import { Trans, useLingui } from '@lingui/react/macro';
import { messageText } from '../../lib/i18n/error-text.ts';
import { Button } from '../../components/button/button.tsx';
import * as css from './admin-list.css.ts';
import type { UrlProblem } from './list-view.ts';
import './catalog.ts';

/**
 * What the list could not read in its URL (decision 0045): each refused value, what was wrong with
 * it, and whether the list still shows rows. A refused filter shows none (leaving it out would
 * widen the list); a button takes the refused values out of the URL.
 */
export function ListProblems({ problems, blocked, onDrop }: { problems: readonly UrlProblem[]; blocked: boolean; onDrop: () => void }) {
  const { t, i18n } = useLingui();
  // A SPEC §8 message where the schema has one; a plain 'BadRequest' or valibot's own says less than this.
  const why = (p: UrlProblem) => (p.message === 'BadRequest' ? undefined : messageText(i18n, p.message)) ?? t`This value cannot be used here.`;
  if (problems.length === 0) return null;
  return (
    <div className={css.problems} role="alert">
      <p>
        {blocked ? (
          <Trans>The address has a filter that cannot be read, so no rows are shown. The other filters are kept.</Trans>
        ) : (
          <Trans>Some values of the address cannot be read; the list shows the defaults for them and keeps the other filters.</Trans>
        )}
      </p>
      <ul>
        {problems.map((p) => (
          <li key={p.key}>
            <code>
              {p.key}={p.value}
            </code>
            : {why(p)}
          </li>
        ))}
      </ul>
      <Button size="sm" tone="ghost" onClick={onDrop}>
        <Trans>Take these values out</Trans>
      </Button>
    </div>
  );
}
