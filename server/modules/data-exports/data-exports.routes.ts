import type { Hono } from 'hono';
import { dataExportsApi } from '../../../src/contract/data-exports-api.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { fileStreamAttachment } from '../../lib/member-file-response.ts';
import { startRepeating } from '../../lib/every-minute.ts';
import { mount, mountFile } from '../../lib/route.ts';
import { actorOf } from '../audit/audit.service.ts';
import { createDataExportService, sweepFiles } from './data-exports.service.ts';

/** A member's data to take away (decision 0099, src/contract/data-exports-api.ts). */
export function dataExportsRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const service = createDataExportService(deps);
  mount(app, dataExportsApi.dataExports, async ({ user }) => ({ exports: await service.list(user.id) }));
  mount(app, dataExportsApi.requestDataExport, ({ c, user }) => service.request(user.id, actorOf(c)));
  // The file: the bearer token like any call (the page fetches it and saves it), never cached.
  mountFile(app, dataExportsApi.dataExportFile, async ({ c, user, params }) => {
    const { file, filename } = await service.file(user.id, params.id, actorOf(c));
    return fileStreamAttachment(c, file, 'application/zip', 'dodam-my-data.zip', filename);
  });
}

export const DATA_EXPORT_SWEEP_INTERVAL_MS = 60 * 60_000;

/** Every hour, the files of copies past their seven days are deleted, whether or not their member comes back. */
export function startDataExportSweep(deps: Deps): () => void {
  return startRepeating('data export sweep', DATA_EXPORT_SWEEP_INTERVAL_MS, () => sweepFiles(deps), deps.log);
}
