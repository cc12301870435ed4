/** What a tap writes (decision 0098): loaded with the tap, not with /main's buttons. */
import { isTimed, type CareLogBody, type CareLogDetail, type CareLogKind } from '../../contract/care-logs.ts';
import { asksAmount, type Tap } from './care-log-taps.ts';

export function kindOf(tap: Tap): { kind: CareLogKind; detail: CareLogDetail | null } {
  if (tap === 'SLEEP') return { kind: 'SLEEP', detail: null };
  if (tap === 'WET' || tap === 'DIRTY' || tap === 'BOTH') return { kind: 'DIAPER', detail: tap };
  return { kind: 'FEEDING', detail: tap };
}

/** The log a tap writes now: a timer starts running, anything else is one moment. */
export function bodyOf(tap: Tap, now: Date, amountMl: number | null = null): CareLogBody {
  const { kind, detail } = kindOf(tap);
  return { kind, detail, amountMl: asksAmount(tap) ? amountMl : null, startedAt: now.toISOString(), endedAt: null };
}

export const timedTap = (tap: Tap): boolean => {
  const { kind, detail } = kindOf(tap);
  return isTimed(kind, detail);
};
