/**
 * A one-off message for the page the member lands on next (e.g. "결제가 완료되었어요" once the
 * success page has sent them on to the paid service). The text is already translated by the page
 * that shows it, so the flash root (components/flash) needs none of that page's catalogue.
 */
type Listener = () => void;

export type FlashMessage = { id: number; text: string };

let current: FlashMessage | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const flash = {
  show(text: string): void {
    current = { id: nextId++, text };
    emit();
  },
  /** Dismisses `id` only, so a late timer never hides a newer message. */
  dismiss(id?: number): void {
    if (current && (id === undefined || current.id === id)) {
      current = null;
      emit();
    }
  },
  current(): FlashMessage | null {
    return current;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
