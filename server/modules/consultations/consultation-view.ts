/** A consultation row read with its child and expert (decision 0069), for the member and the back office. */
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { ConsultationTimes, type MemberConsultation } from '../../../src/contract/consultations.ts';
import type { Db } from '../../db/client.ts';
import { children } from '../../db/schema/children.ts';
import { consultations } from '../../db/schema/consultations.ts';
import { users } from '../../db/schema/users.ts';

export const consultationExpert = alias(users, 'consultation_expert');

export const consultationColumns = {
  row: consultations,
  childNickname: children.nickname,
  expertNickname: consultationExpert.nickname,
};

/** The select of consultations with their child and expert (where and order are the caller's). */
export const selectConsultations = (db: Pick<Db, 'select'>) =>
  db
    .select(consultationColumns)
    .from(consultations)
    .innerJoin(children, eq(children.id, consultations.childId))
    .leftJoin(consultationExpert, eq(consultationExpert.id, consultations.expertId))
    .$dynamic();

export type ConsultationSelectRow = { row: typeof consultations.$inferSelect; childNickname: string; expertNickname: string | null };

/** The times stored by the orderable (an older row's unreadable value reads as none). */
export function timesOf(raw: unknown): MemberConsultation['times'] {
  const parsed = v.safeParse(ConsultationTimes, raw);
  return parsed.success ? parsed.output : [];
}

export function memberConsultationOf({ row, childNickname, expertNickname }: ConsultationSelectRow): MemberConsultation {
  return {
    id: row.id,
    orderItemId: row.orderItemId,
    child: { id: row.childId, nickname: childNickname },
    status: row.status,
    phone: row.phone,
    content: row.content,
    times: timesOf(row.times),
    requestedAt: row.requestedAt.toISOString(),
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    expertNickname: row.status === 'REQUESTED' ? null : expertNickname,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    canceledAt: row.canceledAt?.toISOString() ?? null,
  };
}
