import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { diaryApi } from '../../../src/contract/diary-api.ts';
import { diaries } from '../../db/schema/diaries.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { bornChild, unbornChild } from '../../test/child-test-kit.ts';
import { diaryKit, entry, errorOf, noAreas } from '../../test/diary-test-kit.ts';

// 2026-11-22 12:00 KST.
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const k = memberKit(() => t);
const d = diaryKit(() => t);
let mom: Pair;
let other: Pair;
let older: number; // born 2026-03-01: over 6 months
let baby: number; // born 2026-10-01
let unborn: number;
let othersChild: number;

/** Moves the clock and signs both members in again (tokens expire as the clock moves). */
async function travel(iso: string) {
  clock.set(new Date(iso));
  mom = await k.signIn('diarymom', 'goodpass1');
  other = await k.signIn('othermom', 'goodpass1');
}

const rowsOf = async (childId: number) => (await t.db.select({ n: count() }).from(diaries).where(eq(diaries.childId, childId)))[0]?.n;
const expectStatus = (res: { status: number; json: unknown }, status: number, message: string) =>
  expect({ status: res.status, json: res.json }).toEqual(errorOf(status, message));

const t = testApp({ clock });
beforeAll(async () => {
  mom = await k.join('diarymom', '일기맘');
  other = await k.join('othermom', '옆집맘');
  older = await k.addChild(mom, bornChild('큰별이', '2026-03-01T03:00:00Z'));
  baby = await k.addChild(mom, bornChild('아기별', '2026-10-01T03:00:00Z'));
  unborn = await k.addChild(mom, unbornChild('뱃속이'));
  othersChild = await k.addChild(other, bornChild('옆집아이', '2026-01-01T03:00:00Z'));
});

describe('create (decision 0017)', () => {
  it('writes the entry of a day with its areas; writtenOn is today in Korea time and it is editable', async () => {
    await travel('2026-11-22T03:00:00Z');
    const body = entry(older, '2026-11-20', { areas: { ...noAreas, childMeal: { times: 3, amount: 'NORMAL', note: null } } });
    const res = await d.create(mom, body);
    expect(res.status).toBe(200);
    const diary = dataOf(res, diaryApi.createDiary.response);
    expect(diary).toMatchObject({
      clientId: body.clientId,
      childId: older,
      entryDate: '2026-11-20',
      writtenOn: '2026-11-22',
      editable: true,
      version: 1,
      shared: false,
      images: [],
      commentCount: 0,
      title: '오늘의 기록',
    });
    expect(diary.areas.childMeal).toEqual({ times: 3, amount: 'NORMAL', note: null });
    expect(diary.content).toEqual(body.content);
  });

  it('answers the existing entry for the same clientId again (one row), 409 DiaryAlreadyWrittenException for another one that day', async () => {
    const body = entry(older, '2026-11-19');
    const first = dataOf(await d.create(mom, body), diaryApi.createDiary.response);
    const again = dataOf(await d.create(mom, { ...body, title: '다시 보냄' }), diaryApi.createDiary.response);
    expect(again.id).toBe(first.id);
    expect(again.title).toBe('오늘의 기록');
    expectStatus(await d.create(mom, entry(older, '2026-11-19')), 409, 'DiaryAlreadyWrittenException');
    const rows = await t.db
      .select()
      .from(diaries)
      .where(and(eq(diaries.childId, older), eq(diaries.entryDate, '2026-11-19')));
    expect(rows).toHaveLength(1);
  });

  it('refuses another member\u2019s child (404), an unborn child (409), a future Korea day and a day before birth (422)', async () => {
    expectStatus(await d.create(mom, entry(othersChild, '2026-11-22')), 404, 'NoSuchChildException');
    expectStatus(await d.create(mom, entry(unborn, '2026-11-22')), 409, 'UnbornChildDiaryException');
    expectStatus(await d.create(mom, entry(older, '2026-11-23')), 422, 'FutureDiaryDateException');
    expectStatus(await d.create(mom, entry(baby, '2026-09-30')), 422, 'DiaryBeforeBirthException');
    expectStatus(await d.create(mom, entry(baby, '2026-02-30')), 400, 'BadRequest');
    // 00:00 KST on the 23rd is still the 22nd in UTC: the 23rd is today in Korea.
    await travel('2026-11-22T15:00:00Z');
    const res = await d.create(mom, entry(baby, '2026-11-23'));
    expect(dataOf(res, diaryApi.createDiary.response).writtenOn).toBe('2026-11-23');
    await travel('2026-11-22T03:00:00Z');
  });

  it('refuses the child-meal area for a child of 6 months or less (422 ChildMealTooYoungException)', async () => {
    const meal = { ...noAreas, childMeal: { times: 1, amount: 'LITTLE', note: null } };
    expectStatus(await d.create(mom, entry(baby, '2026-11-22', { areas: meal })), 422, 'ChildMealTooYoungException');
    expect(await rowsOf(baby)).toBe(1);
  });

  it('takes the child-meal area for a child of 6 months 14 days: older than 6 months (SPEC §4, decision 0035)', async () => {
    await travel('2026-11-22T03:00:00Z');
    const halfYear = await k.addChild(mom, bornChild('반돌이', '2026-05-08T03:00:00Z'));
    const meal = { ...noAreas, childMeal: { times: 1, amount: 'LITTLE', note: null } };
    expect((await d.create(mom, entry(halfYear, '2026-11-08', { areas: meal }))).status).toBe(422); // exactly 6 months
    expect((await d.create(mom, entry(halfYear, '2026-11-22', { areas: meal }))).status).toBe(200); // 6 months 14 days
  });

  it('answers malformed JSON, a wrong shape and out-of-range areas with the 400 envelope', async () => {
    const raw = await t.request('POST', '/api/members/diaries', { tokens: mom, rawBody: '{"clientId": ', headers: { 'content-type': 'application/json' } });
    expectStatus(raw, 400, 'BadRequest');
    expectStatus(await d.create(mom, { ...entry(older, '2026-11-18'), clientId: 'not-a-uuid' }), 400, 'BadRequest');
    expectStatus(await d.create(mom, entry(older, '2026-11-18', { areas: { ...noAreas, water: { ml: 99999, note: null } } })), 400, 'BadRequest');
    expectStatus(await d.create(mom, entry(1.5, '2026-11-18')), 400, 'BadRequest');
    expectStatus(await d.create(mom, entry(2 ** 31, '2026-11-18')), 400, 'BadRequest');
    const huge = { root: { type: 'root', children: Array.from({ length: 20_000 }, () => ({ type: 'text', text: '가나다라마바사아자차' })) } };
    // Over DIARY_JSON_LIMIT_BYTES: refused by the body cap before it is parsed (decision 0031).
    expectStatus(await d.create(mom, entry(older, '2026-11-18', { content: huge })), 413, 'RequestBodyTooLargeException');
    expect(
      await t.db
        .select()
        .from(diaries)
        .where(and(eq(diaries.childId, older), eq(diaries.entryDate, '2026-11-18'))),
    ).toEqual([]);
  });
});

