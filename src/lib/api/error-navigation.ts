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
