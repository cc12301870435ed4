/**
 * Every consultation request in the back office (SPEC §2 /admin/consultation; decisions 0041, 0069):
 * by member, state (OVERDUE: REQUESTED past CONSULTATION_SLA_HOURS), expert and Korea days requested;
 * oldest waiting first by default; phones masked in the list and the CSV, whole in the detail.
 */
import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminConsultationDetail, AdminConsultationRow } from '../../../src/contract/admin-consultations-api.ts';
import type { AdminConsultationListQuery, AdminConsultationStatus } from '../../../src/contract/admin-consultations.ts';
import { CONSULTATION_SLA_HOURS } from '../../../src/contract/consultations.ts';
import type { Db } from '../../db/client.ts';
import { children } from '../../db/schema/children.ts';
import { consultations } from '../../db/schema/consultations.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { contains, countAll, idIs, koreaDayRange, searchOf, type SearchSpec } from '../../lib/admin-list.ts';
import { koreaTime, maskPhone } from '../../lib/csv-stream.ts';
import { declareList, type SelectedOf } from '../../lib/list-declaration.ts';
import { CONSULTATION_STATUS_WORDS } from '../../lib/list-words.ts';
import { consultationExpert, timesOf } from './consultation-view.ts';

const member = alias(users, 'consultation_member');
const dueBefore = (now: Date) => new Date(now.getTime() - CONSULTATION_SLA_HOURS * 3_600_000);

function statusCondition(status: AdminConsultationStatus | undefined, now: Date): SQL | undefined {
  if (status === undefined) return undefined;
  if (status === 'REQUESTED') return and(eq(consultations.status, 'REQUESTED'), gt(consultations.requestedAt, dueBefore(now)));
  if (status === 'OVERDUE') return and(eq(consultations.status, 'REQUESTED'), lte(consultations.requestedAt, dueBefore(now)));
  return eq(consultations.status, status);
}

const SEARCH: SearchSpec<NonNullable<AdminConsultationListQuery['category']>> = {
  nickname: (q) => contains(member.nickname, q),
  id: (q) => idIs(consultations.memberId, q),
};

const SORT_COLUMNS = { requestedAt: consultations.requestedAt, scheduledAt: consultations.scheduledAt, id: consultations.id };

const selectRows = (db: Pick<Db, 'select'>) =>
  db
    .select({
      row: consultations,
      childNickname: children.nickname,
      memberNickname: member.nickname,
      expertNickname: consultationExpert.nickname,
      item: orderItems,
    })
    .from(consultations)
    .innerJoin(children, eq(children.id, consultations.childId))
    .innerJoin(member, eq(member.id, consultations.memberId))
    .innerJoin(orderItems, eq(orderItems.id, consultations.orderItemId))
    .leftJoin(consultationExpert, eq(consultationExpert.id, consultations.expertId))
    .$dynamic();

type Selected = SelectedOf<ReturnType<typeof selectRows>>;

function rowOf(r: Selected, now: Date, masked: boolean): AdminConsultationRow {
  const { row } = r;
  const overdue = row.status === 'REQUESTED' && row.requestedAt <= dueBefore(now);
  return {
    id: row.id,
    member: { id: row.memberId, nickname: r.memberNickname ?? '' },
    child: { id: row.childId, nickname: r.childNickname },
    status: overdue ? 'OVERDUE' : row.status,
    phone: masked ? maskPhone(row.phone) : row.phone,
    times: timesOf(row.times),
    requestedAt: row.requestedAt.toISOString(),
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    expert: row.expertId === null ? null : { id: row.expertId, nickname: r.expertNickname ?? '' },
  };
}

/** The rows and their total read one select: the child's and the item's joins count as they list (decision 0090). */
export const consultationListDeclaration = declareList({
  select: selectRows,
  id: consultations.id,
  where: (query: AdminConsultationListQuery, { now }: { now: Date }) =>
    and(
      searchOf(SEARCH, query.category, query.q),
      statusCondition(query.status, now),
      query.expertId === undefined ? undefined : eq(consultations.expertId, query.expertId),
      query.memberId === undefined ? undefined : eq(consultations.memberId, query.memberId),
      ...koreaDayRange(consultations.requestedAt, query.from, query.to),
    ),
  sort: (query) => SORT_COLUMNS[query.sort],
  row: (r, { now }) => rowOf(r, now, true),
  csv: {
    list: 'consultations',
    name: '상담신청목록',
    columns: [
      ['신청 번호', (c) => c.id],
      ['회원 번호', (c) => c.member.id],
      ['회원 닉네임', (c) => c.member.nickname],
      ['아이', (c) => c.child.nickname],
      ['상태', (c) => CONSULTATION_STATUS_WORDS[c.status]],
      ['연락처', (c) => c.phone],
      ['신청 시각', (c) => koreaTime(c.requestedAt)],
      ['상담 시각', (c) => (c.scheduledAt ? koreaTime(c.scheduledAt) : '')],
      ['전문가', (c) => c.expert?.nickname ?? ''],
    ],
  },
});

export async function consultationList(db: Db, query: AdminConsultationListQuery, now: Date) {
  const page = await consultationListDeclaration.page(db, query, { now });
  return { ...page, ...(await consultationQueue(db, now)), slaHours: CONSULTATION_SLA_HOURS };
}

export const consultationCsv = (db: Db, query: AdminConsultationListQuery, now: Date) => consultationListDeclaration.csv(db, query, { now });

export async function consultationDetail(db: Pick<Db, 'select'>, id: number, now: Date): Promise<AdminConsultationDetail | null> {
  const found = await consultationListDeclaration.byId(db, id, { now });
  if (!found) return null;
  const { row, item } = found;
  return {
    ...rowOf(found, now, false),
    content: row.content,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    canceledAt: row.canceledAt?.toISOString() ?? null,
    item: { id: item.id, orderId: item.orderId, status: item.status, amount: item.amount, refundedAmount: item.refundedAmount },
  };
}

/** The requests waiting for a schedule right now, and those past the service level (the dashboard's queue). */
export async function consultationQueue(db: Db, now: Date): Promise<{ waiting: number; overdue: number }> {
  const [counts] = await db
    .select({ waiting: countAll(), overdue: sql<number>`(count(*) filter (where ${consultations.requestedAt} <= ${dueBefore(now)}))::int` })
    .from(consultations)
    .where(eq(consultations.status, 'REQUESTED'));
  return { waiting: counts?.waiting ?? 0, overdue: counts?.overdue ?? 0 };
}
