import { randomUUID } from 'node:crypto';
import { isoOfDay, koreaDayNumber, koreaMidnightMs } from '../../src/contract/calendar/days.ts';
import type { CareLogDetail, CareLogKind } from '../../src/contract/care-logs.ts';
import type { Db } from '../db/client.ts';
import { careLogs } from '../db/schema/care-logs.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A day of a 13-month-old (decision 0098): [hour, minute, kind, detail, ml, minutes it lasted]. */
const DAY: readonly (readonly [number, number, CareLogKind, CareLogDetail | null, number | null, number])[] = [
  [6, 40, 'FEEDING', 'FORMULA', 180, 0],
  [7, 5, 'DIAPER', 'WET', null, 0],
  [8, 30, 'FEEDING', 'SOLIDS', null, 0],
  [10, 0, 'SLEEP', null, null, 75],
  [11, 20, 'DIAPER', 'DIRTY', null, 0],
  [12, 10, 'FEEDING', 'SOLIDS', null, 0],
  [14, 0, 'FEEDING', 'BOTTLE', 150, 0],
  [14, 30, 'SLEEP', null, null, 90],
  [16, 15, 'DIAPER', 'WET', null, 0],
  [18, 0, 'FEEDING', 'SOLIDS', null, 0],
  [19, 40, 'DIAPER', 'BOTH', null, 0],
  [20, 30, 'FEEDING', 'FORMULA', 200, 0],
  [21, 0, 'SLEEP', null, null, 570],
];

/** The demo parent's 도담이: the last seven days in full and today up to now, written by the parent. */
export async function seedDemoCareLogs(tx: Tx, ids: { parentId: number; dodamId: number }, now: Date): Promise<void> {
  const today = koreaDayNumber(now.getTime());
  const rows = [];
  for (let day = today - 7; day <= today; day += 1) {
    for (const [hour, minute, kind, detail, amountMl, minutes] of DAY) {
      // Days differ a little, as a child's do: the afternoon bottle every other day, naps and nights of varying length.
      if (detail === 'BOTTLE' && day % 2 === 1) continue;
      const lasted = minutes > 0 ? minutes + ((day * 5) % 4) * 15 - 15 : 0;
      const started = koreaMidnightMs(day) + (hour * 60 + minute) * 60_000 + ((day * 7) % 11) * 60_000;
      if (started > now.getTime()) continue;
      const ended = lasted > 0 ? Math.min(started + lasted * 60_000, now.getTime()) : null;
      rows.push({
        childId: ids.dodamId,
        clientId: randomUUID(),
        authorId: ids.parentId,
        kind,
        detail,
        amountMl,
        startedAt: new Date(started),
        endedAt: ended === null ? null : new Date(ended),
        logDay: isoOfDay(day),
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  await tx.insert(careLogs).values(rows);
}
