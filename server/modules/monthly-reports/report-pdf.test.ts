import { describe, expect, it } from 'vitest';
import type { ReportContent } from '../../../src/contract/reports.ts';
import { AppError } from '../../lib/app-error.ts';
import type { WorkerPool } from '../../lib/worker-pool.ts';
import { createReportPdfs } from './report-pdf.ts';
import type { ReportBookInput } from './report-book.ts';

/** A pool whose renders finish when the test says so; each render's bytes are its input's nickname. */
function fakePool() {
  const started: { nickname: string; finish(): void }[] = [];
  const pool: WorkerPool = {
    run: ((_task: unknown, input: ReportBookInput) =>
      new Promise<{ bytes: Uint8Array; pages: number }>((resolve) => {
        started.push({ nickname: input.nickname, finish: () => resolve({ bytes: new TextEncoder().encode(input.nickname), pages: 1 }) });
      })) as unknown as WorkerPool['run'],
    warm: () => undefined,
    load: () => ({ threads: 1, running: started.length, queued: 0 }),
    close: async () => undefined,
  };
  return { pool, started };
}

// Only the version matters here: the content is carried, never read, by the cache.
const content = { month: '2026-10' } as unknown as ReportContent;
const input = (nickname: string, feedback: ReportBookInput['feedback'] = null): ReportBookInput => ({ nickname, content, feedback });
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const flush = () => new Promise((resolve) => setImmediate(resolve));

/** Decision 0078: report PDFs made in the pool, cached by version, a few at once per requester. */
describe('report PDFs', () => {
  it('makes a version once however many ask at the same time, then answers it from the cache', async () => {
    const { pool, started } = fakePool();
    const pdfs = createReportPdfs(pool);
    const twenty = Array.from({ length: 20 }, () => pdfs.pdf('member:1', input('하늘')));
    await flush();
    expect(started).toHaveLength(1);
    started[0]?.finish();
    expect((await Promise.all(twenty)).map(text)).toEqual(Array(20).fill('하늘'));
    expect(text(await pdfs.pdf('member:2', input('하늘')))).toBe('하늘');
    expect(started).toHaveLength(1);
  });

  it('makes a new version when what the PDF shows changed (the expert feedback came)', async () => {
    const { pool, started } = fakePool();
    const pdfs = createReportPdfs(pool);
    const first = pdfs.pdf('member:1', input('하늘'));
    await flush();
    started[0]?.finish();
    await first;
    const feedback = { areas: { meal: '잘 먹어요' } } as unknown as ReportBookInput['feedback'];
    const second = pdfs.pdf('member:1', input('하늘', feedback));
    await flush();
    expect(started).toHaveLength(2);
    started[1]?.finish();
    await second;
  });

  it('refuses a requester a third version while two are being made, with a Retry-After; others still get theirs', async () => {
    const { pool, started } = fakePool();
    const pdfs = createReportPdfs(pool, { perRequester: 2 });
    const mine = [pdfs.pdf('member:1', input('가')), pdfs.pdf('member:1', input('나'))];
    const refused = await pdfs.pdf('member:1', input('다')).catch((e: unknown) => e);
    expect(refused instanceof AppError && [refused.key, refused.status, refused.retryAfterSeconds]).toEqual(['TooManyPdfRequestsException', 429, 3]);
    // Someone else's, and a version already being made, are not counted against member 1.
    const theirs = pdfs.pdf('member:2', input('라'));
    const same = pdfs.pdf('member:1', input('가'));
    await flush();
    expect(started.map((s) => s.nickname)).toEqual(['가', '나', '라']);
    for (const s of started) s.finish();
    expect((await Promise.all([...mine, theirs, same])).map(text)).toEqual(['가', '나', '라', '가']);
    // Done: the limit is free again.
    const again = pdfs.pdf('member:1', input('다'));
    await flush();
    started[3]?.finish();
    expect(text(await again)).toBe('다');
  });

  it('admits PDF_REQUESTS_PER_MEMBER downloads of a requester at once, refusing the next before anything is read', () => {
    const pdfs = createReportPdfs(fakePool().pool, { requestsPerRequester: 2 });
    const first = pdfs.admit('member:1');
    pdfs.admit('member:1');
    const refused = (() => {
      try {
        pdfs.admit('member:1');
      } catch (error) {
        return error;
      }
    })();
    expect(refused instanceof AppError && [refused.key, refused.status, refused.retryAfterSeconds]).toEqual(['TooManyPdfRequestsException', 429, 3]);
    expect(typeof pdfs.admit('member:2')).toBe('function');
    first();
    first(); // twice frees one place only
    pdfs.admit('member:1');
    expect(() => pdfs.admit('member:1')).toThrow(AppError);
  });

  it('keeps at most its byte budget, forgetting the least recently used version first', async () => {
    const { pool, started } = fakePool();
    // Each fake PDF is 3 bytes (one Hangul syllable): room for two.
    const pdfs = createReportPdfs(pool, { cacheBytes: 6 });
    const make = async (nickname: string) => {
      const made = pdfs.pdf('member:1', input(nickname));
      await flush();
      started.at(-1)?.finish();
      return made;
    };
    await make('가');
    await make('나');
    await pdfs.pdf('member:1', input('가')); // a hit: 가 is now the most recent
    await make('다'); // 나 goes
    const renders = started.length;
    await pdfs.pdf('member:1', input('가'));
    await pdfs.pdf('member:1', input('다'));
    expect(started).toHaveLength(renders);
    await make('나');
    expect(started).toHaveLength(renders + 1);
  });
});
