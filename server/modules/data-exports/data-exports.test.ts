import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_TTL_MS, dataExportsApi } from '../../../src/contract/data-exports-api.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { dataExports } from '../../db/schema/data-exports.ts';
import { diaries } from '../../db/schema/diaries.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { errorOf } from '../../test/diary-test-kit.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { picture } from '../../test/stored-files-kit.ts';
import { dataExportJobs } from './data-export-jobs.ts';
import { sweepFiles } from './data-exports.service.ts';

// Decision 0099: a member's data to take away (PIPA art. 35).
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const t = testApp({ clock, demo: true });
const kit = memberKit(() => t);

const request = (tokens: Pair) => t.request('POST', '/api/users/data-exports', { tokens });
const list = async (tokens: Pair) => dataOf(await t.request('GET', '/api/users/data-exports', { tokens }), dataExportsApi.dataExports.response).exports;
const download = (tokens: Pair, id: number | string) =>
  t.app.request(`/api/users/data-exports/${id}/file`, { headers: { authorization: `Bearer ${tokens.accessToken}`, 'x-refresh-token': tokens.refreshToken } });

let parent: Pair, stranger: Pair, parentId: number;
beforeAll(async () => {
  parent = await kit.signIn('parent');
  stranger = await kit.join('exportnext', '이웃');
  parentId = (await kit.me(parent)).id;
  // A photo on one of the demo parent's entries (the test storage starts without the demo's pictures).
  const [entry] = await t.db
    .select({ id: diaries.id })
    .from(diaries)
    .where(and(eq(diaries.memberId, parentId), eq(diaries.entryDate, '2026-11-22')));
  const res = await t.app.request(`/api/members/diaries/${entry?.id ?? 0}/images`, {
    method: 'POST',
    headers: { ...kit.auth(parent), 'content-type': 'image/png' },
    body: new Blob([(await picture(40)).slice()]),
  });
  expect(res.status).toBe(200);
});

describe('a copy of everything of the member’s (decision 0099)', () => {
  it('is made in the background as a ZIP of JSON and the diary’s photos, without secrets, and audited', async () => {
    const asked = dataOf(await request(parent), dataExportsApi.requestDataExport.response);
    expect(asked.status).toBe('BUILDING');
    await dataExportJobs(t.deps).idle();
    const [ready] = await list(parent);
    expect(ready).toMatchObject({ id: asked.id, status: 'READY', sizeBytes: expect.any(Number) });
    expect(Date.parse(ready?.expiresAt ?? '') - clock.now().getTime()).toBe(DATA_EXPORT_TTL_MS);

    const res = await download(parent, asked.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(files);
    for (const name of ['README.txt', 'account.json', 'children.json', 'diaries.json', 'pregnancy.json', 'orders.json', 'inquiries.json', 'addresses.json'])
      expect(names).toContain(name);
    const text = (name: string) => new TextDecoder().decode(files[name]);
    const account: unknown = JSON.parse(text('account.json'));
    expect(account).toMatchObject({ loginId: 'parent' });
    expect(text('account.json')).not.toMatch(/passwordHash|password_hash/);
    const children: { nickname: string; careLogs: unknown[]; measurements: unknown[] }[] = JSON.parse(text('children.json'));
    const dodam = children.find((child) => child.nickname === '도담이');
    expect(dodam?.careLogs.length).toBeGreaterThan(0);
    expect(dodam?.measurements.length).toBeGreaterThan(0);
    const diaries: { photos: (string | null)[] }[] = JSON.parse(text('diaries.json'));
    const photos = diaries.flatMap((entry) => entry.photos);
    expect(photos.length).toBeGreaterThan(0);
    for (const photo of photos) expect(photo && files[photo]?.byteLength).toBeGreaterThan(0);

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.adminId, parentId));
    expect(audits.map((row) => row.action).sort()).toEqual(['member.data_export', 'member.data_export_download']);
  });

  it('is the member’s own: another member gets 404, and a malformed id 400', async () => {
    const [mine] = await list(parent);
    expect(mine).toBeDefined();
    const res = await download(stranger, mine?.id ?? 0);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: '404', message: 'NoSuchDataExportException' });
    expect((await download(parent, '99999999999')).status).toBe(400);
  });

  it('takes one at a time and three a day', async () => {
    const member = await kit.join('exportmany', '많이');
    expect((await request(member)).status).toBe(200);
    expect(await request(member)).toMatchObject(errorOf(409, 'DataExportBusyException'));
    await dataExportJobs(t.deps).idle();
    expect((await request(member)).status).toBe(200);
    await dataExportJobs(t.deps).idle();
    expect((await request(member)).status).toBe(200);
    await dataExportJobs(t.deps).idle();
    expect(await request(member)).toMatchObject(errorOf(422, 'TooManyDataExportsException'));
    clock.advance(24 * 60 * 60 * 1000 + 1);
    expect((await request(member)).status).toBe(200);
    await dataExportJobs(t.deps).idle();
  });

  it('answers 409 while it is made, and 410 once its seven days are over, when its file is deleted', async () => {
    const member = await kit.join('exportold', '오래');
    const asked = dataOf(await request(member), dataExportsApi.requestDataExport.response);
    const early = await download(member, asked.id);
    expect([200, 409]).toContain(early.status);
    await early.arrayBuffer();
    await dataExportJobs(t.deps).idle();
    clock.advance(DATA_EXPORT_TTL_MS + 1);
    const late = await download(member, asked.id);
    expect(late.status).toBe(410);
    expect(await late.json()).toEqual({ code: '410', message: 'DataExportExpiredException' });
    expect(await sweepFiles(t.deps)).toBeGreaterThan(0);
    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.id, asked.id));
    expect(row?.storageKey).toBeNull();
    expect((await list(member)).map((e) => e.status)).toEqual(['EXPIRED']);
  });

  it('goes with a deleted account, file and row', async () => {
    const member = await kit.join('exportgone', '떠남');
    const asked = dataOf(await request(member), dataExportsApi.requestDataExport.response);
    await dataExportJobs(t.deps).idle();
    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.id, asked.id));
    const key = row?.storageKey ?? '';
    expect(await t.deps.storage.get(key)).not.toBeNull();
    expect((await t.request('DELETE', '/api/users/me', { tokens: member })).status).toBe(200);
    expect(await t.db.select().from(dataExports).where(eq(dataExports.id, asked.id))).toEqual([]);
    expect(await t.deps.storage.get(key)).toBeNull();
  });
});
