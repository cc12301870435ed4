/**
 * The pregnancy diary's answers (decisions 0100, 0101): an entry with its writer and its ultrasound
 * photos, each photo behind a signed URL as a diary photo is (decision 0012).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { buildPath } from '../../../src/contract/endpoint.ts';
import { PREGNANCY_PHOTO_PATH, type PregnancyEntry } from '../../../src/contract/pregnancy-api.ts';
import type { Db } from '../../db/client.ts';
import { pregnancyEntries, pregnancyPhotos } from '../../db/schema/pregnancy.ts';
import { users } from '../../db/schema/users.ts';
import type { UrlSigner } from '../../lib/signed-url.ts';

type Queryable = Pick<Db, 'select'>;
export type EntryRow = typeof pregnancyEntries.$inferSelect;
export type PhotoRow = typeof pregnancyPhotos.$inferSelect;
export type AuthoredEntry = { entry: EntryRow; nickname: string | null };

export const withAuthor = (q: Queryable) =>
  q.select({ entry: pregnancyEntries, nickname: users.nickname }).from(pregnancyEntries).leftJoin(users, eq(users.id, pregnancyEntries.authorId));

/** The photos of the entries, oldest first, by entry id. */
export async function photosOf(q: Queryable, entryIds: readonly number[]): Promise<Map<number, PhotoRow[]>> {
  const byEntry = new Map<number, PhotoRow[]>();
  if (entryIds.length === 0) return byEntry;
  const rows = await q
    .select()
    .from(pregnancyPhotos)
    .where(inArray(pregnancyPhotos.entryId, [...entryIds]))
    .orderBy(asc(pregnancyPhotos.id));
  for (const row of rows) byEntry.set(row.entryId, [...(byEntry.get(row.entryId) ?? []), row]);
  return byEntry;
}

export const pregnancyPhotoUrl = (urls: UrlSigner, photo: Pick<PhotoRow, 'id' | 'storageKey'>, now: Date) =>
  urls.sign(buildPath(PREGNANCY_PHOTO_PATH, { photoId: photo.id }), photo.storageKey, now);

export function entryView({ entry, nickname }: AuthoredEntry, photos: readonly PhotoRow[], urls: UrlSigner, now: Date): PregnancyEntry {
  return {
    clientId: entry.clientId,
    week: entry.week,
    writtenOn: entry.writtenOn,
    content: entry.content,
    authorId: entry.authorId,
    authorNickname: nickname ?? '',
    photos: photos.map((photo) => ({ id: photo.id, url: pregnancyPhotoUrl(urls, photo, now), width: photo.width, height: photo.height })),
    updatedAt: entry.updatedAt.toISOString(),
  };
}

/** The entries as answered, each with its photos. */
export async function entryViews(q: Queryable, rows: readonly AuthoredEntry[], urls: UrlSigner, now: Date): Promise<PregnancyEntry[]> {
  const photos = await photosOf(
    q,
    rows.map((row) => row.entry.id),
  );
  return rows.map((row) => entryView(row, photos.get(row.entry.id) ?? [], urls, now));
}
