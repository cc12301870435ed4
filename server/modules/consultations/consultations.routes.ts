import { desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { adminConsultationsApi } from '../../../src/contract/admin-consultations-api.ts';
import { consultationsApi } from '../../../src/contract/consultations-api.ts';
import { consultations } from '../../db/schema/consultations.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { mount, mountFile } from '../../lib/route.ts';
import { actorOf, type AuditActor } from '../audit/audit.service.ts';
import { exportCsv } from '../audit/csv-export.ts';
import { recordView } from '../audit/personal-data-view.ts';
import { consultationCsv, consultationDetail, consultationList } from './consultation-list.ts';
import { createConsultationSteps } from './consultation-steps.ts';
import { memberConsultationOf, selectConsultations } from './consultation-view.ts';

/** Consultations (decision 0069): the member's requests, and the back office's list and steps. */
export function consultationsRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  const { clock } = deps;
  const steps = createConsultationSteps({ db, clock, sms: deps.sms, push: deps.push, log: deps.log });

  mount(app, consultationsApi.memberConsultations, async ({ user }) => {
    const rows = await selectConsultations(db)
      .where(eq(consultations.memberId, user.id))
      .orderBy(desc(consultations.requestedAt), desc(consultations.id))
      .limit(100);
    return { consultations: rows.map(memberConsultationOf) };
  });

  mount(app, adminConsultationsApi.adminConsultations, ({ query }) => consultationList(db, query, clock.now()));
  mountFile(app, adminConsultationsApi.adminConsultationsCsv, ({ c, query }) => {
    const now = clock.now();
    return exportCsv(db, c, now, consultationCsv(db, query, now));
  });
  /** The request as it is now; reading it (a phone and a family's words) writes the view row (decision 0048). */
  const detail = async (actor: AuditActor, id: number) => {
    const now = clock.now();
    const found = await consultationDetail(db, id, now);
    if (!found) throw new AppError('NoSuchConsultationException');
    await recordView(db, actor, { resourceKind: 'consultation', resourceId: id, memberId: found.member.id }, now);
    return found;
  };
  mount(app, adminConsultationsApi.adminConsultation, ({ c, params }) => detail(actorOf(c), params.consultationId));
  mount(app, adminConsultationsApi.scheduleConsultation, async ({ c, params, body }) => {
    await steps.schedule(actorOf(c), params.consultationId, body.expertId, new Date(body.scheduledAt));
    return detail(actorOf(c), params.consultationId);
  });
  mount(app, adminConsultationsApi.finishConsultation, async ({ c, params }) => {
    await steps.close(actorOf(c), params.consultationId, 'FINISHED', null);
    return detail(actorOf(c), params.consultationId);
  });
  mount(app, adminConsultationsApi.noShowConsultation, async ({ c, params, body }) => {
    await steps.close(actorOf(c), params.consultationId, 'NO_SHOW', body.reason);
    return detail(actorOf(c), params.consultationId);
  });
}
