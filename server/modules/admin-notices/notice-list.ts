/**
 * Every notice in the back office (SPEC §2 /admin/notice; decisions 0041, 0046, 0065): by part of the
 * title or the number, state (a published notice whose time has not come is SCHEDULED), category and
 * Korea days of the publish time; newest publish time first; with the members who opened it; CSV.
 */
import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { AdminNoticeDetail, AdminNoticeRow } from '../../../src/contract/admin-notices-api.ts';
import type { AdminNoticeListQuery } from '../../../src/contract/admin-notices.ts';
import { Notice, type NoticeViewStatus } from '../../../src/contract/notices.ts';
import type { Db } from '../../db/client.ts';
import { noticeReads, notices } from '../../db/schema/notices.ts';
import { contains, idIs, koreaDayRange, searchOf, type SearchSpec } from '../../lib/admin-list.ts';
import { koreaTime } from '../../lib/csv-stream.ts';
import { declareList } from '../../lib/list-declaration.ts';
import { NOTICE_CATEGORY_WORDS, PUBLICATION_STATE_WORDS } from '../../lib/list-words.ts';

type NoticeRow = typeof notices.$inferSelect;

const SEARCH: SearchSpec<NonNullable<AdminNoticeListQuery['category']>> = {
  title: (q) => contains(notices.title, q),
  noticeId: (q) => idIs(notices.id, q),
};

function statusCondition(status: AdminNoticeListQuery['status'], now: Date): SQL | undefined {
  switch (status) {
    case undefined:
      return undefined;
    case 'SCHEDULED':
      return and(eq(notices.status, 'PUBLISHED'), gt(notices.publishAt, now));
    case 'PUBLISHED':
      return and(eq(notices.status, 'PUBLISHED'), lte(notices.publishAt, now));
    default:
      return eq(notices.status, status);
  }
}

const SORT_COLUMNS = { publishAt: notices.publishAt, createdAt: notices.createdAt, viewCount: notices.viewCount, id: notices.id };

/** Members who opened the notice; the notice's id qualified (inside the subquery "notice_id" is the read's own). */
const readCount = sql<number>`(select count(*) from ${noticeReads} where ${noticeReads.noticeId} = "notices"."id")`.mapWith(Number);

export const viewStatus = (row: Pick<NoticeRow, 'status' | 'publishAt'>, now: Date): NoticeViewStatus =>
  row.status === 'PUBLISHED' && row.publishAt > now ? 'SCHEDULED' : row.status;

const rowOf = (row: NoticeRow, reads: number, now: Date): AdminNoticeRow => ({
  id: row.id,
  title: row.title,
  category: row.category,
  pinned: row.pinned,
  status: viewStatus(row, now),
  publishAt: row.publishAt.toISOString(),
  viewCount: row.viewCount,
  readCount: reads,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

type Ctx = { now: Date };

export const noticeListDeclaration = declareList({
  select: (db: Pick<Db, 'select'>) => db.select({ notice: notices, reads: readCount }).from(notices).$dynamic(),
  id: notices.id,
  where: (query: AdminNoticeListQuery, { now }: Ctx) =>
    and(
      searchOf(SEARCH, query.category, query.q),
      statusCondition(query.status, now),
      query.kind ? eq(notices.category, query.kind) : undefined,
      ...koreaDayRange(notices.publishAt, query.from, query.to),
    ),
  sort: (query) => SORT_COLUMNS[query.sort],
  row: ({ notice, reads }, { now }) => rowOf(notice, reads, now),
  csv: {
    list: 'notices',
    name: '공지목록',
    columns: [
      ['공지 번호', (n) => n.id],
      ['제목', (n) => n.title],
      ['분류', (n) => NOTICE_CATEGORY_WORDS[n.category]],
      ['상단 고정', (n) => (n.pinned ? '예' : '아니요')],
      ['상태', (n) => PUBLICATION_STATE_WORDS[n.status]],
      ['게시 시각', (n) => koreaTime(n.publishAt)],
      ['조회 수', (n) => n.viewCount],
      ['읽은 회원 수', (n) => n.readCount],
      ['작성 시각', (n) => koreaTime(n.createdAt)],
    ],
  },
});

export const noticeList = (db: Db, query: AdminNoticeListQuery, now: Date) => noticeListDeclaration.page(db, query, { now });
export const noticeCsv = (db: Db, query: AdminNoticeListQuery, now: Date) => noticeListDeclaration.csv(db, query, { now });

export async function noticeDetail(db: Db, id: number, now: Date): Promise<AdminNoticeDetail | null> {
  const found = await noticeListDeclaration.byId(db, id, { now });
  if (!found) return null;
  return { ...rowOf(found.notice, found.reads, now), content: v.parse(Notice.entries.content, found.notice.content), contentText: found.notice.contentText };
}
