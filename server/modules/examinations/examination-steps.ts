/**
 * An admin's steps on a developmental test (SPEC §4 "a development test can be moved to 'test sent'",
 * §5 examination files, §8 "examination sent", "examination file registered"; decision 0070), each
 * with its audit row in its transaction:
 * - send: the publisher's code or link goes to the member by mail (queued with the change and sent
 *   after the commit, retried; decision 0079) and push; the order item is provided (no longer cancelable);
 *   sent again on request until the result is in (decision 0082);
 * - the result PDF: PDF by its content, not empty, at most 16 MB; a second one while the first is still
 *   downloadable is ValidPdfAlreadyExistException, after it expired AlreadyPdfUploadedException;
 * - the developmental age per domain, for the member's chart.
 */
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { exactAge } from '../../../src/contract/calendar/age.ts';
import { resultExpiresAt, type MemberExamination } from '../../../src/contract/examinations.ts';
import type { Db } from '../../db/client.ts';
import { children } from '../../db/schema/children.ts';
import { examinations } from '../../db/schema/examinations.ts';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import { users } from '../../db/schema/users.ts';
import type { PushSender } from '../../integrations/push.ts';
import type { FileStorage } from '../../integrations/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { sha256 } from '../../lib/crypto.ts';
import type { Clock } from '../../lib/clock.ts';
import { latestMailOf, queueMail } from '../../lib/mail-outbox.ts';
import { pushToMember } from '../../lib/push-member.ts';
import { storeThenCommit } from '../../lib/stored-files.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { markProvided } from '../orders/provided.ts';

type StepDeps = { db: Db; clock: Clock; push: PushSender; storage: FileStorage; log: Logger };

const isPdf = (bytes: Uint8Array) => bytes.byteLength >= 5 && String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-';

