import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { flash, type FlashMessage } from '../../lib/ui/flash-store.ts';
import * as css from './flash.css.ts';

/** How long a flash message stays when nobody closes it: long enough to read two lines. */
const SHOWN_MS = 6000;

/** The one-off message of lib/ui/flash-store.ts (shown through show-flash.ts), closable, gone after a few seconds. */
export function Flash({ message }: { message: FlashMessage }) {
  const { t } = useLingui();
  useEffect(() => {
    const timer = setTimeout(() => flash.dismiss(message.id), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <div className={css.flash}>
      <span>{message.text}</span>
      <button type="button" className={css.close} onClick={() => flash.dismiss(message.id)} aria-label={t`Close`}>
        ✕
      </button>
    </div>
  );
}
