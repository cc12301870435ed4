import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { Diary, DIARY_IMAGE_LIMIT_BYTES, DIARY_IMAGE_MAX } from '../../../src/contract/diary.ts';
import { diaryApi } from '../../../src/contract/diary-api.ts';
import { diaryImages } from '../../db/schema/diaries.ts';
import { createMemoryStorage } from '../../integrations/storage.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { bornChild } from '../../test/child-test-kit.ts';
import { DIARY_IMAGE_MAX_SIDE } from './diaries.routes.ts';
import { diaryKit, entry } from '../../test/diary-test-kit.ts';

const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const storage = createMemoryStorage();
const k = memberKit(() => t);
const d = diaryKit(() => t);
let mom: Pair;
let other: Pair;
let childId: number;

const t = testApp({ clock, storage, demo: true });
beforeAll(async () => {
  mom = await k.join('photodiary', '사진일기');
  other = await k.join('otherphoto', '옆집사진');
  childId = await k.addChild(mom, bornChild('사진이', '2026-03-01T03:00:00Z'));
});

async function picture(format: 'png' | 'jpeg', width = 2400, height = 1200): Promise<Uint8Array> {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 120, g: 180, b: 90 } } });
  return new Uint8Array(await (format === 'png' ? base.png() : base.jpeg()).toBuffer());
}

const Answer = v.object({ code: v.string(), message: v.string(), data: v.optional(Diary) });

async function upload(id: number, bytes: Uint8Array, contentType: string, extra: Record<string, string> = {}, tokens = mom) {
  const res = await t.app.request(`/api/members/diaries/${id}/images`, {
    method: 'POST',
    headers: { ...k.auth(tokens), 'content-type': contentType, ...extra },
    body: new Blob([bytes.slice()]),
  });
  const text = await res.text();
  return { status: res.status, text, json: v.parse(Answer, JSON.parse(text)) };
}

let day = 1;
/** A fresh entry of today's Korea day for another date each time. */
async function newDiary(): Promise<number> {
  day += 1;
  return (await d.write(mom, entry(childId, `2026-11-${String(day).padStart(2, '0')}`))).id;
}

