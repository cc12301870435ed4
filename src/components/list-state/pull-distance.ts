/**
 * Pull to refresh, the arithmetic (no DOM, unit-tested): how far the list follows the finger and
 * whether letting go refreshes. The list follows at half the finger's travel, up to MAX_PULL, and a
 * pull of PULL_THRESHOLD or more refreshes; a pull that starts below the top of the page is a scroll.
 */
export const PULL_THRESHOLD = 64;
export const MAX_PULL = 96;

export type Pull = { distance: number; armed: boolean };
export const NO_PULL: Pull = { distance: 0, armed: false };

/** `startY` and `currentY`: the finger's page Y at touchstart and now; `scrollTop`: the page's at touchstart. */
export function pullOf(startY: number, currentY: number, scrollTop: number): Pull {
  if (scrollTop > 0) return NO_PULL;
  const travel = currentY - startY;
  if (!(travel > 0)) return NO_PULL;
  const distance = Math.min(MAX_PULL, travel / 2);
  return { distance, armed: distance >= PULL_THRESHOLD };
}
