/**
 * A list's CSV export as Korean personal-information rules want it (decision 0046): before the first
 * byte, the filter's rows are counted up to CSV_ROWS_MAX and the export is written to the audit log
 * (who, which list, which filter, how many rows, cut or not), readable in /admin/audit-log; the
 * response says how many rows it carries and whether the cap cut it (CSV_ROWS_HEADER,
 * CSV_TRUNCATED_HEADER), so the client can tell the operator.
 */
import type { Context } from 'hono';
import { CSV_ROWS_HEADER, CSV_ROWS_MAX, CSV_TRUNCATED_HEADER } from '../../../src/contract/admin-list.ts';
import { EXPORT_LISTS } from '../../../src/contract/audit.ts';
import { koreaTodayIso } from '../../../src/contract/calendar/today.ts';
import type { Db } from '../../db/client.ts';
import { cappedTotal } from '../../lib/admin-list.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { csvResponse, type BatchReader } from '../../lib/csv-stream.ts';
import type { CsvExport } from '../../lib/list-declaration.ts';
import { actorOf, recordAudit } from './audit.service.ts';

export type { CsvExport };

/** The request's filter as the operator typed it, without paging: "status=RESTRICTED&category=nickname&q=도담". */
function filterText(c: Context<AppEnv>): string {
  return Object.entries(c.req.query())
    .filter(([key]) => key !== 'page' && key !== 'size')
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

/** Counts, audits and streams one export (the query was checked by mountFile before this runs). */
export async function exportCsv(db: Db, c: Context<AppEnv>, now: Date, spec: CsvExport): Promise<Response> {
  const counted = await cappedTotal(db, spec.filtered, CSV_ROWS_MAX);
  const { total, totalCapped } = counted;
  await recordAudit(
    db,
    actorOf(c),
    {
      action: 'list.export',
      resourceKind: 'list',
      resourceId: EXPORT_LISTS.indexOf(spec.list) + 1,
      after: { list: spec.list, filter: filterText(c), rows: total, truncated: totalCapped },
    },
    now,
  );
  const read: BatchReader = (offset, limit) => spec.read(offset, limit, counted);
  return csvResponse(`${spec.name}-${koreaTodayIso(now)}.csv`, spec.header, read, CSV_ROWS_MAX, {
    [CSV_ROWS_HEADER]: String(total),
    [CSV_TRUNCATED_HEADER]: String(totalCapped),
  });
}
