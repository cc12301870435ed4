import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/users.ts';
import { bornChild } from '../test/child-test-kit.ts';
import { testApp, testClock } from '../test/harness.ts';
import { memberKit, type Pair } from '../test/members.ts';

const clock = testClock();
const k = memberKit(() => t);

const t = testApp({ clock, demo: true });
beforeAll(async () => {});

type Write = { kind: string; method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; body?: unknown };

/** One write of each kind the probe made through the API with an incomplete member (plausible bodies: the gate answers first). */
const WRITES: Write[] = [
  { kind: 'a child', method: 'POST', path: '/api/members/children', body: bornChild('몰래', '2026-03-01T03:00:00Z') },
  { kind: 'a diary entry', method: 'POST', path: '/api/members/diaries', body: { childId: 1 } },
  { kind: 'sharing an entry', method: 'PUT', path: '/api/members/diaries/1/share', body: { shared: true } },
  { kind: 'a comment', method: 'POST', path: '/api/members/community/shared-diary/1/comments', body: { content: '안녕하세요' } },
  { kind: 'an order', method: 'POST', path: '/api/members/orders', body: { orderableDtype: 'DIARY_COMMENT', targetId: 1 } },
  { kind: 'a payment confirmation', method: 'POST', path: '/api/members/payments/confirm', body: { paymentKey: 'x', orderId: 'y', amount: 1 } },
  { kind: 'an address', method: 'POST', path: '/api/members/addresses', body: { addressName: '집' } },
  { kind: 'a report', method: 'POST', path: '/api/members/community/reports', body: { targetType: 'DIARY', targetId: 1 } },
  { kind: 'a push subscription', method: 'POST', path: '/api/users/push-subscriptions', body: { endpoint: 'https://fcm.googleapis.com/x' } },
  { kind: 'notification settings', method: 'PUT', path: '/api/users/push-noti', body: { enabled: true } },
];

const send = (tokens: Pair, w: Write) => t.request(w.method, w.path, { tokens, body: w.body });
const refusedWith = (message: string) => ({ status: 422, json: { code: '422', message } });

// SPEC §5 guard 7 (and decision 0003's consents) held by the server: decision 0047.
describe('a member who has not finished sign-up cannot write through the API', () => {
  it.each(WRITES)('$kind is refused with ConsentRequiredException before the consents', async (write) => {
    const tokens = await k.joinIncomplete(`gate${WRITES.indexOf(write)}`, `막힌맘${'가나다라마바사아자차'[WRITES.indexOf(write)] ?? ''}`);
    expect(await send(tokens, write)).toMatchObject(refusedWith('ConsentRequiredException'));
  });

  it('asks in the guard order: consents, then name and nickname, then a verified phone; then writes pass', async () => {
    const tokens = await k.joinIncomplete('stepmom', '단계맘');
    const child = WRITES[0];
    if (!child) throw new Error('no write');
    expect(await send(tokens, child)).toMatchObject(refusedWith('ConsentRequiredException'));
    const consents = await t.request('PUT', '/api/users/consents', {
      tokens,
      body: { termsOfService: true, privacyPolicy: true, guardianConsent: true, marketing: false },
    });
    expect(consents.status).toBe(200);
    expect(await send(tokens, child)).toMatchObject(refusedWith('UserProfileIncompleteException'));
    expect((await t.request('PATCH', '/api/users/personal', { tokens, body: { name: '김단계', nickname: '단계맘', birthDate: null } })).status).toBe(200);
    expect(await send(tokens, child)).toMatchObject(refusedWith('UserHasNoPhoneException'));
    expect((await t.request('POST', '/api/users/phone/auth', { tokens, body: { value: '01066660001' } })).status).toBe(200);
    // A code sent is no phone yet: the phone is the member's once verified (UserNotVerifiedPhoneException: below, for a stored unverified one).
    expect(await send(tokens, child)).toMatchObject(refusedWith('UserHasNoPhoneException'));
    const code = await k.outbox('01066660001');
    expect((await t.request('PATCH', '/api/users/phone/submit', { tokens, body: { value: code } })).status).toBe(200);
    // Complete now: the very next write passes (an incomplete session is never cached).
    expect((await send(tokens, child)).json).toMatchObject({ code: '200' });
    expect(await k.children(tokens)).toHaveLength(1);
  });

  it('reads, sign-out, unsubscribing and account deletion stay open', async () => {
    const tokens = await k.joinIncomplete('openmom', '열린맘');
    expect((await t.request('GET', '/api/users/me', { tokens })).status).toBe(200);
    expect((await t.request('GET', '/api/members/children', { tokens })).status).toBe(200);
    const unsubscribe = await t.request('DELETE', '/api/users/push-subscriptions', { tokens, body: { endpoint: 'https://fcm.googleapis.com/x' } });
    expect(unsubscribe.status).toBe(200);
    expect((await t.request('POST', '/api/users/logout', { tokens })).status).toBe(200);
    const leaving = await k.joinIncomplete('leavemom', '떠난맘');
    expect((await t.request('DELETE', '/api/users/me', { tokens: leaving })).status).toBe(200);
    expect((await t.request('GET', '/api/users/me', { tokens: leaving })).status).toBe(401);
  });

  it('lets a member stuck on the profile send the operator an inquiry (decision 0072)', async () => {
    const tokens = await k.joinIncomplete('askmom', '묻는맘');
    const sent = await t.request('POST', '/api/members/inquiries', { tokens, body: { topic: 'ACCOUNT', content: '인증 문자가 오지 않아요.' } });
    expect(sent.json).toMatchObject({ code: '200', data: { status: 'WAITING' } });
  });

  it('holds for experts too, and never for admins (SPEC §5 step 6 keeps them in /admin)', async () => {
    await t.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.loginId, 'expert'));
    const expert = await k.signIn('expert');
    const comment = await t.request('POST', '/api/experts/diaries/1/expert-comment', { tokens: expert, body: { content: '전문가 의견' } });
    expect(comment).toMatchObject(refusedWith('UserNotVerifiedPhoneException'));
    await t.db.update(users).set({ termsAgreedAt: null, phone: null }).where(eq(users.loginId, 'admin'));
    const admin = await k.signIn('admin');
    const hide = await t.request('POST', '/api/admin/diaries/hide', { tokens: admin, body: { diaryIds: [999999], reason: '확인' } });
    // Past the gate: the handler itself answers (there is no such entry).
    expect(hide.json).toEqual({ code: '404', message: 'NoSuchDiaryException' });
  });
});
