import { ageDisplay, ageLevel, type AgeLevel, ageOnDay } from '../../../src/contract/calendar/age.ts';
import type { AgeAtEntry } from '../../../src/contract/community-api.ts';
import { DIARY_AREAS, type DiaryArea } from '../../../src/contract/diary.ts';
import { DIARY_IMAGE_PATH } from '../../../src/contract/diary-api.ts';
import { buildPath } from '../../../src/contract/endpoint.ts';
import type { UrlSigner } from '../../lib/signed-url.ts';

/**
 * The child's age on the entry's Korea-time day, the same arithmetic as the client's exactAge
 * (SPEC §4), so that the feed's age level and the SQL filter (feed.service.ts) agree.
 */
export function ageAtEntry(birth: Date | null, entryDate: string): { level: AgeLevel; age: AgeAtEntry } {
  if (!birth) return { level: 0, age: { kind: 'unborn' } };
  const age = ageOnDay(birth, entryDate);
  if (!age) return { level: 0, age: { kind: 'days', days: 0 } };
  return { level: ageLevel(age.months), age: ageDisplay(age) };
}

/** The areas recorded that day (non-null), in the contract's order. */
export function recordedAreas(areas: unknown): DiaryArea[] {
  if (!areas || typeof areas !== 'object') return [];
  const record: Record<string, unknown> = { ...areas };
  return DIARY_AREAS.filter((area) => record[area] !== null && record[area] !== undefined);
}

export const EXCERPT_LENGTH = 120;

/** The first characters of the plain text, whitespace collapsed. */
export function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
}

/** A diary photo's signed URL (DIARY_IMAGE_PATH, decision 0012); served by the diary module. */
export function diaryImageUrl(urls: UrlSigner, imageId: number, storageKey: string, now: Date): string {
  return urls.sign(buildPath(DIARY_IMAGE_PATH, { imageId }), storageKey, now);
}
