/** SPEC §9: long-press blocked after 500 ms, no context menu, no text selection (inputs excepted). */
import { LONG_PRESS_BLOCK_MS } from '../../contract/limits.ts';

const EDITABLE = 'input, textarea, select, [contenteditable="true"], [contenteditable=""]';

function isEditable(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(EDITABLE) !== null;
}

export function installPressGuards(doc: Document = document): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let longPress = false;

  const onContextMenu = (event: Event) => {
    if (!isEditable(event.target)) event.preventDefault();
  };
  const onSelectStart = (event: Event) => {
    if (!isEditable(event.target)) event.preventDefault();
  };
  const onTouchStart = (event: TouchEvent) => {
    longPress = false;
    clearTimeout(timer);
    if (isEditable(event.target)) return;
    timer = setTimeout(() => {
      longPress = true;
    }, LONG_PRESS_BLOCK_MS);
  };
  const onTouchEnd = (event: TouchEvent) => {
    clearTimeout(timer);
    if (longPress && event.cancelable) event.preventDefault();
    longPress = false;
  };
  const onTouchMove = () => clearTimeout(timer);

  doc.addEventListener('contextmenu', onContextMenu);
  doc.addEventListener('selectstart', onSelectStart);
  doc.addEventListener('touchstart', onTouchStart, { passive: true });
  doc.addEventListener('touchend', onTouchEnd, { passive: false });
  doc.addEventListener('touchmove', onTouchMove, { passive: true });
  return () => {
    doc.removeEventListener('contextmenu', onContextMenu);
    doc.removeEventListener('selectstart', onSelectStart);
    doc.removeEventListener('touchstart', onTouchStart);
    doc.removeEventListener('touchend', onTouchEnd);
    doc.removeEventListener('touchmove', onTouchMove);
  };
}
