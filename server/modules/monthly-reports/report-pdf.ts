/**
 * The monthly report's PDF on request (decisions 0067, 0078): made in the worker pool, never on the
 * event loop (0.5–2.6 s of CPU each), kept by its version — a hash of everything the PDF is made
 * from, so an expert's feedback or a regenerated content is a new version and an old one is never
 * served — in a small memory cache, and one version is made once however many ask at the same time.
 * A requester (a member, an admin) may have PDF_REQUESTS_PER_MEMBER downloads running and
 * PDF_RENDERS_PER_MEMBER versions being made at once.
 */
import { createHash } from 'node:crypto';
import { PDF_RENDERS_PER_MEMBER, PDF_REQUESTS_PER_MEMBER } from '../../../src/contract/limits.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { sharedWorkerPool, workerTask, type WorkerPool } from '../../lib/worker-pool.ts';
import type * as ReportBook from './report-book.ts';
import type { ReportBookInput } from './report-book.ts';

export const reportBookTask = workerTask<typeof ReportBook>()(new URL('./report-book.ts', import.meta.url), 'renderReportBook');

/** About 100 reports of a few hundred kilobytes: the downloads of the hour, not an archive. */
export const REPORT_PDF_CACHE_BYTES = 32 * 1024 * 1024;
/** What a requester over their limit is told to wait: about one report's making. */
const RETRY_AFTER_SECONDS = 3;

export type ReportPdfs = {
  /**
   * A place for one download request of `requester` (e.g. `member:12`), taken before anything is read:
   * past PDF_REQUESTS_PER_MEMBER at once, 429 TooManyPdfRequestsException. Call the answer when done.
   */
  admit(requester: string): () => void;
  /** The PDF of `input`: cached, shared with a making of the same version, or made (PDF_RENDERS_PER_MEMBER at once). */
  pdf(requester: string, input: ReportBookInput): Promise<Uint8Array>;
};

export function createReportPdfs(pool: WorkerPool, options: { cacheBytes?: number; perRequester?: number; requestsPerRequester?: number } = {}): ReportPdfs {
  const cacheBytes = options.cacheBytes ?? REPORT_PDF_CACHE_BYTES;
  const perRequester = options.perRequester ?? PDF_RENDERS_PER_MEMBER;
  const requestsPerRequester = options.requestsPerRequester ?? PDF_REQUESTS_PER_MEMBER;
  const requests = new Map<string, number>();
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
  const cache = new Map<string, Uint8Array>();
  let cached = 0;
  const making = new Map<string, Promise<Uint8Array>>();
  const renders = new Map<string, number>();

  function keep(version: string, bytes: Uint8Array): void {
    if (bytes.byteLength > cacheBytes) return;
    cache.set(version, bytes);
    cached += bytes.byteLength;
    for (const [oldest, old] of cache) {
      if (cached <= cacheBytes) break;
      cache.delete(oldest);
      cached -= old.byteLength;
    }
  }

  async function render(requester: string, version: string, input: ReportBookInput): Promise<Uint8Array> {
    renders.set(requester, (renders.get(requester) ?? 0) + 1);
    try {
      const { bytes } = await pool.run(reportBookTask, input);
      keep(version, bytes);
      return bytes;
    } finally {
      const left = (renders.get(requester) ?? 1) - 1;
      if (left > 0) renders.set(requester, left);
      else renders.delete(requester);
    }
  }

  return {
    admit(requester) {
      const now = requests.get(requester) ?? 0;
      if (now >= requestsPerRequester)
        throw new AppError('TooManyPdfRequestsException', `${requester} has ${now} PDF downloads running`, { retryAfterSeconds: RETRY_AFTER_SECONDS });
      requests.set(requester, now + 1);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        const left = (requests.get(requester) ?? 1) - 1;
        if (left > 0) requests.set(requester, left);
        else requests.delete(requester);
      };
    },
    async pdf(requester, input) {
      const version = createHash('sha256').update(JSON.stringify(input)).digest('base64url');
      const hit = cache.get(version);
      if (hit) {
        cache.delete(version);
        cache.set(version, hit);
        return hit;
      }
      const pending = making.get(version);
      if (pending) return pending;
      if ((renders.get(requester) ?? 0) >= perRequester)
        throw new AppError('TooManyPdfRequestsException', `${requester} has ${perRequester} PDFs being made`, { retryAfterSeconds: RETRY_AFTER_SECONDS });
      const made = render(requester, version, input).finally(() => making.delete(version));
      making.set(version, made);
      return made;
    },
  };
}

const perApp = new WeakMap<Deps, ReportPdfs>();

/** The app's report PDFs (one cache per app, so each test app starts empty), on the process's pool. */
export function reportPdfs(deps: Deps): ReportPdfs {
  let pdfs = perApp.get(deps);
  if (!pdfs) {
    pdfs = createReportPdfs(sharedWorkerPool());
    perApp.set(deps, pdfs);
  }
  return pdfs;
}
