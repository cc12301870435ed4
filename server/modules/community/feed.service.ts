import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { COMMUNITY_PAGE_SIZE, type FeedData, type SharedDiary } from '../../../src/contract/community-api.ts';
import * as v from 'valibot';
import { DiaryAreas } from '../../../src/contract/diary.ts';
import type { Db } from '../../db/client.ts';
import { children } from '../../db/schema/children.ts';
import { diaries, diaryComments, diaryImages } from '../../db/schema/diaries.ts';
import { users } from '../../db/schema/users.ts';
import type { UrlSigner } from '../../lib/signed-url.ts';
import { ageAtEntry, diaryImageUrl, excerptOf, recordedAreas } from './shared-view.ts';
import { blockedBy, visibleDiary } from './visibility.ts';

/** The child's Korea-time birth day (UTC+9 all year, src/contract/calendar/days.ts). */
const birthDay = sql`((${children.birthDateTime} + interval '9 hours') at time zone 'UTC')::date`;
const part = (field: 'year' | 'month' | 'day', value: SQL | typeof diaries.entryDate) => sql`extract(${sql.raw(field)} from ${value})::int`;
/** Whole months from birth to the entry's day, by the rule of src/contract/calendar/days.ts monthsAndDays. */
const monthsAtEntry = sql`greatest(0, (${part('year', diaries.entryDate)} - ${part('year', birthDay)}) * 12 + (${part('month', diaries.entryDate)} - ${part('month', birthDay)}) - case when ${part('day', diaries.entryDate)} < ${part('day', birthDay)} then 1 else 0 end)`;
/** SPEC §4 age level (thresholds 7, 13, 25 months); an unborn child's entries count as level 0. */
const levelAtEntry = sql<number>`coalesce(case when ${monthsAtEntry} < 7 then 0 when ${monthsAtEntry} < 13 then 1 when ${monthsAtEntry} < 25 then 2 else 3 end, 0)`;
/** sharedAt in whole microseconds: the cursor must be exact (PostgreSQL keeps microseconds). */
const sharedMicros = sql<string>`(extract(epoch from ${diaries.sharedAt}) * 1000000)::bigint::text`;

/** Live member comments of active authors the viewer did not block; a hidden one (decision 0030) only for its author. */
function visibleComments(viewerId: number) {
  return and(
    eq(diaryComments.kind, 'MEMBER'),
    sql`${diaryComments.deletedAt} is null`,
    sql`(${diaryComments.hiddenAt} is null or ${diaryComments.authorId} = ${viewerId})`,
    sql`not ${blockedBy(viewerId, diaryComments.authorId)}`,
    sql`exists (select 1 from ${users} u where u.id = ${diaryComments.authorId} and u.status = 'ACTIVE')`,
  );
}