export function createExaminationSteps(deps: StepDeps) {
  const { db, clock } = deps;

  async function locked(tx: Pick<Db, 'select'>, id: number) {
    const [row] = await tx
      .select({ row: examinations, email: users.email, nickname: children.nickname, birth: children.birthDateTime })
      .from(examinations)
      .innerJoin(users, eq(users.id, examinations.memberId))
      .innerJoin(children, eq(children.id, examinations.childId))
      .where(eq(examinations.id, id))
      .for('update', { of: examinations });
    if (!row) throw new AppError('NoSuchExaminationException');
    return row;
  }

  async function send(actor: AuditActor, id: number, access: string): Promise<void> {
    const now = clock.now();
    const found = await db.transaction(async (tx) => {
      const { row, email, nickname } = await locked(tx, id);
      if (row.canceledAt || row.resultAt) throw new AppError('ExaminationStateException');
      // A test already sent is sent again (decision 0082: a member who lost the mail, a corrected
      // code) until its result is in; it keeps its first send time and its item stays provided.
      const resend = row.sentAt !== null;
      if (resend && row.access === access) {
        // The same code asked again within a minute is the same request (a double tap, two tabs, two
        // operators): one mail, one audit row (decision 0079); later it is a real resend.
        const last = await latestMailOf(tx, 'examination', id);
        if (last && now.getTime() - last.createdAt.getTime() < 60_000) return null;
      }
      if (!resend && !(await markProvided(tx, row.orderItemId, now))) throw new AppError('ExaminationStateException');
      await tx
        .update(examinations)
        .set({ access, sentAt: row.sentAt ?? now, updatedAt: now })
        .where(eq(examinations.id, id));
      await recordAudit(
        tx,
        actor,
        resend
          ? { action: 'examination.resend', resourceKind: 'examination', resourceId: id, before: { access: row.access }, after: { access } }
          : {
              action: 'examination.send',
              resourceKind: 'examination',
              resourceId: id,
              before: { sentAt: row.sentAt?.toISOString() ?? null },
              after: { sentAt: now.toISOString() },
            },
        now,
      );
      // Queued in this transaction, sent after the commit by the outbox (decision 0079): a slow or
      // silent mail server never holds this row's lock. The key makes parallel sends one mail.
      if (email) {
        await queueMail(
          tx,
          {
            idempotencyKey: resend ? `examination:${id}:resend:${now.getTime()}` : `examination:${id}:access:${sha256(access)}`,
            resource: { kind: 'examination', id },
            to: email,
            subject: `[도담] ${nickname}의 발달 검사(K-CDI) 안내`,
            text: `${nickname}의 발달 검사를 시작할 수 있어요.\n\n검사 코드 또는 링크: ${access}\n\n검사를 마치면 결과가 도담 앱의 발달 검사 화면에 등록돼요.`,
          },
          now,
        );
      }
      return { memberId: row.memberId, nickname };
    });
    if (!found) return;
    await pushToMember(deps, found.memberId, {
      title: '발달 검사가 도착했어요',
      body: `${found.nickname}의 K-CDI 검사를 시작해 보세요.`,
      url: `/kcdi/detail?examinationId=${id}`,
      tag: `examination-${id}`,
    });
  }

  async function registerFile(actor: AuditActor, id: number, bytes: Uint8Array): Promise<void> {
    if (bytes.byteLength === 0) throw new AppError('FileSizeZero');
    if (!isPdf(bytes)) throw new AppError('FileNotPdf');
    const now = clock.now();
    const refusal = (row: typeof examinations.$inferSelect) => {
      if (row.canceledAt || !row.sentAt) return new AppError('ExaminationStateException');
      if (row.resultAt && row.resultKey)
        return new AppError(resultExpiresAt(row.resultAt) > now ? 'ValidPdfAlreadyExistException' : 'AlreadyPdfUploadedException');
      return null;
    };
    // Refused before 16 MB are written; asked again under the row's lock, after (a concurrent upload).
    const [before] = await db.select().from(examinations).where(eq(examinations.id, id)).limit(1);
    if (!before) throw new AppError('NoSuchExaminationException');
    const early = refusal(before);
    if (early) throw early;
    // The file is written before the transaction, never under the row lock (storeThenCommit, decision 0091).
    const found = await storeThenCommit(deps, { folder: 'examination', extension: 'pdf', bytes, contentType: 'application/pdf' }, (key) =>
      db.transaction(async (tx) => {
        const { row, nickname, birth } = await locked(tx, id);
        const refused = refusal(row);
        if (refused) throw refused;
        const ageMonthsAtResult = birth ? exactAge(birth.toISOString(), now).months : null;
        await tx.update(examinations).set({ resultKey: key, resultAt: now, ageMonthsAtResult, updatedAt: now }).where(eq(examinations.id, id));
        await recordAudit(
          tx,
          actor,
          { action: 'examination.result_file', resourceKind: 'examination', resourceId: id, after: { bytes: bytes.byteLength } },
          now,
        );
        return { memberId: row.memberId, nickname };
      }),
    );
    await pushToMember(deps, found.memberId, {
      title: '발달 검사 결과가 등록됐어요',
      body: `${found.nickname}의 K-CDI 결과를 확인해 보세요.`,
      url: `/kcdi/Result?examinationId=${id}`,
      tag: `examination-result-${id}`,
    });
  }

  async function saveResults(actor: AuditActor, id: number, results: NonNullable<MemberExamination['results']>): Promise<void> {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const { row } = await locked(tx, id);
      if (row.canceledAt || !row.sentAt) throw new AppError('ExaminationStateException');
      await tx.update(examinations).set({ results, updatedAt: now }).where(eq(examinations.id, id));
      await recordAudit(
        tx,
        actor,
        { action: 'examination.results', resourceKind: 'examination', resourceId: id, before: { results: row.results }, after: { results } },
        now,
      );
    });
  }

  /** A mail the sender gave up on (FAILED) is queued again, tried at once, with its tries counted anew (decision 0079). */
  async function retryMail(actor: AuditActor, id: number): Promise<void> {
    const now = clock.now();
    await db.transaction(async (tx) => {
      await locked(tx, id);
      const mail = await latestMailOf(tx, 'examination', id);
      if (mail?.state !== 'FAILED') throw new AppError('ExaminationStateException');
      await tx.update(mailOutbox).set({ state: 'QUEUED', attempts: 0, nextAttemptAt: now }).where(eq(mailOutbox.id, mail.id));
      await recordAudit(
        tx,
        actor,
        {
          action: 'examination.mail_retry',
          resourceKind: 'examination',
          resourceId: id,
          before: { mail: 'FAILED', attempts: mail.attempts, lastError: mail.lastError },
          after: { mail: 'QUEUED' },
        },
        now,
      );
    });
  }

  return { send, registerFile, saveResults, retryMail };
}
