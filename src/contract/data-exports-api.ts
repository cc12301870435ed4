import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { RowIdText } from './primitives.ts';

/**
 * A member's data to take away (decision 0099, PIPA art. 35): a ZIP of JSON files and the diary's
 * photos, made in the background, downloadable for DATA_EXPORT_TTL_MS.
 */
export const DATA_EXPORT_STATUSES = ['BUILDING', 'READY', 'FAILED'] as const;
export const DATA_EXPORT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Copies a member may ask for in a day (each reads all of its data and photos). */
export const DATA_EXPORTS_PER_DAY = 3;
export const DATA_EXPORT_FILE_PATH = '/api/users/data-exports/:id/file';

export const DataExport = v.object({
  id: v.number(),
  /** READY past its expiry reads EXPIRED; a BUILDING row whose maker is gone reads FAILED. */
  status: v.picklist([...DATA_EXPORT_STATUSES, 'EXPIRED']),
  requestedAt: v.string(),
  readyAt: v.nullable(v.string()),
  expiresAt: v.nullable(v.string()),
  sizeBytes: v.nullable(v.number()),
});
export type DataExport = v.InferOutput<typeof DataExport>;
export const DataExportList = v.object({ exports: v.array(DataExport) });

export const dataExportsApi = {
  dataExports: endpoint({
    method: 'GET',
    path: '/api/users/data-exports',
    access: 'user',
    summary: 'The member\u2019s copies of its data, newest first',
    response: DataExportList,
  }),
  requestDataExport: endpoint({
    method: 'POST',
    path: '/api/users/data-exports',
    access: 'user',
    summary: 'Starts a copy of everything of the member\u2019s as a ZIP (409 while one is being made, 422 past 3 a day); audited',
    response: DataExport,
  }),
  dataExportFile: endpoint({
    method: 'GET',
    path: DATA_EXPORT_FILE_PATH,
    params: { id: RowIdText },
    access: 'user',
    summary: 'The ZIP, never cached (409 while it is made, 410 once expired); each download audited',
    response: v.string(),
    produces: 'application/zip',
  }),
} as const;
