import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ChildMessageListData, type ChildMessage } from '../../../src/contract/child-words-api.ts';
import { UNBORN_AGE } from '../../../src/contract/child-words/ages.ts';
import { promptsForAge } from '../../../src/contract/child-words/prompts.ts';
import { childMessages } from '../../db/schema/children.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';

// 2026-11-22 12:00 in Korea.
const NOON = new Date('2026-11-22T03:00:00Z');
const clock = testClock(NOON);

const { signIn, join, children, addChild } = memberKit(() => t);
const BAD = { code: '400', message: 'BadRequest' };
const NO_CHILD = { status: 404, json: { code: '404', message: 'NoSuchChildException' } };
const NO_MESSAGE = { status: 404, json: { code: '404', message: 'NoSuchChildMessageException' } };

const addBorn = (tokens: Pair, nickname: string, birthDateTime: string) =>
  addChild(tokens, { nickname, sex: 'MALE', born: true, birthDateTime, height: null, weight: null });
async function messages(tokens: Pair, childId: number | string) {
  return t.request('GET', `/api/members/children/${childId}/messages`, { tokens });
}
async function list(tokens: Pair, childId: number): Promise<ChildMessage[]> {
  const res = await messages(tokens, childId);
  expect(res.status).toBe(200);
  return dataOf(res, ChildMessageListData).messages;
}
async function answer(tokens: Pair, childId: number | string, messageId: number | string, body: unknown) {
  return t.request('PATCH', `/api/members/children/${childId}/messages/${messageId}`, { tokens, body });
}
const keys = (rows: readonly { promptKey?: string; key?: string }[]) => rows.map((row) => row.promptKey ?? row.key).sort();

const t = testApp({ clock, demo: true });
beforeAll(async () => {});

describe('GET /api/members/children/:id/messages (decision 0014 child words)', () => {
  it('lists the prompts for 도담이\u2019s age (13 months) with the seeded answers, in prompt order', async () => {
    const parent = await signIn('parent');
    const [dodam] = await children(parent);
    const rows = await list(parent, dodam?.id ?? 0);
    expect(keys(rows)).toEqual(keys(promptsForAge(13)));
    const smile = rows.find((row) => row.promptKey === 'm1-first-smile');
    expect(smile).toMatchObject({ prompt: { ko: '아이가 처음 웃던 날을 기억하나요?' }, fromMonths: 1, toMonths: null, answeredAt: expect.any(String) });
    expect(smile?.answer).toContain('웃었어요');
    expect(Object.keys(smile ?? {}).sort()).toEqual(['answer', 'answeredAt', 'fromMonths', 'id', 'prompt', 'promptKey', 'toMonths']);
    const open = rows.find((row) => row.promptKey === 'm13-happy-moment');
    expect(open).toMatchObject({ answer: null, answeredAt: null, fromMonths: 13, toMonths: 24 });
  });

  it('gives an unborn child the pregnancy prompts only', async () => {
    const parent = await signIn('parent');
    const unborn = (await children(parent)).find((child) => !child.born);
    const rows = await list(parent, unborn?.id ?? 0);
    expect(keys(rows)).toEqual(keys(promptsForAge(UNBORN_AGE)));
    expect(rows.every((row) => row.fromMonths === UNBORN_AGE)).toBe(true);
  });

  it('creates the rows once: repeated and parallel reads answer the same ids (race-safe lazy creation)', async () => {
    const tokens = await join('lazymom', '게으른맘');
    const id = await addBorn(tokens, '느긋이', '2026-10-01T00:00:00Z');
    const results = await Promise.all([list(tokens, id), list(tokens, id), list(tokens, id)]);
    const again = await list(tokens, id);
    for (const rows of [...results, again]) expect(rows.map((row) => row.id)).toEqual(results[0]?.map((row) => row.id));
    const [stored] = await t.db.select({ n: count() }).from(childMessages).where(eq(childMessages.childId, id));
    expect(stored?.n).toBe(results[0]?.length);
  });

  it('adds the next stage\u2019s prompts at the Korea-time month boundary and keeps the earlier ones', async () => {
    const tokens = await join('stagemom', '단계맘');
    // Born 2026-07-23 00:00 in Korea (07-22 in UTC): 3 months on 11-22, 4 months from 11-23 00:00 KST.
    const id = await addBorn(tokens, '자람이', '2026-07-22T15:00:00Z');
    const atThree = await list(tokens, id);
    expect(keys(atThree)).toEqual(keys(promptsForAge(3)));
    const firstNight = atThree.find((row) => row.promptKey === 'm0-first-night');
    expect(firstNight).toBeDefined();
    const answered = await answer(tokens, id, firstNight?.id ?? 0, { answer: '한숨도 못 잤어요.' });
    expect(answered.status).toBe(200);

    clock.set(new Date('2026-11-22T14:59:59Z'));
    expect(keys(await list(tokens, id))).toEqual(keys(promptsForAge(3)));
    clock.set(new Date('2026-11-22T15:00:00Z'));
    const atFour = await list(tokens, id);
    clock.set(NOON);
    expect(atFour.map((row) => row.promptKey)).toContain('m4-laugh');
    // m0-first-night (0-3 months) no longer fits, but stays with its answer.
    expect(atFour.find((row) => row.promptKey === 'm0-first-night')).toMatchObject({ id: firstNight?.id, answer: '한숨도 못 잤어요.' });
    expect(keys(atFour)).toEqual(keys([...promptsForAge(4), { key: 'm0-first-night' }]));
  });
});

