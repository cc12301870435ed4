/**
 * A month's report PDFs made one after another and saved as one ZIP (decision 0068): one request per
 * report, so the progress is the count made, a stop is honoured between two reports, and a report
 * that failed is named and can be tried again without making the rest again.
 */
import { useRef, useState } from 'react';
import { adminReportsApi, type ReportBatch } from '../../contract/admin-reports-api.ts';
import { call } from '../../lib/api/call.ts';
import { fetchFile, saveFile } from '../../lib/api/download.ts';
import { zipStore, type ZipEntry } from './zip-store.ts';

export type BatchState =
  | { kind: 'idle' }
  | { kind: 'running'; month: string; done: number; total: number }
  | { kind: 'finished'; month: string; saved: number; failed: ReportBatch['reports']; truncated: boolean; stopped: boolean }
  | { kind: 'refused'; error: unknown };

const fileName = (report: ReportBatch['reports'][number], month: string) => `${report.id}-${report.childNickname}-${month}-리포트.pdf`;

export function usePdfBatch() {
  const [state, setState] = useState<BatchState>({ kind: 'idle' });
  const stop = useRef<AbortController | null>(null);

  async function make(month: string, only?: ReportBatch['reports']) {
    const controller = new AbortController();
    stop.current = controller;
    let batch: ReportBatch;
    try {
      batch = only ? { reports: only, truncated: false } : await call(adminReportsApi.adminReportBatch, { query: { month }, navigateOnError: false });
    } catch (error) {
      setState({ kind: 'refused', error });
      return;
    }
    const files: ZipEntry[] = [];
    const failed: ReportBatch['reports'] = [];
    setState({ kind: 'running', month, done: 0, total: batch.reports.length });
    for (const [index, report] of batch.reports.entries()) {
      if (controller.signal.aborted) break;
      try {
        const file = await fetchFile(adminReportsApi.adminReportPdf.path, {
          params: { reportId: report.id },
          signal: controller.signal,
          navigateOnError: false,
        });
        files.push({ name: fileName(report, month), bytes: new Uint8Array(await file.blob.arrayBuffer()) });
      } catch {
        if (!controller.signal.aborted) failed.push(report);
      }
      setState({ kind: 'running', month, done: index + 1, total: batch.reports.length });
    }
    if (files.length > 0) saveFile({ blob: zipStore(files), filename: null }, `dodam-reports-${month}.zip`);
    setState({ kind: 'finished', month, saved: files.length, failed, truncated: batch.truncated, stopped: controller.signal.aborted });
  }

  return { state, make, stop: () => stop.current?.abort() };
}
