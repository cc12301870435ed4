/**
 * A free milestone checklist by age (decision 0070), written for Dodam from common childcare guidance,
 * not K-CDI's items: a few things most children do by each age. It is a guide, not a diagnosis; when
 * two or more are not yet there it suggests the developmental test.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { MILESTONE_SUGGEST_AT, bandIndexFor } from './milestone-rules.ts';
import './catalog.ts';

export type MilestoneBand = { from: number; to: number; items: readonly MessageDescriptor[] };

export const MILESTONE_BANDS: readonly MilestoneBand[] = [
  {
    from: 12,
    to: 17,
    items: [
      msg`Walks holding on to furniture, or a few steps alone`,
      msg`Says one or two words such as "mama" or "bye-bye"`,
      msg`Points at things to show you or to ask`,
      msg`Picks up small things between thumb and finger`,
      msg`Plays peekaboo or waves bye-bye`,
    ],
  },
  {
    from: 18,
    to: 23,
    items: [
      msg`Walks well alone and climbs onto a low sofa`,
      msg`Says ten words or more`,
      msg`Follows a simple request such as "bring the shoes"`,
      msg`Scribbles with a crayon`,
      msg`Pretends, such as feeding a doll`,
    ],
  },
  {
    from: 24,
    to: 35,
    items: [
      msg`Runs and kicks a ball`,
      msg`Puts two words together such as "more milk"`,
      msg`Names familiar pictures in a book`,
      msg`Stacks five or more blocks`,
      msg`Eats with a spoon without much spilling`,
    ],
  },
  {
    from: 36,
    to: 47,
    items: [
      msg`Jumps with both feet and climbs stairs one foot per step`,
      msg`Speaks in sentences of three words or more`,
      msg`Takes turns in a simple game`,
      msg`Draws a circle`,
      msg`Says their own name and age`,
    ],
  },
  {
    from: 48,
    to: 59,
    items: [
      msg`Hops on one foot`,
      msg`Tells a short story about their day`,
      msg`Counts five things`,
      msg`Draws a person with a head and a body`,
      msg`Dresses with a little help`,
    ],
  },
  {
    from: 60,
    to: 77,
    items: [
      msg`Catches a ball thrown gently`,
      msg`Reads or writes a few letters, such as their name`,
      msg`Counts ten things`,
      msg`Follows a rule of a game with friends`,
      msg`Goes to the toilet alone`,
    ],
  },
];

/** The band of a child's completed months (null outside 12–77 months). */
export function bandFor(months: number): MilestoneBand | null {
  const index = bandIndexFor(
    MILESTONE_BANDS.map((b) => [b.from, b.to] as const),
    months,
  );
  return index === null ? null : (MILESTONE_BANDS[index] ?? null);
}

export { MILESTONE_SUGGEST_AT };
