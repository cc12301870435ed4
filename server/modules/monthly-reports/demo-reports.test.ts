import { beforeAll, describe, expect, it } from 'vitest';
import { reportsApi } from '../../../src/contract/reports-api.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit } from '../../test/members.ts';

/** Decision 0067: a new user of the demo sees two past months of 도담이's reports, made by the job's own steps. */
const clock = testClock(new Date('2026-12-03T03:00:00Z'));
const k = memberKit(() => t);

const t = testApp({ clock, demo: true, demoFiles: true });
beforeAll(async () => {});

describe('the demo reports', () => {
  it("holds October's and November's reports for 도담이, the newer compared with the older", async () => {
    const parent = await k.signIn('parent');
    const list = dataOf(await t.request('GET', '/api/members/reports', { tokens: parent }), reportsApi.monthlyReports.response).reports;
    const dodam = list.filter((r) => r.childNickname === '도담이');
    expect(dodam.map((r) => r.month)).toEqual(['2026-11', '2026-10']);
    expect(dodam.every((r) => r.daysWritten >= 15)).toBe(true);
    const november = dataOf(await t.request('GET', `/api/members/reports/${dodam[0]?.id}`, { tokens: parent }), reportsApi.monthlyReport.response);
    expect(november.content.previous?.daysWritten).toBe(dodam[1]?.daysWritten);
    expect(november.content.areas.water?.days).toBeGreaterThan(10);
  });
});