describe('read and list', () => {
  it('reads own entries only: another member\u2019s entry is 404 NoSuchDiaryException', async () => {
    const mine = await d.write(mom, entry(older, '2026-11-10'));
    expect(dataOf(await d.read(mom, mine.id), diaryApi.diary.response)).toEqual(mine);
    expectStatus(await d.read(other, mine.id), 404, 'NoSuchDiaryException');
    expectStatus(await d.read(mom, 999999), 404, 'NoSuchDiaryException');
    expectStatus(await t.request('GET', '/api/members/diaries/abc', { tokens: mom }), 400, 'BadRequest');
  });

  it('lists a child\u2019s entries newest first, by Korea-time month and by text (% and _ taken literally)', async () => {
    await d.write(mom, entry(older, '2026-10-31', { title: '할로윈 100% 즐거움', contentText: '호박 옷을 입었어요' }));
    await d.write(mom, entry(older, '2026-10-05', { title: null, contentText: `이유식 ${'아주 '.repeat(40)}잘 먹음` }));
    const all = dataOf(await d.list(mom, `childId=${older}`), diaryApi.diaries.response).diaries;
    expect(all.map((x) => x.entryDate)).toEqual(
      all
        .map((x) => x.entryDate)
        .toSorted()
        .toReversed(),
    );
    const october = dataOf(await d.list(mom, `childId=${older}&month=2026-10`), diaryApi.diaries.response).diaries;
    expect(october.map((x) => x.entryDate)).toEqual(['2026-10-31', '2026-10-05']);
    expect(october[1]?.excerpt.endsWith('…')).toBe(true);
    expect(october[0]).toMatchObject({
      title: '할로윈 100% 즐거움',
      excerpt: '호박 옷을 입었어요',
      areas: ['water', 'mood'],
      imageCount: 0,
      thumbnailUrl: null,
      editable: true,
      shared: false,
    });
    const percent = dataOf(await d.list(mom, `childId=${older}&q=${encodeURIComponent('100%')}`), diaryApi.diaries.response).diaries;
    expect(percent.map((x) => x.entryDate)).toEqual(['2026-10-31']);
    expect(dataOf(await d.list(mom, `childId=${older}&q=${encodeURIComponent('%')}`), diaryApi.diaries.response).diaries).toHaveLength(1);
    expect(dataOf(await d.list(mom, `childId=${older}&q=_`), diaryApi.diaries.response).diaries).toHaveLength(0);
    expect(dataOf(await d.list(mom, `childId=${older}&q=${encodeURIComponent('이유식')}`), diaryApi.diaries.response).diaries).toHaveLength(1);
    expect(dataOf(await d.list(mom, `childId=${older}&month=2026-12`), diaryApi.diaries.response).diaries).toEqual([]);
    expectStatus(await d.list(mom, `childId=${othersChild}`), 404, 'NoSuchChildException');
    expectStatus(await d.list(mom, `childId=${older}&month=2026-13`), 400, 'BadRequest');
  });
});

