import { useEffect } from 'react';
import UnsavedPageNotice from './unsaved-page-notice.tsx';
import { useUnsavedPage } from './unsaved-page.ts';

/**
 * Loaded only once the phone is offline (decision 0053): watches whether the page was ever saved and,
 * when not, tells the shell to hide it and shows what is saved instead.
 */
export default function UnsavedWatch({ onUnsaved }: { onUnsaved: (unsaved: boolean) => void }) {
  const unsaved = useUnsavedPage();
  useEffect(() => {
    onUnsaved(unsaved);
    return () => onUnsaved(false);
  }, [unsaved, onUnsaved]);
  return unsaved ? <UnsavedPageNotice /> : null;
}
