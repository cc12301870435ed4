/** Calls and fixtures shared by the diary PDF server tests (not a test file itself). */
import { expect } from 'vitest';
import { diaryPdfApi } from '../../src/contract/diary-pdf-api.ts';
import type { DiaryPdfState } from '../../src/contract/diary-pdf.ts';
import type { TestContext } from './harness.ts';
import { dataOf, type Pair } from './members.ts';
import { diaryPdfJobs } from '../modules/diary-pdf/diary-pdf-jobs.ts';

export function diaryPdfKit(context: () => TestContext) {
  const request: TestContext['request'] = (...args) => context().request(...args);
  return {
    state: (tokens: Pair, itemId: number | string) => request('GET', `/api/members/order-items/${itemId}/diary-pdf`, { tokens }),
    create: (tokens: Pair, itemId: number | string, body: unknown) => request('POST', `/api/members/order-items/${itemId}/diary-pdf`, { tokens, body }),
    count: (tokens: Pair, query: string) => request('GET', `/api/members/diary-pdf/entry-count?${query}`, { tokens }),
    /** The file, read as bytes (not through `request`, which reads text). */
    async download(tokens: Pair, itemId: number | string) {
      const res = await context().app.request(`/api/members/order-items/${itemId}/diary-pdf/file`, {
        headers: { authorization: `Bearer ${tokens.accessToken}`, 'x-refresh-token': tokens.refreshToken },
      });
      const bytes = new Uint8Array(await res.arrayBuffer());
      const json: unknown = res.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(new TextDecoder().decode(bytes)) : null;
      return { status: res.status, headers: res.headers, bytes, json };
    },
    /** GET the state: expects 200. */
    async read(tokens: Pair, itemId: number): Promise<DiaryPdfState> {
      const res = await request('GET', `/api/members/order-items/${itemId}/diary-pdf`, { tokens });
      expect(res.status).toBe(200);
      return dataOf(res, diaryPdfApi.diaryPdf.response);
    },
    /** Waits for the queued builds of the test app to finish. */
    built: () => diaryPdfJobs(context().deps).idle(),
  };
}

export const errorOf = (status: number, message: string) => ({ status, json: { code: String(status), message } });
