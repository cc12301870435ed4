import type { Hono } from 'hono';
import { diaryPdfApi } from '../../../src/contract/diary-pdf-api.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { pdfStreamAttachment } from '../../lib/member-file-response.ts';
import { mount, mountFile } from '../../lib/route.ts';
import { diaryPdfJobs } from './diary-pdf-jobs.ts';
import { createDiaryPdfService } from './diary-pdf.service.ts';

/** The member's diary book of a paid DIARY_PDF item (decision 0028). */
export function diaryPdfRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const service = createDiaryPdfService(deps, diaryPdfJobs(deps));

  mount(app, diaryPdfApi.diaryPdf, ({ user, params }) => service.state(user.id, params.id));
  mount(app, diaryPdfApi.createDiaryPdf, ({ user, params, body }) => service.create(user.id, params.id, body));
  mount(app, diaryPdfApi.diaryPdfEntryCount, ({ user, query }) => service.entryCount(user.id, query));

  // The file: the bearer token like any call (the page fetches it and saves it), never cached.
  mountFile(app, diaryPdfApi.diaryPdfFile, async ({ c, user, params }) => {
    const { file, filename } = await service.file(user.id, params.id);
    return pdfStreamAttachment(c, file, 'dodam-diary.pdf', filename);
  });
}
