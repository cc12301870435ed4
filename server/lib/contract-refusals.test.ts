import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addressBody } from '../test/address-test-kit.ts';
import { bornChild } from '../test/child-test-kit.ts';
import { testApp, testClock } from '../test/harness.ts';
import { memberKit, type Pair } from '../test/members.ts';

/**
 * The requests that answered 500 before the contract's primitives (decision 0031): each is now a
 * 400 SPEC §8 envelope (413 past the body cap), on PGlite and on PostgreSQL.
 */
const clock = testClock();
const k = memberKit(() => t);
let mom: Pair;
let childId: number;
const BAD = { code: '400', message: 'BadRequest' };

const t = testApp({ clock });
beforeAll(async () => {
  mom = await k.join('refusemom', '거절맘');
  childId = await k.addChild(mom, bornChild('하나', '2026-09-22T03:00:00Z'));
});

const noAreas = { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: null, breastfeeding: null };
const entry = (extra: Record<string, unknown> = {}) => ({
  clientId: randomUUID(),
  childId,
  entryDate: '2026-11-21',
  title: null,
  areas: noAreas,
  content: null,
  contentText: '',
  ...extra,
});
/** A raw JSON body: JSON.stringify cannot write a lone surrogate other than as this escape either. */
const raw = (method: string, path: string, body: string) =>
  t.request(method, path, { tokens: mom, rawBody: body, headers: { 'content-type': 'application/json' } });
const answer = (res: { status: number; json: unknown }) => ({ status: res.status, json: res.json });

describe('what answered 500 is a 400 envelope (decision 0031)', () => {
  it('a NUL in any text field', async () => {
    expect(answer(await t.request('POST', '/api/members/addresses', { tokens: mom, body: addressBody({ detail: '3층\u0000' }) }))).toEqual({
      status: 400,
      json: BAD,
    });
    expect(answer(await t.request('POST', '/api/members/diaries', { tokens: mom, body: entry({ title: '오늘\u0000' }) }))).toEqual({ status: 400, json: BAD });
    expect(answer(await t.request('GET', '/api/open/users/check-duplicate?userId=a%00b', {}))).toEqual({ status: 400, json: BAD });
  });

  it('a lone surrogate in text and in JSON kept in a jsonb column', async () => {
    const body = JSON.stringify(entry()).replace('"content":null', '"content":{"root":{"text":"a\\ud800"}}');
    expect(answer(await raw('POST', '/api/members/diaries', body))).toEqual({ status: 400, json: BAD });
    const titled = JSON.stringify(entry()).replace('"title":null', '"title":"\\udc00"');
    expect(answer(await raw('POST', '/api/members/diaries', titled))).toEqual({ status: 400, json: BAD });
  });

  it('ids beyond PostgreSQL integer in targetId, addressId, childId and path ids', async () => {
    const order = {
      orderableType: 'DIARY_COMMENT',
      targetId: 2 ** 31,
      expectedAmount: 10_000,
      customerName: '김도담',
      customerMobilePhone: '01012345678',
      customerEmail: null,
    };
    expect(answer(await t.request('POST', '/api/members/orders', { tokens: mom, body: order }))).toEqual({ status: 400, json: BAD });
    expect(
      answer(await t.request('POST', '/api/members/orders', { tokens: mom, body: { ...order, orderableType: 'PRODUCT', targetId: 1, addressId: 1e20 } })),
    ).toEqual({ status: 400, json: BAD });
    expect(answer(await t.request('POST', '/api/members/diaries', { tokens: mom, body: entry({ childId: 2 ** 31 }) }))).toEqual({ status: 400, json: BAD });
    for (const id of ['2147483648', '99999999999999999999']) {
      expect((await t.request('GET', `/api/members/children/${id}`, { tokens: mom })).status).toBe(400);
      expect((await t.request('GET', `/api/members/addresses/${id}`, { tokens: mom })).status).toBe(400);
    }
  });

  it('diary content nested 10,000 levels deep', async () => {
    const deep = `${'{"children":['.repeat(10_000)}{}${']}'.repeat(10_000)}`;
    const body = JSON.stringify(entry()).replace('"content":null', `"content":${deep}`);
    expect(answer(await raw('POST', '/api/members/diaries', body))).toEqual({ status: 400, json: BAD });
  });

  it('a huge userId never reaches the rate-limit index: 400 under the body cap, 413 past it', async () => {
    const signIn = (userId: string) => t.request('POST', '/api/open/auth/sign-in', { body: { userId, password: 'goodpass1' } });
    expect(answer(await signIn('a'.repeat(100 * 1024)))).toEqual({ status: 400, json: BAD });
    expect(answer(await signIn('a'.repeat(1024 * 1024)))).toEqual({ status: 413, json: { code: '413', message: 'RequestBodyTooLargeException' } });
  });
});