/** The feed: shared entries of active, unblocked authors, newest first by (sharedAt, id), after the cursor; a hidden entry (decision 0030) only for its author. */
export async function feed(db: Db, viewerId: number, query: { ageLevel?: string; cursor?: string }, urls: UrlSigner, now: Date): Promise<FeedData> {
  const conditions: SQL[] = [
    eq(diaries.shared, true),
    isNotNull(diaries.sharedAt),
    eq(users.status, 'ACTIVE'),
    sql`(${diaries.hiddenAt} is null or ${diaries.memberId} = ${viewerId})`,
    sql`not ${blockedBy(viewerId, diaries.memberId)}`,
  ];
  if (query.ageLevel !== undefined) conditions.push(sql`${levelAtEntry} = ${Number(query.ageLevel)}`);
  if (query.cursor) {
    const [micros, id] = query.cursor.split('_');
    conditions.push(sql`(${diaries.sharedAt}, ${diaries.id}) < (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${Number(id)})`);
  }
  const commentCount = db.$count(diaryComments, and(eq(diaryComments.diaryId, diaries.id), visibleComments(viewerId)));
  const rows = await db
    .select({
      id: diaries.id,
      memberId: diaries.memberId,
      entryDate: diaries.entryDate,
      sharedAt: diaries.sharedAt,
      micros: sharedMicros,
      title: diaries.title,
      contentText: diaries.contentText,
      areas: diaries.areas,
      nickname: users.nickname,
      birth: children.birthDateTime,
      commentCount,
      imageCount: db.$count(diaryImages, eq(diaryImages.diaryId, diaries.id)),
      firstImage: sql<
        string | null
      >`(select ${diaryImages.id} || ':' || ${diaryImages.storageKey} from ${diaryImages} where ${diaryImages.diaryId} = ${diaries.id} order by ${diaryImages.position}, ${diaryImages.id} limit 1)`,
    })
    .from(diaries)
    .innerJoin(users, eq(users.id, diaries.memberId))
    .innerJoin(children, eq(children.id, diaries.childId))
    .where(and(...conditions))
    .orderBy(desc(diaries.sharedAt), desc(diaries.id))
    .limit(COMMUNITY_PAGE_SIZE + 1);
  const page = rows.slice(0, COMMUNITY_PAGE_SIZE);
  const last = page.at(-1);
  return {
    diaries: page.map((row) => {
      const { level, age } = ageAtEntry(row.birth, row.entryDate);
      const sep = row.firstImage?.indexOf(':') ?? -1;
      return {
        id: row.id,
        entryDate: row.entryDate,
        sharedAt: (row.sharedAt ?? now).toISOString(),
        title: row.title,
        author: { id: row.memberId, nickname: row.nickname ?? '' },
        ageLevel: level,
        age,
        commentCount: Number(row.commentCount),
        mine: row.memberId === viewerId,
        excerpt: excerptOf(row.contentText),
        areas: recordedAreas(row.areas),
        imageCount: Number(row.imageCount),
        thumbnailUrl: row.firstImage && sep > 0 ? diaryImageUrl(urls, Number(row.firstImage.slice(0, sep)), row.firstImage.slice(sep + 1), now) : null,
      };
    }),
    nextCursor: rows.length > COMMUNITY_PAGE_SIZE && last ? `${last.micros}_${last.id}` : null,
  };
}

/** One shared entry (or the viewer's own, shared or not), read-only. */
export async function sharedDiary(db: Db, viewerId: number, diaryId: number, urls: UrlSigner, now: Date): Promise<SharedDiary> {
  const diary = await visibleDiary(db, viewerId, diaryId, { allowOwn: true });
  const [child] = await db.select({ birth: children.birthDateTime }).from(children).where(eq(children.id, diary.childId));
  const images = await db.select().from(diaryImages).where(eq(diaryImages.diaryId, diary.id)).orderBy(asc(diaryImages.position), asc(diaryImages.id));
  const commentCount = await db.$count(diaryComments, and(eq(diaryComments.diaryId, diary.id), visibleComments(viewerId)));
  const { level, age } = ageAtEntry(child?.birth ?? null, diary.entryDate);
  return {
    id: diary.id,
    entryDate: diary.entryDate,
    sharedAt: (diary.sharedAt ?? diary.createdAt).toISOString(),
    title: diary.title,
    author: { id: diary.memberId, nickname: diary.authorNickname },
    ageLevel: level,
    age,
    commentCount,
    mine: diary.own,
    shared: diary.shared,
    areas: areasOf(diary.areas),
    contentText: diary.contentText,
    images: images.map((image) => ({ id: image.id, url: diaryImageUrl(urls, image.id, image.storageKey, now), width: image.width, height: image.height })),
  };
}

const NOTHING_RECORDED: DiaryAreas = { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: null, breastfeeding: null };

/** The stored areas (validated by the diary module on write); nothing recorded if a row is off. */
function areasOf(stored: unknown): DiaryAreas {
  const parsed = v.safeParse(DiaryAreas, stored);
  return parsed.success ? parsed.output : NOTHING_RECORDED;
}

export { visibleComments };
