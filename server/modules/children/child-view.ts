import { Temporal } from 'temporal-polyfill';
import { exactAge } from '../../../src/contract/age.ts';
import type { ChildSummary } from '../../../src/contract/child.ts';
import type { children } from '../../db/schema/children.ts';

type ChildRow = typeof children.$inferSelect;

/** SPEC §3 Child summary; ageInMonths from the birth instant in Korea time (SPEC §4). */
export function childSummary(row: ChildRow, now: Date): ChildSummary {
  const birth = row.birthDateTime?.toISOString() ?? null;
  return {
    id: row.id,
    profileImageURL: row.profileImageKey ? `/api/members/children/${row.id}/profile-image` : null,
    nickname: row.nickname,
    sex: row.sex,
    born: row.born,
    birthDateTime: birth,
    birthDueDate: row.birthDueDate,
    currentHeight: row.height,
    currentWeight: row.weight,
    ageInMonths: birth ? exactAge(birth, Temporal.Instant.fromEpochMilliseconds(now.getTime())).months : null,
  };
}
