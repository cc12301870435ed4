/**
 * An admin's steps on a consultation (SPEC §4 "a consultation can be marked finished", §8
 * "consultation finished"; decision 0069), each with its audit row in its transaction:
 * - schedule: REQUESTED or SCHEDULED (a reschedule) → SCHEDULED with an active expert and a time from
 *   now on, at most a year ahead (decision 0084); the member is told by SMS on the consultation's
 *   phone and by push;
 * - finish: SCHEDULED → FINISHED once its time has come (decision 0084), and the order item is
 *   provided (no longer cancelable);
 * - no-show: SCHEDULED → NO_SHOW once its time has come, provided too (the expert's time was kept).
 * A cancel with refund is the payment's own cancel (admin-payments), whose revoke cancels the consultation.
 */
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { formatKoreanDateTime } from '../../../src/contract/calendar/format.ts';
import { consultationCloseProblem, consultationTimeProblem, type ConsultationStatus } from '../../../src/contract/consultations.ts';
import type { Db } from '../../db/client.ts';
import { consultations } from '../../db/schema/consultations.ts';
import { users } from '../../db/schema/users.ts';
import type { PushSender } from '../../integrations/push.ts';
import type { SmsSender } from '../../integrations/sms.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { pushToMember } from '../../lib/push-member.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { markProvided } from '../orders/provided.ts';

type StepDeps = { db: Db; clock: Clock; sms: SmsSender; push: PushSender; log: Logger };
type Row = typeof consultations.$inferSelect;

async function locked(tx: Pick<Db, 'select'>, id: number): Promise<Row> {
  const [row] = await tx.select().from(consultations).where(eq(consultations.id, id)).for('update');
  if (!row) throw new AppError('NoSuchConsultationException');
  return row;
}

export function createConsultationSteps(deps: StepDeps) {
  const { db, clock } = deps;

  async function schedule(actor: AuditActor, id: number, expertId: number, at: Date): Promise<void> {
    const now = clock.now();
    const problem = consultationTimeProblem(at, now);
    if (problem) throw new AppError(problem);
    const done = await db.transaction(async (tx) => {
      const row = await locked(tx, id);
      if (row.status !== 'REQUESTED' && row.status !== 'SCHEDULED') throw new AppError('ConsultationStateException');
      const [expert] = await tx
        .select({ id: users.id, nickname: users.nickname })
        .from(users)
        .where(and(eq(users.id, expertId), eq(users.role, 'ROLE_EXPERT'), eq(users.status, 'ACTIVE')));
      if (!expert) throw new AppError('NoSuchUserException');
      await tx.update(consultations).set({ status: 'SCHEDULED', expertId: expert.id, scheduledAt: at, updatedAt: now }).where(eq(consultations.id, id));
      await recordAudit(
        tx,
        actor,
        {
          action: 'consultation.schedule',
          resourceKind: 'consultation',
          resourceId: id,
          before: { status: row.status, expertId: row.expertId, scheduledAt: row.scheduledAt?.toISOString() ?? null },
          after: { status: 'SCHEDULED', expertId: expert.id, scheduledAt: at.toISOString() },
        },
        now,
      );
      return { row, expertNickname: expert.nickname ?? '전문가' };
    });
    // Told after the commit; a failed message never undoes the schedule (the member also sees it on /main/counsel).
    const when = formatKoreanDateTime(at.toISOString());
    const again = done.row.status === 'SCHEDULED';
    try {
      await deps.sms.send(
        done.row.phone,
        `[도담] 전문가 상담이 ${when}${again ? '로 바뀌었어요' : '로 잡혔어요'}. 담당 ${done.expertNickname}. 이 번호로 전화드릴게요.`,
      );
    } catch (error) {
      deps.log.warn({ err: error, consultationId: id }, 'consultation SMS failed');
    }
    await pushToMember(deps, done.row.memberId, {
      title: again ? '상담 시간이 바뀌었어요' : '상담 시간이 정해졌어요',
      body: `${when} · 담당 ${done.expertNickname}`,
      url: '/main/counsel',
      tag: `consultation-${id}`,
    });
  }

  /** SCHEDULED → FINISHED or NO_SHOW, the order item provided with it. */
  async function close(actor: AuditActor, id: number, to: Extract<ConsultationStatus, 'FINISHED' | 'NO_SHOW'>, reason: string | null): Promise<void> {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const row = await locked(tx, id);
      if (row.status !== 'SCHEDULED') throw new AppError('ConsultationStateException');
      const early = consultationCloseProblem(row.scheduledAt, now);
      if (early) throw new AppError(early);
      if (!(await markProvided(tx, row.orderItemId, now))) throw new AppError('ConsultationStateException');
      await tx.update(consultations).set({ status: to, finishedAt: now, updatedAt: now }).where(eq(consultations.id, id));
      await recordAudit(
        tx,
        actor,
        {
          action: to === 'FINISHED' ? 'consultation.finish' : 'consultation.no_show',
          resourceKind: 'consultation',
          resourceId: id,
          before: { status: row.status },
          after: { status: to },
          reason,
        },
        now,
      );
    });
  }

  return { schedule, close };
}
