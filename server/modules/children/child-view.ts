import { exactAge } from '../../../src/contract/calendar/age.ts';
import type { ChildSummary, ChildSummaryData } from '../../../src/contract/child.ts';
import { PROFILE_IMAGE_PATH } from '../../../src/contract/child-profile-api.ts';
import { buildPath } from '../../../src/contract/endpoint.ts';
import type { UrlSigner } from '../../lib/signed-url.ts';
import type { ChildRow } from './own-child.ts';

/**
 * SPEC §3 Child summary; ageInMonths from the birth instant in Korea time (SPEC §4). The profile
 * image URL is signed (decision 0012) because an <img> cannot send the bearer header.
 */
export function childSummary(row: ChildRow, now: Date, urls: UrlSigner, viewerId: number): ChildSummary {
  const birth = row.birthDateTime?.toISOString() ?? null;
  return {
    id: row.id,
    profileImageURL: row.profileImageKey ? urls.sign(buildPath(PROFILE_IMAGE_PATH, { id: row.id }), row.profileImageKey, now) : null,
    nickname: row.nickname,
    sex: row.sex,
    born: row.born,
    birthDateTime: birth,
    birthDueDate: row.birthDueDate,
    currentHeight: row.height,
    currentWeight: row.weight,
    ageInMonths: birth ? exactAge(birth, now).months : null,
    guardian: row.memberId !== viewerId,
  };
}

/** data of GET/PATCH /api/members/children/:id: the summary and the version to base an edit on. */
export function childSummaryData(row: ChildRow, now: Date, urls: UrlSigner, viewerId: number): ChildSummaryData {
  return { summary: childSummary(row, now, urls, viewerId), version: row.version };
}
