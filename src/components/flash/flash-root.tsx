import { I18nProvider } from '@lingui/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '../../lib/i18n/i18n.ts';
import { flash } from '../../lib/ui/flash-store.ts';
import { Flash } from './flash.tsx';

let mounted = false;

/**
 * The flash message's own small React root beside the app's, made the first time a message is
 * shown: the entry chunk carries nothing of it (the initial-JS budget), and it outlives the page
 * that showed the message.
 */
export function mountFlashRoot(): void {
  if (mounted || typeof document === 'undefined') return;
  mounted = true;
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <I18nProvider i18n={i18n}>
      <FlashRegion />
    </I18nProvider>,
  );
}

function FlashRegion() {
  const message = useSyncExternalStore(flash.subscribe, flash.current, () => null);
  // The live region exists before its first text, so that screen readers announce that text.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div role="status" aria-live="polite">
      {ready && message ? <Flash message={message} /> : null}
    </div>
  );
}
