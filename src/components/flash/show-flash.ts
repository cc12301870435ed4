/**
 * A one-off message for the page the member lands on next (e.g. "결제가 완료되었어요" after the
 * success page sent them on): stored first, then shown by the flash root, loaded on first use.
 */
import { flash } from '../../lib/ui/flash-store.ts';

export function showFlash(text: string): void {
  flash.show(text);
  void import('./flash-root.tsx').then((module) => module.mountFlashRoot());
}
