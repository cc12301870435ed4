/** The checklist's rules apart from its words (milestones.ts), so they are tested without the catalogue. */
import { KCDI_MAX_MONTHS } from '../../contract/examinations.ts';

/** Two or more milestones not yet there suggest the developmental test. */
export const MILESTONE_SUGGEST_AT = 2;

/**
 * The checklist's age bands in completed months, [from, to] inclusive: every month K-CDI is sold for
 * (12 months to KCDI_MAX_MONTHS) and the months before it, from birth (decision 0080), so a parent
 * whose child is too young for the test still has a guide.
 */
export const MILESTONE_RANGES: readonly (readonly [number, number])[] = [
  [0, 3],
  [4, 7],
  [8, 11],
  [12, 17],
  [18, 23],
  [24, 35],
  [36, 47],
  [48, 59],
  [60, KCDI_MAX_MONTHS],
];

/** The index of the band [from, to] holding `months`, or null. */
export function bandIndexFor(bands: readonly (readonly [number, number])[], months: number): number | null {
  const index = bands.findIndex(([from, to]) => months >= from && months <= to);
  return index < 0 ? null : index;
}

/** A parent's answer to one milestone: the child does it, or not yet. No answer is neither. */
export type MilestoneAnswer = 'YES' | 'NOT_YET';

/**
 * What the checklist says once every milestone is answered (decision 0080): SUGGEST when two or more
 * are not yet there, ON_TRACK otherwise; null while any is unanswered, so it says nothing before.
 */
export function checklistVerdict(total: number, answers: readonly (MilestoneAnswer | undefined)[]): 'SUGGEST' | 'ON_TRACK' | null {
  const given = answers.filter((a) => a !== undefined);
  if (total === 0 || given.length < total) return null;
  return given.filter((a) => a === 'NOT_YET').length >= MILESTONE_SUGGEST_AT ? 'SUGGEST' : 'ON_TRACK';
}
