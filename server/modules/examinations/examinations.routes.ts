import { desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { adminExaminationsApi } from '../../../src/contract/admin-examinations-api.ts';
import { examinationsApi } from '../../../src/contract/examinations-api.ts';
import { PDF_UPLOAD_LIMIT_BYTES } from '../../../src/contract/limits.ts';
import { examinations } from '../../db/schema/examinations.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { readBodyLimited } from '../../lib/images.ts';
import { pdfStreamAttachment } from '../../lib/member-file-response.ts';
import { mount, mountFile } from '../../lib/route.ts';
import { actorOf, type AuditActor } from '../audit/audit.service.ts';
import { exportCsv } from '../audit/csv-export.ts';
import { recordView } from '../audit/personal-data-view.ts';
import { examinationCsv, examinationDetail, examinationList } from './examination-list.ts';
import { createExaminationSteps } from './examination-steps.ts';
import { memberExaminationOf, selectExaminations, statusOf } from './examination-view.ts';

/** Developmental tests (decision 0070): the member's tests and result PDF, and the back office's list and steps. */
export function examinationsRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  const { clock } = deps;
  const steps = createExaminationSteps({ db, clock, push: deps.push, storage: deps.storage, log: deps.log });

  mount(app, examinationsApi.memberExaminations, async ({ user }) => {
    const rows = await selectExaminations(db).where(eq(examinations.memberId, user.id)).orderBy(desc(examinations.paidAt), desc(examinations.id)).limit(100);
    const now = clock.now();
    return { examinations: rows.map((r) => memberExaminationOf(r, now)) };
  });
  mountFile(app, examinationsApi.examinationResultPdf, async ({ c, user, params }) => {
    const [found] = await selectExaminations(db).where(eq(examinations.id, params.examinationId));
    if (!found || found.row.memberId !== user.id) throw new AppError('NoSuchExaminationException');
    const status = statusOf(found.row, clock.now());
    if (status === 'CANCELED') throw new AppError('CannotDownloadPdfException');
    if (status === 'EXPIRED') throw new AppError('OrderExaminationExpiredException');
    if (!found.row.resultKey) throw new AppError('NoPdfDownloadableException');
    const file = await deps.storage.stream(found.row.resultKey);
    if (!file) throw new AppError('FileDownloadException');
    return pdfStreamAttachment(c, file, `dodam-kcdi-${found.row.id}.pdf`, `${found.childNickname}-K-CDI-결과.pdf`);
  });

  mount(app, adminExaminationsApi.adminExaminations, ({ query }) => examinationList(db, query, clock.now()));
  mountFile(app, adminExaminationsApi.adminExaminationsCsv, ({ c, query }) => {
    const now = clock.now();
    return exportCsv(db, c, now, examinationCsv(db, query, now));
  });
  const detail = async (actor: AuditActor, id: number) => {
    const now = clock.now();
    const found = await examinationDetail(db, id, now);
    if (!found) throw new AppError('NoSuchExaminationException');
    await recordView(db, actor, { resourceKind: 'examination', resourceId: id, memberId: found.member.id }, now);
    return found;
  };
  mount(app, adminExaminationsApi.adminExamination, ({ c, params }) => detail(actorOf(c), params.examinationId));
  mount(app, adminExaminationsApi.sendExamination, async ({ c, params, body }) => {
    await steps.send(actorOf(c), params.examinationId, body.access);
    return detail(actorOf(c), params.examinationId);
  });
  mount(app, adminExaminationsApi.retryExaminationMail, async ({ c, params }) => {
    await steps.retryMail(actorOf(c), params.examinationId);
    return detail(actorOf(c), params.examinationId);
  });
  mount(app, adminExaminationsApi.saveExaminationResults, async ({ c, params, body }) => {
    await steps.saveResults(actorOf(c), params.examinationId, body.results);
    return detail(actorOf(c), params.examinationId);
  });
  // The result PDF as the request's body (SPEC §5: PDF by its content, not empty, at most 16 MB).
  mount(app, adminExaminationsApi.uploadExaminationResult, async ({ c, params: { examinationId } }) => {
    const bytes = await readBodyLimited(c.req.raw, PDF_UPLOAD_LIMIT_BYTES, 'FileTooLarge');
    await steps.registerFile(actorOf(c), examinationId, bytes);
    return detail(actorOf(c), examinationId);
  });
}
