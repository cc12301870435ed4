import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addressesApi } from '../../../src/contract/addresses-api.ts';
import { addresses } from '../../db/schema/addresses.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { errorOf } from '../../test/diary-test-kit.ts';
import { addressBody, addressKit } from '../../test/address-test-kit.ts';

const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const k = memberKit(() => t);
const a = addressKit(() => t);
let mom: Pair;
let other: Pair;
let momId: number;

const expectError = (res: { status: number; json: unknown }, status: number, message: string) =>
  expect({ status: res.status, json: res.json }).toEqual(errorOf(status, message));
const rowsOf = async (memberId: number) => (await t.db.select({ n: count() }).from(addresses).where(eq(addresses.memberId, memberId)))[0]?.n;
const defaultsOf = async (memberId: number) =>
  (await t.db.select().from(addresses).where(eq(addresses.memberId, memberId))).filter((row) => row.isDefault).map((row) => row.id);
/** Each address a minute newer than the one before, so "newest" is never a tie. */
const tick = () => clock.advance(60_000);

const t = testApp({ clock, demo: true });
beforeAll(async () => {
  mom = await k.join('addrmom', '주소맘');
  other = await k.join('addrother', '옆집맘');
  momId = (await k.me(mom)).id;
});

describe('decision 0026: one default address (SPEC §3 defaultAddress)', () => {
  it('the first address is the default even when not asked; GET /api/users/me answers it as defaultAddress', async () => {
    expect((await k.me(mom)).defaultAddress).toBeNull();
    const first = await a.add(mom, { isDefault: false, receiverHomePhone: '02-123-4567' });
    expect(first).toMatchObject({ addressName: '우리집', receiverMobilePhone: '01012345678', receiverHomePhone: '021234567', isDefault: true });
    expect((await k.me(mom)).defaultAddress).toEqual({
      addressName: '우리집',
      recipientName: '김도담',
      receiverMobilePhone: '01012345678',
      receiverHomePhone: '021234567',
      street: '서울특별시 마포구 월드컵북로 396',
      detail: '3층 302호',
      postalCode: '03925',
    });
  });

  it('a later address is not the default unless asked; asked, it takes the default from the other one', async () => {
    tick();
    const office = await a.add(mom, { addressName: '회사' });
    expect(office.isDefault).toBe(false);
    tick();
    const parents = await a.add(mom, { addressName: '친정', isDefault: true });
    expect(parents.isDefault).toBe(true);
    expect(await defaultsOf(momId)).toEqual([parents.id]);
    expect((await k.me(mom)).defaultAddress?.addressName).toBe('친정');
    // The list: the default first, then the newest first.
    expect((await a.list(mom)).map((x) => x.addressName)).toEqual(['친정', '회사', '우리집']);
  });

  it('PUT changes the fields; isDefault true moves the default, false on the default keeps it the default', async () => {
    const [parents, office] = await a.list(mom);
    if (!parents || !office) throw new Error('seeded above');
    const res = await a.edit(mom, office.id, addressBody({ addressName: '회사 (판교)', detail: '7층', isDefault: true }));
    expect(res.status).toBe(200);
    expect(dataOf(res, addressesApi.editAddress.response)).toMatchObject({ id: office.id, addressName: '회사 (판교)', detail: '7층', isDefault: true });
    expect(await defaultsOf(momId)).toEqual([office.id]);

    const kept = dataOf(await a.edit(mom, office.id, addressBody({ addressName: '회사', isDefault: false })), addressesApi.editAddress.response);
    expect(kept).toMatchObject({ addressName: '회사', isDefault: true });
    expect(await defaultsOf(momId)).toEqual([office.id]);
    expect(dataOf(await a.read(mom, parents.id), addressesApi.address.response).isDefault).toBe(false);
  });

  it('deleting the default makes the newest remaining address the default; deleting the last leaves none', async () => {
    const before = await a.list(mom);
    const office = before.find((x) => x.addressName === '회사');
    const parents = before.find((x) => x.addressName === '친정');
    const home = before.find((x) => x.addressName === '우리집');
    if (!office || !parents || !home) throw new Error('seeded above');
    expect((await a.remove(mom, office.id)).json).toEqual({ code: '200', message: 'OK', data: null });
    // 친정 was added after 우리집.
    expect(await defaultsOf(momId)).toEqual([parents.id]);
    expect((await k.me(mom)).defaultAddress?.addressName).toBe('친정');

    expect((await a.remove(mom, home.id)).status).toBe(200); // not the default: the default stays
    expect(await defaultsOf(momId)).toEqual([parents.id]);
    expect((await a.remove(mom, parents.id)).status).toBe(200);
    expect(await a.list(mom)).toEqual([]);
    expect((await k.me(mom)).defaultAddress).toBeNull();
    // Added again: the first one is the default again.
    expect((await a.add(mom)).isDefault).toBe(true);
  });

  it('the database itself refuses a second default of one member (partial unique index)', async () => {
    const error = await t.db
      .insert(addresses)
      .values({
        memberId: momId,
        addressName: '몰래',
        recipientName: '김도담',
        receiverMobilePhone: '01012345678',
        street: '어딘가',
        postalCode: '12345',
        isDefault: true,
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('the same Idempotency-Key twice adds one address and answers it again', async () => {
    const before = await rowsOf(momId);
    const headers = { 'idempotency-key': 'address-save-0001' };
    const first = await a.create(mom, addressBody({ addressName: '두 번 누름' }), headers);
    const again = await a.create(mom, addressBody({ addressName: '두 번 누름' }), headers);
    expect(again.json).toEqual(first.json);
    expect(await rowsOf(momId)).toBe((before ?? 0) + 1);
  });
});

describe('decision 0026: NoSuchAddressException (SPEC §8) for another member\u2019s address', () => {
  it('GET, PUT and DELETE of another member\u2019s or a missing address are 404 and change nothing', async () => {
    const mine = await a.add(other, { addressName: '옆집' });
    for (const res of [
      await a.read(mom, mine.id),
      await a.edit(mom, mine.id, addressBody({ isDefault: true })),
      await a.remove(mom, mine.id),
      await a.read(mom, 999_999),
    ]) {
      expectError(res, 404, 'NoSuchAddressException');
    }
    expect(dataOf(await a.read(other, mine.id), addressesApi.address.response)).toMatchObject({ addressName: '옆집', isDefault: true });
    expect((await a.list(mom)).some((x) => x.id === mine.id)).toBe(false);
  });
});

describe('decision 0026: bad input is a 400, never a 500, and writes nothing', () => {
  // A check that names a SPEC §8 key answers with it (decision 0041); the others are BadRequest.
  it.each([
    ['an empty address name', { addressName: '  ' }],
    ['a recipient name over 20 characters', { recipientName: '가'.repeat(21) }],
    ['a mobile phone that is not a Korean mobile number', { receiverMobilePhone: '02-123-4567' }, 'InvalidMemberPhone'],
    ['a home phone with letters', { receiverHomePhone: '02-abc-4567' }],
    ['an empty street', { street: '' }],
    ['a detail over 100 characters', { detail: '가'.repeat(101) }],
    ['a four-digit postal code', { postalCode: '0392' }],
    ['a postal code with letters', { postalCode: '0392a' }],
    ['isDefault missing', { isDefault: undefined }],
    ['a number for the name', { addressName: 12 }],
  ] as [string, Record<string, unknown>, string?][])('%s', async (_, extra, key = 'BadRequest') => {
    const before = await rowsOf(momId);
    expectError(await a.create(mom, addressBody(extra)), 400, key);
    expect(await rowsOf(momId)).toBe(before);
  });

  it('a malformed body, a non-JSON body and a bad id', async () => {
    expectError(
      await t.request('POST', '/api/members/addresses', { tokens: mom, rawBody: '{"addressName":', headers: { 'content-type': 'application/json' } }),
      400,
      'BadRequest',
    );
    expectError(
      await t.request('POST', '/api/members/addresses', {
        tokens: mom,
        rawBody: 'addressName=집',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      415,
      'UnsupportedMediaType',
    );
    expectError(await a.read(mom, 'abc'), 400, 'BadRequest');
    expectError(await a.edit(mom, '1.5', addressBody()), 400, 'BadRequest');
  });
});

describe('decision 0026: members only (SPEC §6)', () => {
  it('no token is 401; an expert or an admin is 403', async () => {
    expectError(await t.request('GET', '/api/members/addresses'), 401, 'UserAuthenticationException');
    expectError(await a.create(await k.signIn('expert'), addressBody()), 403, 'IllegalUserRoleException');
    expectError(await t.request('GET', '/api/members/addresses', { tokens: await k.signIn('admin') }), 403, 'IllegalUserRoleException');
  });

  it('the demo parent has two addresses, 우리집 the default', async () => {
    const list = await a.list(await k.signIn('parent'));
    expect(list.map((x) => [x.addressName, x.isDefault])).toEqual([
      ['우리집', true],
      ['친정', false],
    ]);
  });
});
