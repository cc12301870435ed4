import { randomBytes, createECDH } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_CAPS } from '../../src/contract/limits.ts';
import { pushSubscriptions } from '../db/schema/diaries.ts';
import { addressBody } from '../test/address-test-kit.ts';
import { unbornChild } from '../test/child-test-kit.ts';
import { insertEntry } from '../test/community-test-kit.ts';
import { testApp, testClock } from '../test/harness.ts';
import { memberKit, type Pair } from '../test/members.ts';

/** Decision 0031: a member cannot grow the database without bound; every cap answers a Korean-copy key (SPEC §8). */
const clock = testClock();
const k = memberKit(() => t);
let mom: Pair;
let momId: number;

const t = testApp({ clock });
beforeAll(async () => {
  mom = await k.join('capmom', '한도맘');
  momId = (await k.me(mom)).id;
});

const device = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
};

describe('per-member caps (decision 0031)', () => {
  it(`addresses: the ${MEMBER_CAPS.addresses + 1}th is 422 TooManyAddressesException`, async () => {
    for (let i = 0; i < MEMBER_CAPS.addresses; i++)
      expect((await t.request('POST', '/api/members/addresses', { tokens: mom, body: addressBody() })).status).toBe(200);
    const res = await t.request('POST', '/api/members/addresses', { tokens: mom, body: addressBody() });
    expect({ status: res.status, json: res.json }).toEqual({ status: 422, json: { code: '422', message: 'TooManyAddressesException' } });
  });

  it(`children: the ${MEMBER_CAPS.children + 1}th is 422 TooManyChildrenException`, async () => {
    for (let i = 0; i < MEMBER_CAPS.children; i++) await k.addChild(mom, unbornChild('콩이'));
    const res = await t.request('POST', '/api/members/children', { tokens: mom, body: unbornChild('콩이') });
    expect({ status: res.status, json: res.json }).toEqual({ status: 422, json: { code: '422', message: 'TooManyChildrenException' } });
  });

  it(`push subscriptions: at most ${MEMBER_CAPS.pushSubscriptions}, the newest replacing the oldest`, async () => {
    const devices = Array.from({ length: MEMBER_CAPS.pushSubscriptions + 3 }, device);
    for (const d of devices) expect((await t.request('PUT', '/api/users/push-subscriptions', { tokens: mom, body: d })).status).toBe(200);
    const rows = await t.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, momId));
    expect(rows.map((r) => r.endpoint).sort()).toEqual(
      devices
        .slice(-MEMBER_CAPS.pushSubscriptions)
        .map((d) => d.endpoint)
        .sort(),
    );
  });

  it(`community comments: ${MEMBER_CAPS.commentsPerMinute} a minute, then 429 TooManyCommentsException until the minute has passed`, async () => {
    const friend = await k.join('capfriend', '친구맘');
    const friendId = (await k.me(friend)).id;
    const childId = await k.addChild(friend, unbornChild('친구'));
    const diaryId = await insertEntry(t.db, { memberId: friendId, childId, entryDate: '2026-11-20' });
    const comment = () => t.request('POST', `/api/members/community/shared-diary/${diaryId}/comments`, { tokens: mom, body: { content: '예뻐요' } });
    for (let i = 0; i < MEMBER_CAPS.commentsPerMinute; i++) expect((await comment()).status).toBe(200);
    const refused = await comment();
    expect({ status: refused.status, json: refused.json }).toEqual({ status: 429, json: { code: '429', message: 'TooManyCommentsException' } });
    clock.advance(61_000);
    expect((await comment()).status).toBe(200);
  });
});
