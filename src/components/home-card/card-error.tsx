/**
 * A card's failure: the localized message (SPEC §8) and a retry. Loaded only when a card fails, so
 * that the error catalogue stays out of /main's initial JS.
 */
import { Trans } from '@lingui/react/macro';
import { Button } from '../button/button.tsx';
import { FormAlert } from '../field/form-alert.tsx';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import * as css from './home-card.css.ts';
import './catalog.ts';

export type CardErrorProps = { error: unknown; busy?: boolean; onRetry?: () => void };

export default function CardError({ error, busy = false, onRetry }: CardErrorProps) {
  const errorText = useErrorText();
  return (
    <div className={css.error}>
      <FormAlert message={errorText(error)} />
      {onRetry ? (
        <Button size="sm" tone="ghost" busy={busy} onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      ) : null}
    </div>
  );
}
