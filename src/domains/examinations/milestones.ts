/**
 * A free milestone checklist by age, from birth to the oldest age K-CDI is sold for (decisions 0070,
 * 0080), written for Dodam from common childcare guidance,
 * not K-CDI's items: a few things most children do by each age. It is a guide, not a diagnosis; when
 * two or more are not yet there it suggests the developmental test.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { MILESTONE_RANGES, MILESTONE_SUGGEST_AT, bandIndexFor } from './milestone-rules.ts';
import './catalog.ts';

export type MilestoneBand = { from: number; to: number; items: readonly MessageDescriptor[] };

/** In the order of MILESTONE_RANGES, whose months they take (the first three before the test's ages). */
const MILESTONE_ITEMS: readonly (readonly MessageDescriptor[])[] = [
  [
    msg`Lifts the head for a moment when lying on the tummy`,
    msg`Smiles back when you smile`,
    msg`Follows a face or a toy with the eyes`,
    msg`Turns toward a voice or a sound`,
    msg`Makes cooing sounds such as "ah" and "oo"`,
  ],
  [
    msg`Rolls over from tummy to back or back to tummy`,
    msg`Reaches for a toy and holds it`,
    msg`Laughs out loud`,
    msg`Babbles sounds such as "ba" or "da"`,
    msg`Sits with a little support`,
  ],
  [
    msg`Sits steadily without support`,
    msg`Crawls or moves around the floor`,
    msg`Passes a toy from one hand to the other`,
    msg`Turns when called by name`,
    msg`Copies sounds or gestures such as clapping`,
  ],
  [
    msg`Walks holding on to furniture, or a few steps alone`,
    msg`Says one or two words such as "mama" or "bye-bye"`,
    msg`Points at things to show you or to ask`,
    msg`Picks up small things between thumb and finger`,
    msg`Plays peekaboo or waves bye-bye`,
  ],
  [
    msg`Walks well alone and climbs onto a low sofa`,
    msg`Says ten words or more`,
    msg`Follows a simple request such as "bring the shoes"`,
    msg`Scribbles with a crayon`,
    msg`Pretends, such as feeding a doll`,
  ],
  [
    msg`Runs and kicks a ball`,
    msg`Puts two words together such as "more milk"`,
    msg`Names familiar pictures in a book`,
    msg`Stacks five or more blocks`,
    msg`Eats with a spoon without much spilling`,
  ],
  [
    msg`Jumps with both feet and climbs stairs one foot per step`,
    msg`Speaks in sentences of three words or more`,
    msg`Takes turns in a simple game`,
    msg`Draws a circle`,
    msg`Says their own name and age`,
  ],
  [
    msg`Hops on one foot`,
    msg`Tells a short story about their day`,
    msg`Counts five things`,
    msg`Draws a person with a head and a body`,
    msg`Dresses with a little help`,
  ],
  [
    msg`Catches a ball thrown gently`,
    msg`Reads or writes a few letters, such as their name`,
    msg`Counts ten things`,
    msg`Follows a rule of a game with friends`,
    msg`Goes to the toilet alone`,
  ],
];

export const MILESTONE_BANDS: readonly MilestoneBand[] = MILESTONE_RANGES.map(([from, to], i) => ({ from, to, items: MILESTONE_ITEMS[i] ?? [] }));

/** The band of a child's completed months (null past KCDI_MAX_MONTHS). */
export function bandFor(months: number): MilestoneBand | null {
  const index = bandIndexFor(MILESTONE_RANGES, months);
  return index === null ? null : (MILESTONE_BANDS[index] ?? null);
}

export { MILESTONE_SUGGEST_AT };
