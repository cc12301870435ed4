import { useLingui } from '@lingui/react/macro';
import { useEffect, useSyncExternalStore } from 'react';
import { flash } from '../../lib/ui/flash-store.ts';
import * as css from './flash.css.ts';

/** How long a flash message stays when nobody closes it: long enough to read two lines. */
const SHOWN_MS = 6000;

/** The one-off message of lib/ui/flash-store.ts, announced politely, closable. */
export function Flash() {
  const { t } = useLingui();
  const message = useSyncExternalStore(flash.subscribe, flash.current, () => null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => flash.dismiss(message.id), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <div role="status" aria-live="polite">
      {message ? (
        <div className={css.flash}>
          <span>{message.text}</span>
          <button type="button" className={css.close} onClick={() => flash.dismiss(message.id)} aria-label={t`Close`}>
            ✕
          </button>
        </div>
      ) : null}
    </div>
  );
}
