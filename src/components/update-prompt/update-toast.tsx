import { Trans, useLingui } from '@lingui/react/macro';
import { applyUpdate, updateStore } from '../../lib/pwa/register-sw.ts';
import { Button } from '../button/button.tsx';
import * as css from './update-prompt.css.ts';

/** "A new version is available — reload": offered, never forced mid-edit (ARCHITECTURE §5). */
export default function UpdateToast() {
  const { t } = useLingui();
  return (
    <div className={css.toast} role="status">
      <span>
        <Trans>A new version is available</Trans>
      </span>
      <Button size="sm" onClick={applyUpdate}>
        <Trans>Reload</Trans>
      </Button>
      <Button size="sm" tone="ghost" onClick={updateStore.dismiss} aria-label={t`Close`}>
        ✕
      </Button>
    </div>
  );
}
