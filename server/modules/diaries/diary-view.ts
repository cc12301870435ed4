/**
 * The answers of the diary (decision 0017): an entry as its owner reads it and a
 * row of the list. `editable` is computed from the clock on every answer (SPEC §4: edits only on the
 * Korea-time day the entry was written).
 */
import * as v from 'valibot';
import { DIARY_AREAS, DiaryAreas, type Diary, type DiaryListItem } from '../../../src/contract/diary.ts';
import { Diary as DiarySchema } from '../../../src/contract/diary.ts';
import { DIARY_IMAGE_PATH } from '../../../src/contract/diary-api.ts';
import { buildPath } from '../../../src/contract/endpoint.ts';
import { koreaTodayIso } from '../../../src/contract/calendar/today.ts';
import type { diaries, diaryImages } from '../../db/schema/diaries.ts';
import type { UrlSigner } from '../../lib/signed-url.ts';

export type DiaryRow = typeof diaries.$inferSelect;
export type DiaryImageRow = typeof diaryImages.$inferSelect;

/** Editable until 23:59:59.999 KST of the day it was first saved. */
export const isEditable = (row: Pick<DiaryRow, 'writtenOn'>, now: Date) => row.writtenOn === koreaTodayIso(now);

export const diaryImageUrl = (urls: UrlSigner, image: Pick<DiaryImageRow, 'id' | 'storageKey'>, now: Date) =>
  urls.sign(buildPath(DIARY_IMAGE_PATH, { imageId: image.id }), image.storageKey, now);

/** The stored jsonb, read back through the contract's schemas (never trusted as a cast). */
export const areasOf = (row: Pick<DiaryRow, 'areas'>) => v.parse(DiaryAreas, row.areas);
const contentOf = (row: Pick<DiaryRow, 'content'>) => v.parse(DiarySchema.entries.content, row.content);

export function diaryView(row: DiaryRow, images: readonly DiaryImageRow[], commentCount: number, authorNickname: string, now: Date, urls: UrlSigner): Diary {
  return {
    id: row.id,
    clientId: row.clientId,
    childId: row.childId,
    entryDate: row.entryDate,
    writtenOn: row.writtenOn,
    editable: isEditable(row, now),
    title: row.title,
    areas: areasOf(row),
    content: contentOf(row),
    contentText: row.contentText,
    shared: row.shared,
    version: row.version,
    images: images.map((image) => ({ id: image.id, url: diaryImageUrl(urls, image, now), width: image.width, height: image.height })),
    commentCount,
    authorId: row.memberId,
    authorNickname,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const EXCERPT_LENGTH = 80;

/** The first words of the text, whitespace collapsed, cut at EXCERPT_LENGTH characters with '…'. */
export function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length > EXCERPT_LENGTH ? `${chars.slice(0, EXCERPT_LENGTH).join('').trimEnd()}…` : flat;
}

export function listItemView(row: DiaryRow, images: readonly DiaryImageRow[], authorNickname: string, now: Date, urls: UrlSigner): DiaryListItem {
  const areas = areasOf(row);
  const first = images[0];
  return {
    id: row.id,
    childId: row.childId,
    entryDate: row.entryDate,
    title: row.title,
    excerpt: excerptOf(row.contentText),
    areas: DIARY_AREAS.filter((area) => areas[area] !== null),
    shared: row.shared,
    imageCount: images.length,
    thumbnailUrl: first ? diaryImageUrl(urls, first, now) : null,
    editable: isEditable(row, now),
    authorId: row.memberId,
    authorNickname,
  };
}