describe('edit: the same Korea-time day only (SPEC §4), on the stored version', () => {
  it('edits at 23:59:59.999 KST of the day it was written and answers 410 DiaryEditExpiredException from 00:00 KST', async () => {
    await travel('2026-11-23T14:59:00Z'); // 23:59 KST on the 23rd
    const written = await d.write(mom, entry(older, '2026-11-23'));
    expect(written.writtenOn).toBe('2026-11-23');
    const edited = dataOf(await d.edit(mom, written.id, { version: 1, title: '밤에 고침' }), diaryApi.editDiary.response);
    expect(edited).toMatchObject({ title: '밤에 고침', version: 2, editable: true });
    await travel('2026-11-23T14:59:59.999Z');
    expect((await d.edit(mom, written.id, { version: 2, contentText: '마지막 순간' })).status).toBe(200);
    await travel('2026-11-23T15:00:00Z'); // 00:00 KST on the 24th
    expectStatus(await d.edit(mom, written.id, { version: 3, title: '너무 늦음' }), 410, 'DiaryEditExpiredException');
    const read = dataOf(await d.read(mom, written.id), diaryApi.diary.response);
    expect(read).toMatchObject({ editable: false, version: 3, contentText: '마지막 순간', title: '밤에 고침' });
    const listed = dataOf(await d.list(mom, `childId=${older}&month=2026-11`), diaryApi.diaries.response).diaries.find((x) => x.id === written.id);
    expect(listed?.editable).toBe(false);
    await travel('2026-11-22T03:00:00Z');
  });

  it('two devices: the edit on an old version is 409 DiaryEditConflictException, and of two concurrent edits exactly one wins', async () => {
    const written = await d.write(mom, entry(baby, '2026-11-21'));
    expect((await d.edit(mom, written.id, { version: 1, title: '폰에서' })).status).toBe(200);
    expectStatus(await d.edit(mom, written.id, { version: 1, title: '태블릿에서' }), 409, 'DiaryEditConflictException');
    const results = await Promise.all([d.edit(mom, written.id, { version: 2, title: 'A' }), d.edit(mom, written.id, { version: 2, title: 'B' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const read = dataOf(await d.read(mom, written.id), diaryApi.diary.response);
    expect(read.version).toBe(3);
    expect(['A', 'B']).toContain(read.title);
  });

  it('refuses another member\u2019s entry (404) and the child-meal area for a young child (422)', async () => {
    const written = await d.write(mom, entry(baby, '2026-11-20'));
    expectStatus(await d.edit(other, written.id, { version: 1, title: '남의 일기' }), 404, 'NoSuchDiaryException');
    expectStatus(
      await d.edit(mom, written.id, { version: 1, areas: { ...noAreas, childMeal: { times: 2, amount: 'MUCH', note: null } } }),
      422,
      'ChildMealTooYoungException',
    );
    expect(dataOf(await d.read(mom, written.id), diaryApi.diary.response).version).toBe(1);
  });
});

describe('share and delete', () => {
  it('shares and unshares on any day; another member cannot', async () => {
    const written = await d.write(mom, entry(older, '2026-11-01'));
    await travel('2026-12-05T03:00:00Z');
    const shared = dataOf(await d.share(mom, written.id, true), diaryApi.shareDiary.response);
    expect(shared).toMatchObject({ shared: true, editable: false });
    const [row] = await t.db.select().from(diaries).where(eq(diaries.id, written.id));
    expect(row?.sharedAt?.toISOString()).toBe('2026-12-05T03:00:00.000Z');
    expect(dataOf(await d.share(mom, written.id, false), diaryApi.shareDiary.response).shared).toBe(false);
    expect((await t.db.select().from(diaries).where(eq(diaries.id, written.id)))[0]?.sharedAt).toBeNull();
    expectStatus(await d.share(other, written.id, true), 404, 'NoSuchDiaryException');
    await travel('2026-11-22T03:00:00Z');
  });

  it('deletes own entries on any day (decision 0017); another member\u2019s is 404', async () => {
    const written = await d.write(mom, entry(older, '2026-11-02'));
    await travel('2026-12-05T03:00:00Z');
    expectStatus(await d.remove(other, written.id), 404, 'NoSuchDiaryException');
    const res = await d.remove(mom, written.id);
    expect(res.json).toEqual({ code: '200', message: 'OK', data: null });
    expectStatus(await d.read(mom, written.id), 404, 'NoSuchDiaryException');
    expectStatus(await d.remove(mom, written.id), 404, 'NoSuchDiaryException');
    await travel('2026-11-22T03:00:00Z');
  });
});

describe('Idempotency-Key (ARCHITECTURE §5)', () => {
  it('a replayed create answers the first response and makes one row; the key with another body is 409', async () => {
    const key = randomUUID();
    const body = entry(older, '2026-11-03');
    const first = await d.create(mom, body, key);
    expect(first.status).toBe(200);
    clock.advance(60_000);
    const replay = await d.create(mom, body, key);
    expect(replay.status).toBe(200);
    expect(replay.text).toBe(first.text);
    expect((await t.db.select().from(diaries).where(eq(diaries.clientId, body.clientId))).length).toBe(1);
    expectStatus(await d.create(mom, { ...body, title: '다른 내용' }, key), 409, 'IdempotencyKeyReusedException');
    // Keys belong to a member: another member's same key is a new request.
    expect((await d.create(other, entry(othersChild, '2026-11-03'), key)).status).toBe(200);
    expectStatus(await d.create(mom, entry(older, '2026-11-04'), 'bad key!'), 400, 'BadRequest');
  });

  it('a replayed edit answers the first response without editing again (version bumped once)', async () => {
    const written = await d.write(mom, entry(older, '2026-11-05'));
    const key = randomUUID();
    const first = await d.edit(mom, written.id, { version: 1, title: '한 번만' }, key);
    const replay = await d.edit(mom, written.id, { version: 1, title: '한 번만' }, key);
    expect(replay.status).toBe(200);
    expect(replay.text).toBe(first.text);
    expect(dataOf(await d.read(mom, written.id), diaryApi.diary.response).version).toBe(2);
    // A replay after the day ended still answers the first (successful) response.
    await travel('2026-11-25T03:00:00Z');
    expect((await d.edit(mom, written.id, { version: 1, title: '한 번만' }, key)).text).toBe(first.text);
    await travel('2026-11-22T03:00:00Z');
  });

  it('a replayed share answers the first response; a refused write is not stored, so a retry is checked again', async () => {
    const written = await d.write(mom, entry(older, '2026-11-06'));
    const key = randomUUID();
    const first = await d.share(mom, written.id, true, key);
    expect((await d.share(mom, written.id, true, key)).text).toBe(first.text);
    const refusedKey = randomUUID();
    expectStatus(await d.edit(mom, written.id, { version: 7, title: 'x' }, refusedKey), 409, 'DiaryEditConflictException');
    // The refused request left no answer under its key: the corrected write goes through with it.
    expect((await d.edit(mom, written.id, { version: 1, title: 'x' }, refusedKey)).status).toBe(200);
  });

  it('two concurrent requests with one key: one does the work, both get the same answer', async () => {
    const key = randomUUID();
    const body = entry(older, '2026-11-07');
    const [a, b] = await Promise.all([d.create(mom, body, key), d.create(mom, body, key)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.text).toBe(b.text);
    const thatDay = and(eq(diaries.childId, older), eq(diaries.entryDate, '2026-11-07'));
    expect((await t.db.select().from(diaries).where(thatDay)).length).toBe(1);
  });

  it('forgets keys after 7 days', async () => {
    const key = randomUUID();
    const body = entry(older, '2026-11-08');
    expect((await d.create(mom, body, key)).status).toBe(200);
    await travel('2026-12-01T03:00:00Z');
    // The key is free again; the clientId still makes the create answer the same entry.
    const later = await d.create(mom, { ...body, title: 'different body' }, key);
    expect(later.status).toBe(200);
    await travel('2026-11-22T03:00:00Z');
  });
});
