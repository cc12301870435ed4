import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { loadingOverlay } from '../../lib/ui/loading-store.ts';
import * as css from './loading-overlay.css.ts';

/** The global overlay of SPEC §2, driven by lib/ui/loading-store.ts. */
export function LoadingOverlay() {
  const visible = useSyncExternalStore(loadingOverlay.subscribe, loadingOverlay.isVisible, () => false);
  const { t } = useLingui();
  if (!visible) return null;
  return (
    <div className={css.overlay} role="progressbar" aria-busy="true" aria-label={t`Loading`}>
      <div className={css.spinner} />
    </div>
  );
}

/** An in-page loading state. */
export function Spinner() {
  const { t } = useLingui();
  return (
    <div className={css.inline} role="status" aria-label={t`Loading`}>
      <div className={css.spinner} />
    </div>
  );
}
