import { beforeAll, describe, expect, it } from 'vitest';
import { PDF_REQUESTS_PER_MEMBER } from '../../../src/contract/limits.ts';
import { reportsApi } from '../../../src/contract/reports-api.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';

/** Decision 0078: the report PDF's downloads, made in the worker pool, a few at once per member. */
const clock = testClock(new Date('2026-12-03T03:00:00Z'));
const k = memberKit(() => t);
let parent: Pair;
let reportId: number;

const t = testApp({ clock, demo: true, demoFiles: true });
beforeAll(async () => {
  parent = await k.signIn('parent');
  const list = dataOf(await t.request('GET', '/api/members/reports', { tokens: parent }), reportsApi.monthlyReports.response).reports;
  reportId = list[0]?.id ?? 0;
});

const download = () => t.app.request(`/api/members/reports/${reportId}/pdf`, { headers: k.auth(parent) });

describe('report PDF downloads at once', () => {
  it(`answers ${PDF_REQUESTS_PER_MEMBER} downloads of one member at once and refuses the next with 429 and Retry-After`, async () => {
    const answers = await Promise.all(Array.from({ length: PDF_REQUESTS_PER_MEMBER + 1 }, download));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array<number>(PDF_REQUESTS_PER_MEMBER).fill(200), 429]);
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.headers.get('retry-after')).toBe('3');
    expect(await refused?.json()).toEqual({ code: '429', message: 'TooManyPdfRequestsException' });
    // One version, made once: every answer is the same PDF, and the next download is served again.
    const bodies = await Promise.all(answers.filter((a) => a.status === 200).map(async (a) => Buffer.from(await a.arrayBuffer()).toString('base64')));
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]?.startsWith(Buffer.from('%PDF-').toString('base64').slice(0, 6))).toBe(true);
    expect((await download()).status).toBe(200);
  });
});