describe('PATCH /api/members/children/:id/messages/:messageId (SPEC §7 body answer)', () => {
  let tokens: Pair;
  let childId: number;
  let open: ChildMessage;
  beforeAll(async () => {
    tokens = await join('answermom', '대답맘');
    childId = await addBorn(tokens, '대답이', '2026-05-01T00:00:00Z');
    const rows = await list(tokens, childId);
    open = rows.find((row) => row.answer === null) ?? (rows[0] as ChildMessage);
  });

  it('answers once (trimmed), then edits keep answeredAt', async () => {
    const first = await answer(tokens, childId, open.id, { answer: '  처음 웃던 날, 온 가족이 웃었어요.  ' });
    expect(first.json).toMatchObject({
      code: '200',
      data: { id: open.id, promptKey: open.promptKey, answer: '처음 웃던 날, 온 가족이 웃었어요.', answeredAt: NOON.toISOString() },
    });
    clock.advance(3600_000);
    const edit = await answer(tokens, childId, open.id, { answer: '고쳐 쓴 답이에요.' });
    clock.set(NOON);
    expect(edit.json).toMatchObject({ code: '200', data: { answer: '고쳐 쓴 답이에요.', answeredAt: NOON.toISOString() } });
    const row = (await list(tokens, childId)).find((message) => message.id === open.id);
    expect(row).toMatchObject({ answer: '고쳐 쓴 답이에요.', answeredAt: NOON.toISOString() });
  });

  it('accepts exactly 1000 characters and refuses empty, blank, too long or malformed bodies with 400', async () => {
    expect((await answer(tokens, childId, open.id, { answer: '가'.repeat(1000) })).status).toBe(200);
    for (const body of [{ answer: '' }, { answer: '   \n ' }, { answer: '가'.repeat(1001) }, {}, { answer: 42 }, { answer: null }, []]) {
      expect((await answer(tokens, childId, open.id, body)).json, JSON.stringify(body).slice(0, 40)).toEqual(BAD);
    }
    const malformed = await t.request('PATCH', `/api/members/children/${childId}/messages/${open.id}`, {
      tokens,
      rawBody: '{"answer":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.json).toEqual(BAD);
    const notJson = await t.request('PATCH', `/api/members/children/${childId}/messages/${open.id}`, {
      tokens,
      rawBody: 'answer=hi',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(notJson).toMatchObject({ status: 415, json: { code: '415', message: 'UnsupportedMediaType' } });
    for (const [child, message] of [
      ['abc', open.id],
      [childId, 'x'],
      [childId, '-1'],
      ['1.5', open.id],
    ] as const) {
      expect((await answer(tokens, child, message, { answer: '안녕' })).json).toEqual(BAD);
    }
    expect((await messages(tokens, 'abc')).json).toEqual(BAD);
  });

  it('answers 404 NoSuchChildMessageException for an unknown message or one of another child', async () => {
    expect(await answer(tokens, childId, 999_999, { answer: '안녕' })).toMatchObject(NO_MESSAGE);
    const sibling = await addBorn(tokens, '동생이', '2026-10-01T00:00:00Z');
    const [siblingMessage] = await list(tokens, sibling);
    expect(await answer(tokens, childId, siblingMessage?.id ?? 0, { answer: '안녕' })).toMatchObject(NO_MESSAGE);
    expect((await list(tokens, sibling)).find((row) => row.id === siblingMessage?.id)?.answer).toBeNull();
  });

  it('answers 404 NoSuchChildException for another member\u2019s child and leaves its answers alone', async () => {
    const parent = await signIn('parent');
    const [dodam] = await children(parent);
    const theirs = (await list(parent, dodam?.id ?? 0)).find((row) => row.promptKey === 'any-message');
    expect(await messages(tokens, dodam?.id ?? 0)).toMatchObject(NO_CHILD);
    expect(await answer(tokens, dodam?.id ?? 0, theirs?.id ?? 0, { answer: '남의 답' })).toMatchObject(NO_CHILD);
    // Own child id with the other member's message id: still not found.
    expect(await answer(tokens, childId, theirs?.id ?? 0, { answer: '남의 답' })).toMatchObject(NO_MESSAGE);
    expect((await list(parent, dodam?.id ?? 0)).find((row) => row.id === theirs?.id)?.answer).toBe(theirs?.answer);
    expect(await messages(tokens, 999_999)).toMatchObject(NO_CHILD);
  });

  it('two parallel edits of one answer both succeed and one of them is kept', async () => {
    const results = await Promise.all([answer(tokens, childId, open.id, { answer: '하나' }), answer(tokens, childId, open.id, { answer: '둘' })]);
    for (const res of results) expect(res.status).toBe(200);
    expect(['하나', '둘']).toContain((await list(tokens, childId)).find((row) => row.id === open.id)?.answer);
  });

  it('refuses experts and admins (403) and callers without tokens (401)', async () => {
    for (const role of ['expert', 'admin']) {
      const other = await signIn(role);
      expect(await messages(other, childId)).toMatchObject({ status: 403, json: { message: 'IllegalUserRoleException' } });
      expect(await answer(other, childId, open.id, { answer: '안녕' })).toMatchObject({ status: 403, json: { message: 'IllegalUserRoleException' } });
    }
    expect((await t.request('GET', `/api/members/children/${childId}/messages`)).json).toEqual({ code: '401', message: 'UserAuthenticationException' });
  });
});
