import type { Hono } from 'hono';
import { adminReportsApi } from '../../../src/contract/admin-reports-api.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { mount, mountFile } from '../../lib/route.ts';
import { pdfAttachment } from '../../lib/member-file-response.ts';
import { actorOf } from '../audit/audit.service.ts';
import { exportCsv } from '../audit/csv-export.ts';
import { reportPdfs } from '../monthly-reports/report-pdf.ts';
import { assignExpert, regenerate, reportDetail, reportForPdf } from './report-admin.ts';
import { reportBatch, reportCsv, reportList, reportMonths } from './report-list.ts';

/** The report back office (decision 0068); the fixed paths come before :reportId (Hono answers with the first match). */
export function adminReportsRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps.database;
  const { clock } = deps;
  mount(app, adminReportsApi.adminReports, ({ query }) => reportList(db, query, clock.now()));
  mountFile(app, adminReportsApi.adminReportsCsv, ({ c, query }) => {
    const now = clock.now();
    return exportCsv(db, c, now, reportCsv(db, query, now));
  });
  mount(app, adminReportsApi.adminReportMonths, () => reportMonths(db));
  mount(app, adminReportsApi.adminReportBatch, ({ query }) => reportBatch(db, query.month));
  mount(app, adminReportsApi.adminReport, ({ c, params }) => reportDetail(db, actorOf(c), params.reportId, clock.now()));
  mount(app, adminReportsApi.assignReportExpert, ({ c, params, body }) =>
    assignExpert(db, actorOf(c), params.reportId, body.expertId, body.reason, clock.now()),
  );
  mount(app, adminReportsApi.regenerateReport, ({ c, params, body }) => regenerate(db, clock, actorOf(c), params.reportId, body.reason));
  // Made on request from the kept content, like the member's own download (decisions 0067, 0078).
  const pdfs = reportPdfs(deps);
  mountFile(app, adminReportsApi.adminReportPdf, async ({ c, params }) => {
    const actor = actorOf(c);
    const done = pdfs.admit(`admin:${actor.adminId}`);
    try {
      const report = await reportForPdf(db, actor, params.reportId, clock.now());
      const bytes = await pdfs.pdf(`admin:${actor.adminId}`, { nickname: report.child.nickname, content: report.content, feedback: report.feedback });
      return pdfAttachment(c, bytes, `dodam-report-${report.id}-${report.month}.pdf`, `${report.id}-${report.child.nickname}-${report.month}-리포트.pdf`);
    } finally {
      done();
    }
  });
}
