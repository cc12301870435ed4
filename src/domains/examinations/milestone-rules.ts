/** The checklist's rules apart from its words (milestones.ts), so they are tested without the catalogue. */

/** Two or more milestones not yet there suggest the developmental test. */
export const MILESTONE_SUGGEST_AT = 2;

/** The index of the band [from, to] holding `months`, or null. */
export function bandIndexFor(bands: readonly (readonly [number, number])[], months: number): number | null {
  const index = bands.findIndex(([from, to]) => months >= from && months <= to);
  return index < 0 ? null : index;
}

/** Whether the unchecked items suggest the test. */
export const suggestsTest = (total: number, checked: number): boolean => total - checked >= MILESTONE_SUGGEST_AT;
