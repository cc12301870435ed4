import type { Hono } from 'hono';
import { reportsApi } from '../../../src/contract/reports-api.ts';
import { pdfAttachment } from '../../lib/member-file-response.ts';
import { reportPdfs } from './report-pdf.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { mount, mountFile } from '../../lib/route.ts';
import { readReport, reportsOf } from './reports.service.ts';
import { createExpertReports } from './expert-reports.ts';

/** Decision 0067: the member's monthly reports, and the expert's analyses of them. */
export function reportsRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  mount(app, reportsApi.monthlyReports, ({ user, query }) => reportsOf(db, user.id, query.childId));
  mount(app, reportsApi.monthlyReport, ({ user, params }) => readReport(db, user.id, params.reportId, deps.clock.now()));
  const experts = createExpertReports({ db, clock: deps.clock, push: deps.push, log: deps.log });
  mount(app, reportsApi.expertReportQueue, ({ user }) => experts.queue(user.id));
  mount(app, reportsApi.expertReport, ({ params }) => experts.read(params.reportId));
  mount(app, reportsApi.saveReportFeedback, ({ user, params, body }) => experts.saveFeedback(user.id, params.reportId, body));

  // The PDF: made on request from the kept content in the worker pool, kept by its version (decision 0078).
  const pdfs = reportPdfs(deps);
  mountFile(app, reportsApi.monthlyReportPdf, async ({ c, user, params: { reportId } }) => {
    const done = pdfs.admit(`member:${user.id}`);
    try {
      const report = await readReport(db, user.id, reportId, deps.clock.now());
      const bytes = await pdfs.pdf(`member:${user.id}`, { nickname: report.childNickname, content: report.content, feedback: report.feedback });
      return pdfAttachment(c, bytes, `dodam-report-${report.month}.pdf`, `${report.childNickname}-${report.month}-리포트.pdf`);
    } finally {
      done();
    }
  });
}
