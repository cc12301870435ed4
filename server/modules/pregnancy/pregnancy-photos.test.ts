import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { guardiansApi } from '../../../src/contract/guardians-api.ts';
import { PREGNANCY_PHOTO_LIMIT_BYTES, PREGNANCY_PHOTO_MAX, pregnancyApi } from '../../../src/contract/pregnancy-api.ts';
import { children } from '../../db/schema/children.ts';
import { createMemoryStorage } from '../../integrations/storage.ts';
import { errorOf } from '../../test/diary-test-kit.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { picture } from '../../test/stored-files-kit.ts';

// Decision 0101: ultrasound photos on the pregnancy diary's entries, stored and served as the
// diary's photos are (re-encoded WEBP behind a signed URL), the family's only, removed with their entry.
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const storage = createMemoryStorage();
const t = testApp({ clock, storage });
const kit = memberKit(() => t);
const Entry = pregnancyApi.addPregnancyPhoto.response;

const unborn = { nickname: '콩콩이', sex: null, born: false, birthDueDate: '2027-03-01', height: null, weight: null };
const entryPath = (childId: number, clientId: string) => `/api/members/children/${childId}/pregnancy-entries/${clientId}`;
const write = async (tokens: Pair, childId: number) => {
  const clientId = randomUUID();
  const res = await t.request('PUT', entryPath(childId, clientId), { tokens, body: { week: 25, content: '초음파를 봤어요' } });
  expect(res.status).toBe(200);
  return clientId;
};
const send = (tokens: Pair, childId: number, clientId: string, bytes: Uint8Array, type = 'image/png') =>
  t.app.request(`${entryPath(childId, clientId)}/photos`, {
    method: 'POST',
    headers: { ...kit.auth(tokens), 'content-type': type },
    body: new Blob([bytes.slice()]),
  });
const answer = async (res: Response) => ({ status: res.status, json: JSON.parse(await res.text()) as unknown });
const entryOf = async (res: Response) => dataOf({ json: (await answer(res)).json }, Entry);

let mom: Pair, dad: Pair, stranger: Pair, child: number;
beforeAll(async () => {
  mom = await kit.join('ultramom', '초음파맘');
  dad = await kit.join('ultradad', '초음파빠');
  stranger = await kit.join('ultranext', '이웃');
  child = await kit.addChild(mom, unborn);
  const { code } = dataOf(await t.request('POST', `/api/members/children/${child}/guardian-invites`, { tokens: mom }), guardiansApi.inviteGuardian.response);
  expect((await t.request('POST', '/api/members/guardian-invites/accept', { tokens: dad, body: { code } })).status).toBe(200);
});

describe('ultrasound photos (decision 0101)', () => {
  it('stores a photo re-encoded, serves it through its signed URL, and removes it with its file', async () => {
    const clientId = await write(mom, child);
    const res = await send(dad, child, clientId, await picture(10));
    expect(res.status).toBe(200);
    const entry = await entryOf(res);
    const [photo] = entry.photos;
    expect(photo).toMatchObject({ width: 48, height: 32 });
    const served = await t.app.request(photo?.url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    // Without its signature the same path is the same 403 as a wrong one.
    expect((await t.app.request(photo?.url.split('?')[0] ?? '')).status).toBe(403);
    const before = storage.keys().length;
    const removed = await t.request('DELETE', `${entryPath(child, clientId)}/photos/${photo?.id ?? 0}`, { tokens: mom });
    expect(dataOf(removed, Entry).photos).toEqual([]);
    expect(storage.keys()).toHaveLength(before - 1);
    expect(await t.request('DELETE', `${entryPath(child, clientId)}/photos/${photo?.id ?? 0}`, { tokens: mom })).toMatchObject(errorOf(404, 'NotFound'));
  });

  it(`takes at most ${PREGNANCY_PHOTO_MAX} on an entry, and only pictures within the size`, async () => {
    const clientId = await write(mom, child);
    for (let i = 0; i < PREGNANCY_PHOTO_MAX; i++) expect((await send(mom, child, clientId, await picture(20 + i))).status).toBe(200);
    expect(await answer(await send(mom, child, clientId, await picture(40)))).toMatchObject(errorOf(422, 'TooManyPregnancyPhotosException'));
    const other = await write(mom, child);
    expect((await answer(await send(mom, child, other, new TextEncoder().encode('not a picture')))).json).toMatchObject({ code: '415' });
    const huge = new Uint8Array(PREGNANCY_PHOTO_LIMIT_BYTES + 1);
    expect((await answer(await send(mom, child, other, huge))).json).toMatchObject({ code: '413' });
    expect((await t.request('GET', `/api/members/children/${child}/pregnancy-entries`, { tokens: mom })).json).toMatchObject({ code: '200' });
  });

  it('is the family’s only, and deleting the entry deletes its photos’ files', async () => {
    const clientId = await write(mom, child);
    const png = await picture(60);
    expect(await answer(await send(stranger, child, clientId, png))).toMatchObject(errorOf(404, 'NoSuchChildException'));
    expect(await answer(await send(mom, child, randomUUID(), png))).toMatchObject(errorOf(404, 'NotFound'));
    expect((await send(mom, child, clientId, png)).status).toBe(200);
    const before = storage.keys().length;
    expect((await t.request('DELETE', entryPath(child, clientId), { tokens: dad })).status).toBe(200);
    expect(storage.keys()).toHaveLength(before - 1);
  });

  it('takes no new photo once the child is born; the kept ones stay readable', async () => {
    const clientId = await write(mom, child);
    const jpeg = new Uint8Array(
      await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#888' } })
        .jpeg()
        .toBuffer(),
    );
    const stored = await entryOf(await send(mom, child, clientId, jpeg, 'image/jpeg'));
    expect(stored.photos[0]).toMatchObject({ width: 1600, height: 1200 });
    await t.db
      .update(children)
      .set({ born: true, sex: 'FEMALE', birthDateTime: new Date('2026-11-21T03:00:00Z') })
      .where(eq(children.id, child));
    expect(await answer(await send(mom, child, clientId, await picture(70)))).toMatchObject(errorOf(409, 'PregnancyDiaryClosedException'));
    expect(await t.request('DELETE', `${entryPath(child, clientId)}/photos/${stored.photos[0]?.id ?? 0}`, { tokens: mom })).toMatchObject(
      errorOf(409, 'PregnancyDiaryClosedException'),
    );
    const kept = dataOf(await t.request('GET', `/api/members/children/${child}/pregnancy-entries`, { tokens: mom }), pregnancyApi.pregnancyDiary.response);
    const url = kept.entries.find((entry) => entry.clientId === clientId)?.photos[0]?.url ?? '';
    expect((await t.app.request(url)).status).toBe(200);
  });
});
