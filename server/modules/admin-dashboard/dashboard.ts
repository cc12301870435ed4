/**
 * The dashboard's numbers (SPEC §2 /admin, §3 orderable types; decision 0044), each one set-based
 * query grouped by Korea day (UTC+9, the rule of src/contract/calendar) over the range, so an index
 * on the grouped column serves it: members who joined (users_created_idx), members who wrote an
 * entry about the day (diaries_entry_member_idx, an index-only scan in group order), revenue by
 * orderable type (the payment list's net of the items ordered on the day, decision 0084). Days
 * without rows answer 0.
 */
import { and, eq, gte, isNotNull, isNull, lt, lte, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Dashboard, DashboardDay, DashboardQueues, RevenueByType } from '../../../src/contract/admin-dashboard-api.ts';
import { DASHBOARD_PRESETS, type DashboardQuery } from '../../../src/contract/admin-dashboard.ts';
import { dayNumberOfIso, isoOfDay } from '../../../src/contract/calendar/days.ts';
import { koreaDayAfter, koreaMidnightOf, koreaTodayIso } from '../../../src/contract/calendar/today.ts';
import { EXPERT_COMMENT_SLA_HOURS } from '../../../src/contract/expert-comments.ts';
import { ORDERABLE_TYPES, type OrderableType } from '../../../src/contract/limits.ts';
import type { Db } from '../../db/client.ts';
import { netOf, paidMoneyColumns } from '../admin-payments/paid-money.ts';
import { consultationQueue } from '../consultations/consultation-list.ts';
import { inquiryWaiting } from '../inquiries/inquiry-admin.ts';
import { diaries, reports } from '../../db/schema/diaries.ts';
import { expertComments } from '../../db/schema/expert-comments.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';

/** The Korea day of an instant column as YYYY-MM-DD text (+9 h on the UTC wall clock: Korea keeps no summer time). */
const koreaDay = (column: AnyColumn) => sql<string>`to_char((${column} at time zone 'UTC') + interval '9 hours', 'YYYY-MM-DD')`;

/** The instants of the Korea days from–to: [from 00:00 KST, the day after `to` 00:00 KST). */
function within(column: AnyColumn, from: string, to: string): SQL | undefined {
  return and(gte(column, koreaMidnightOf(from)), lt(column, koreaMidnightOf(isoOfDay(dayNumberOfIso(to) + 1))));
}

/** The range asked, or the default preset's days ending today. */
export function rangeOf(query: DashboardQuery, now: Date): { from: string; to: string } {
  if (query.from !== undefined && query.to !== undefined) return { from: query.from, to: query.to };
  return { from: koreaDayAfter(now, 1 - DASHBOARD_PRESETS[0]), to: koreaTodayIso(now) };
}

type DayCount = { day: string; n: number };

async function newMembers(db: Db, from: string, to: string): Promise<DayCount[]> {
  const day = koreaDay(users.createdAt);
  return db
    .select({ day, n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, 'ROLE_MEMBER'), within(users.createdAt, from, to)))
    .groupBy(day);
}

/** Members who wrote an entry about each day (entry days are Korea days, SPEC §4; the diary list's from–to). */
async function diaryWriters(db: Db, from: string, to: string): Promise<DayCount[]> {
  return db
    .select({ day: sql<string>`to_char(${diaries.entryDate}, 'YYYY-MM-DD')`, n: sql<number>`count(distinct ${diaries.memberId})::int` })
    .from(diaries)
    .where(and(gte(diaries.entryDate, from), lte(diaries.entryDate, to)))
    .groupBy(diaries.entryDate);
}

type Revenue = { day: string; type: OrderableType; won: number };

/**
 * Per Korea order day and type, the payment list's net (paid-money.ts): what was paid of the items
 * ordered that day minus what was given back of them since, whole or in part — the same rows and
 * number as the day's link, /admin/payment?type&from=D&to=D (decision 0084).
 */
async function revenue(db: Db, from: string, to: string): Promise<Revenue[]> {
  const orderDay = koreaDay(orderItems.createdAt);
  const rows = await db
    .select({ day: orderDay, type: orderItems.orderableType, ...paidMoneyColumns })
    .from(orderItems)
    .where(within(orderItems.createdAt, from, to))
    .groupBy(orderDay, orderItems.orderableType);
  return rows.map((row) => ({ day: row.day, type: row.type, won: netOf(row) }));
}

/** The queues right now, by the same rules as their lists: the expert queue (SLA), moderation's review list and the consultation requests. */
export async function queues(db: Db, now: Date): Promise<DashboardQueues> {
  const dueBefore = new Date(now.getTime() - EXPERT_COMMENT_SLA_HOURS * 3_600_000);
  const [expert] = await db
    .select({
      expertWaiting: sql<number>`(count(*) filter (where ${expertComments.requestedAt} > ${dueBefore}))::int`,
      expertOverdue: sql<number>`(count(*) filter (where ${expertComments.requestedAt} <= ${dueBefore}))::int`,
    })
    .from(expertComments)
    .where(isNull(expertComments.content));
  const [review] = await db
    .select({ n: sql<number>`count(distinct ${reports.reportedMemberId})::int` })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reportedMemberId))
    .where(and(isNull(reports.handledAt), isNull(users.withdrawnAt), ne(users.status, 'WITHDRAWN'), isNotNull(users.reviewRequestedAt)));
  const consultation = await consultationQueue(db, now);
  return {
    expertWaiting: expert?.expertWaiting ?? 0,
    expertOverdue: expert?.expertOverdue ?? 0,
    reviewMembers: review?.n ?? 0,
    consultationWaiting: consultation.waiting,
    consultationOverdue: consultation.overdue,
    inquiryWaiting: await inquiryWaiting(db),
  };
}

const noRevenue = (): RevenueByType => Object.fromEntries(ORDERABLE_TYPES.map((type) => [type, 0])) as RevenueByType;

/** Every day of the range, oldest first, with 0 where nothing happened. */
export async function dashboard(db: Db, query: DashboardQuery, now: Date): Promise<Dashboard> {
  const { from, to } = rangeOf(query, now);
  const days = new Map<string, DashboardDay>();
  for (let n = dayNumberOfIso(from); n <= dayNumberOfIso(to); n++) {
    const day = isoOfDay(n);
    days.set(day, { day, newMembers: 0, diaryWriters: 0, revenue: noRevenue() });
  }
  for (const row of await newMembers(db, from, to)) {
    const day = days.get(row.day);
    if (day) day.newMembers = row.n;
  }
  for (const row of await diaryWriters(db, from, to)) {
    const day = days.get(row.day);
    if (day) day.diaryWriters = row.n;
  }
  for (const row of await revenue(db, from, to)) {
    const day = days.get(row.day);
    if (day) day.revenue[row.type] += row.won;
  }
  return { from, to, days: [...days.values()], queues: await queues(db, now), slaHours: EXPERT_COMMENT_SLA_HOURS };
}
