/** The global loading overlay (SPEC §2): a counter so nested show/hide pairs balance. */
type Listener = () => void;

let count = 0;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const loadingOverlay = {
  show(): void {
    count += 1;
    emit();
  },
  hide(): void {
    count = Math.max(0, count - 1);
    emit();
  },
  reset(): void {
    count = 0;
    emit();
  },
  isVisible(): boolean {
    return count > 0;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Shows the overlay for the life of a promise. */
export async function withLoading<T>(work: Promise<T>): Promise<T> {
  loadingOverlay.show();
  try {
    return await work;
  } finally {
    loadingOverlay.hide();
  }
}
