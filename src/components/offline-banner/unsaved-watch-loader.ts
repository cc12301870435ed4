import { lazy, type ComponentType } from 'react';

type Watch = ComponentType<{ onUnsaved: (unsaved: boolean) => void }>;

const nothing: Watch = () => null;

function loadWatch(): Watch {
  return lazy((): Promise<{ default: Watch }> =>
    import('./unsaved-watch.tsx').catch(() => {
      current = loadWatch();
      return { default: nothing };
    }),
  );
}

let current = loadWatch();

/**
 * The unsaved-page watch (decision 0053), asked for only once the phone is offline. Its chunk may not
 * be there: on a first visit no service worker holds it yet. Then nothing shows and the page stays as
 * it is (a plain React.lazy would have failed the whole page into the error screen, words and all),
 * and the next offline render asks for the chunk again (decision 0058).
 */
export function unsavedWatch(): Watch {
  return current;
}