describe('diary photos (decision 0017; SPEC §5 image types)', () => {
  it('stores a photo re-encoded (WEBP, longest side 1600) and serves it through the signed URL with nosniff', async () => {
    const id = await newDiary();
    const res = await upload(id, await picture('jpeg'), 'image/jpeg');
    expect(res.status).toBe(200);
    const image = res.json.data?.images[0];
    expect(image).toMatchObject({ width: DIARY_IMAGE_MAX_SIDE, height: 800 });
    expect(image?.url).toMatch(new RegExp(`^/api/files/diary-images/${image?.id}\\?exp=\\d+&sig=[A-Za-z0-9_-]{43}$`));
    const file = await t.app.request(image?.url ?? '');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toBe(`inline; filename="diary-photo-${image?.id}.webp"`);
    const meta = await sharp(new Uint8Array(await file.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', DIARY_IMAGE_MAX_SIDE]);
    // The list shows the first photo as the thumbnail.
    const listed = dataOf(await d.list(mom, `childId=${childId}`), diaryApi.diaries.response).diaries.find((x) => x.id === id);
    expect(listed).toMatchObject({ imageCount: 1, thumbnailUrl: image?.url });
    // A tampered or missing signature is 403.
    expect((await t.app.request((image?.url ?? '').replace(/sig=(.)/, (_m, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`))).status).toBe(403);
    expect((await t.app.request(`/api/files/diary-images/${image?.id}`)).status).toBe(403);
  });

  it('decides by content: a PNG named .gif is accepted, a text named .jpg is 415 IllegalDiaryContentImageTypeException', async () => {
    const id = await newDiary();
    expect((await upload(id, await picture('png', 300, 200), 'image/gif')).status).toBe(200);
    const text = new TextEncoder().encode('not a picture at all\n');
    expect((await upload(id, text, 'image/jpeg')).json).toEqual({ code: '415', message: 'IllegalDiaryContentImageTypeException' });
    expect((await upload(id, await picture('png', 10, 10), 'text/plain')).json).toEqual({ code: '415', message: 'UnsupportedMediaType' });
  });

  it(`refuses a file over ${DIARY_IMAGE_LIMIT_BYTES} bytes with 413 DiaryImageTooLargeException`, async () => {
    const id = await newDiary();
    const big = new Uint8Array(DIARY_IMAGE_LIMIT_BYTES + 1);
    big.set(await picture('png', 10, 10));
    expect((await upload(id, big, 'image/png')).json).toEqual({ code: '413', message: 'DiaryImageTooLargeException' });
  });

  it(`refuses photo ${DIARY_IMAGE_MAX + 1} with 422 TooManyDiaryContentImageException, also when sent at once`, async () => {
    const id = await newDiary();
    const small = await picture('png', 40, 30);
    const results = await Promise.all(Array.from({ length: DIARY_IMAGE_MAX + 2 }, () => upload(id, small, 'image/png')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(DIARY_IMAGE_MAX);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.json).toEqual({ code: '422', message: 'TooManyDiaryContentImageException' });
    expect(await t.db.select().from(diaryImages).where(eq(diaryImages.diaryId, id))).toHaveLength(DIARY_IMAGE_MAX);
    // The refused files were removed from the storage again.
    const stored = (await t.db.select().from(diaryImages)).map((row) => row.storageKey);
    expect(storage.keys().toSorted()).toEqual(stored.toSorted());
  });

  it('a replayed upload with the same Idempotency-Key answers the first response and stores one photo; another file with the key is 409', async () => {
    const id = await newDiary();
    const key = randomUUID();
    const bytes = await picture('png', 50, 50);
    const first = await upload(id, bytes, 'image/png', { 'idempotency-key': key });
    const replay = await upload(id, bytes, 'image/png', { 'idempotency-key': key });
    expect(replay.text).toBe(first.text);
    expect(await t.db.select().from(diaryImages).where(eq(diaryImages.diaryId, id))).toHaveLength(1);
    const stored = (await t.db.select().from(diaryImages)).map((row) => row.storageKey);
    expect(storage.keys().toSorted()).toEqual(stored.toSorted());
    expect((await upload(id, await picture('png', 60, 60), 'image/png', { 'idempotency-key': key })).json).toEqual({
      code: '409',
      message: 'IdempotencyKeyReusedException',
    });
  });

  it('removes a photo and its file; photos change only while the entry is editable; others get 404', async () => {
    const id = await newDiary();
    const added = await upload(id, await picture('png', 50, 50), 'image/png');
    const imageId = added.json.data?.images[0]?.id ?? 0;
    expect((await upload(id, await picture('png', 50, 50), 'image/png', {}, other)).json).toEqual({ code: '404', message: 'NoSuchDiaryException' });
    expect((await t.request('DELETE', `/api/members/diaries/${id}/images/${imageId}`, { tokens: other })).json).toEqual({
      code: '404',
      message: 'NoSuchDiaryException',
    });
    const before = storage.keys().length;
    const removed = await t.request('DELETE', `/api/members/diaries/${id}/images/${imageId}`, { tokens: mom });
    expect(dataOf(removed, diaryApi.deleteDiaryImage.response).images).toEqual([]);
    expect(storage.keys()).toHaveLength(before - 1);
    expect((await t.request('DELETE', `/api/members/diaries/${id}/images/${imageId}`, { tokens: mom })).json).toEqual({ code: '404', message: 'NotFound' });
    await upload(id, await picture('png', 50, 50), 'image/png');
    clock.set(new Date('2026-11-22T15:00:00Z')); // 00:00 KST: the entry is no longer editable
    expect((await upload(id, await picture('png', 50, 50), 'image/png')).json).toEqual({ code: '410', message: 'DiaryEditExpiredException' });
    clock.set(new Date('2026-11-22T03:00:00Z'));
  });

  it('deleting an entry deletes its photos from the storage', async () => {
    const id = await newDiary();
    await upload(id, await picture('png', 50, 50), 'image/png');
    await upload(id, await picture('png', 50, 50), 'image/png');
    const before = storage.keys().length;
    expect((await d.remove(mom, id)).status).toBe(200);
    expect(storage.keys()).toHaveLength(before - 2);
  });
});
