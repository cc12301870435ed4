/** The router registers how to navigate; the API layer stays free of router imports. */
type Navigator = (href: string) => void;
type Clearer = () => void;

let navigator: Navigator = (href) => {
  globalThis.location?.assign(href);
};
let clearer: Clearer = () => {};

export function setErrorNavigator(fn: Navigator): void {
  navigator = fn;
}

export function setLocalDataClearer(fn: Clearer): void {
  clearer = fn;
}

export function navigateToError(href: string): void {
  navigator(href);
}

export function clearAllLocalData(): void {
  clearer();
}

/**
 * Fetches started by a link's intent preload (decision 0039, "Route loaders") are quiet: a SPEC §8
 * error page is for what the member opened, not for a link the pointer passed over. A quiet fetch's
 * failure is only recorded in its query; when the member then opens the page, its loader makes the
 * fetch speak again (or the page asks again on mount), so the error page comes as before.
 */
const quietSignals = new WeakSet<AbortSignal>();

export function quietErrors(signal: AbortSignal): void {
  quietSignals.add(signal);
}

export function speakErrors(signal: AbortSignal): void {
  quietSignals.delete(signal);
}

export function errorsQuiet(signal: AbortSignal | undefined): boolean {
  return signal !== undefined && quietSignals.has(signal);
}
