/**
 * The checklist's answers kept for the tab (sessionStorage), so a reload or going back keeps them
 * (decision 0080). Per child and age band: a new band starts empty. They are a guide read on the
 * spot, never sent, and go with the tab.
 */
import * as v from 'valibot';
import { tabStorage } from '../../lib/storage/session-flags.ts';
import type { MilestoneAnswer } from './milestone-rules.ts';

const Stored = v.object({ from: v.number(), answers: v.record(v.string(), v.picklist(['YES', 'NOT_YET'])) });
const keyOf = (childId: number) => `dodam:milestones:${childId}`;

export type MilestoneAnswers = Readonly<Record<number, MilestoneAnswer>>;

/** The answers kept for the child's band that starts at `from` (none for another band). */
export function readAnswers(childId: number, from: number): MilestoneAnswers {
  const raw = tabStorage()?.getItem(keyOf(childId));
  if (!raw) return {};
  try {
    const parsed = v.safeParse(Stored, JSON.parse(raw));
    if (!parsed.success || parsed.output.from !== from) return {};
    return Object.fromEntries(Object.entries(parsed.output.answers).map(([index, answer]) => [Number(index), answer]));
  } catch {
    return {};
  }
}

export function writeAnswers(childId: number, from: number, answers: MilestoneAnswers): void {
  try {
    tabStorage()?.setItem(keyOf(childId), JSON.stringify({ from, answers }));
  } catch {
    // A full or refused storage keeps the answers for this page only.
  }
}
