/** SPEC §4 age display for a child: born → '생후 N일' / 'N개월 M일' / 'N세'; unborn → D-day. Pure. */
import { ageDisplay, exactAge, type AgeDisplay } from '../../contract/calendar/age.ts';
import { countdownLabel } from '../../contract/calendar/d-day.ts';

export type ChildAge = { kind: 'born'; display: AgeDisplay } | { kind: 'unborn'; countdown: string } | { kind: 'unknown' };

export function childAge(child: { born?: boolean; birthDateTime: string | null; birthDueDate?: string | null }): ChildAge {
  if (child.born !== false && child.birthDateTime) return { kind: 'born', display: ageDisplay(exactAge(child.birthDateTime)) };
  if (child.birthDueDate) return { kind: 'unborn', countdown: countdownLabel(child.birthDueDate) };
  return { kind: 'unknown' };
}
