import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDashboardApi } from '../../../src/contract/admin-dashboard-api.ts';
import { adminInquiriesApi } from '../../../src/contract/admin-inquiries-api.ts';
import { INQUIRY_CONTENT_MAX, INQUIRY_OPEN_MAX } from '../../../src/contract/inquiries.ts';
import { inquiriesApi } from '../../../src/contract/inquiries-api.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { inquiries } from '../../db/schema/inquiries.ts';
import type { createRecordingPush } from '../../integrations/push.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';

/** Decision 0072: 1:1 inquiries (SPEC §2 /error/032: a restricted member still reaches the operator). */
const clock = testClock(new Date('2026-12-03T01:00:00Z'));
const k = memberKit(() => t);
let admin: Pair;
let mom: Pair;
let other: Pair;
let expert: Pair;

const send = (tokens: Pair, body: unknown) => t.request('POST', '/api/members/inquiries', { tokens, body });
const mine = async (tokens: Pair) => dataOf(await t.request('GET', '/api/members/inquiries', { tokens }), inquiriesApi.memberInquiries.response);
const sent = async (tokens: Pair, body: unknown) => dataOf(await send(tokens, body), inquiriesApi.createInquiry.response);
const detail = async (id: number) => dataOf(await t.request('GET', `/api/admin/inquiries/${id}`, { tokens: admin }), adminInquiriesApi.adminInquiry.response);
const answer = (id: number, text: string) => t.request('POST', `/api/admin/inquiries/${id}/answer`, { tokens: admin, body: { answer: text } });

async function putPhoto(tokens: Pair, id: number, bytes: Uint8Array, type = 'image/png') {
  const res = await t.app.request(`/api/members/inquiries/${id}/photo`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${tokens.accessToken}`, 'x-refresh-token': tokens.refreshToken, 'content-type': type },
    body: new Blob([bytes.slice()]),
  });
  return { status: res.status, json: (await res.json()) as unknown };
}
const png = async () =>
  new Uint8Array(
    await sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 90, b: 60 } } })
      .png()
      .toBuffer(),
  );

const t = testApp({ clock, demo: true });
beforeAll(async () => {
  admin = await k.signIn('admin');
  expert = await k.signIn('expert');
  mom = await k.join('inquirymom', '문의맘');
  other = await k.join('inquiryother', '다른맘');
});

describe('a member writes, lists and reads inquiries', () => {
  it('keeps the topic and the words as plain text, trimmed, and refuses empty, too long, NUL and unknown topics', async () => {
    const made = await sent(mom, { topic: 'PAYMENT', content: '  <b>환불</b> 언제 되나요?  ' });
    expect(made).toMatchObject({ topic: 'PAYMENT', status: 'WAITING', content: '<b>환불</b> 언제 되나요?', answer: null, answerUnread: false, photoUrl: null });
    expect((await send(mom, { topic: 'PAYMENT', content: '   ' })).json?.message).toBe('InvalidInquiryContent');
    expect((await send(mom, { topic: 'PAYMENT', content: '가'.repeat(INQUIRY_CONTENT_MAX + 1) })).json?.message).toBe('InvalidInquiryContent');
    expect((await send(mom, { topic: 'PAYMENT', content: 'a\u0000b' })).status).toBe(400);
    expect((await send(mom, { topic: 'REFUND', content: '환불' })).status).toBe(400);
    const list = await mine(mom);
    expect(list.inquiries.map((i) => i.id)).toEqual([made.id]);
    expect(list).toMatchObject({ open: 1, openMax: INQUIRY_OPEN_MAX, unreadAnswers: 0 });
  });

  it('attaches a photo re-encoded as WEBP, served only by its signed link, and refuses what is not an image', async () => {
    const made = await sent(mom, { topic: 'DIARY', content: '사진이 안 올라가요.' });
    const up = await putPhoto(mom, made.id, await png());
    expect(up.status).toBe(200);
    const url = (up.json as { data: { photoUrl: string } }).data.photoUrl;
    expect(url).toMatch(new RegExp(`^/api/files/inquiry-photos/${made.id}\\?`));
    const file = await t.app.request(url);
    expect(file.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(new Uint8Array(await file.arrayBuffer())).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1600);
    expect((await t.app.request(`/api/files/inquiry-photos/${made.id}`)).status).toBe(403);
    expect((await putPhoto(mom, made.id, new TextEncoder().encode('<svg/>'), 'image/svg+xml')).status).toBe(415);
    expect((await putPhoto(mom, made.id, new TextEncoder().encode('not a picture'))).status).toBe(415);
    // Another member's inquiry is not there for them.
    expect((await putPhoto(other, made.id, await png())).status).toBe(404);
  });

  it("keeps to the member's own: another member, an expert and an admin get nothing of it", async () => {
    const [first] = (await mine(mom)).inquiries;
    if (!first) throw new Error('no inquiry');
    expect((await t.request('GET', `/api/members/inquiries/${first.id}`, { tokens: other })).json?.message).toBe('NoSuchInquiryException');
    expect((await mine(other)).inquiries).toEqual([]);
    expect((await t.request('GET', '/api/members/inquiries', { tokens: expert })).status).toBe(403);
    expect((await t.request('POST', '/api/members/inquiries', { tokens: admin, body: { topic: 'OTHER', content: '관리자' } })).status).toBe(403);
    expect((await t.request('GET', '/api/admin/inquiries', { tokens: mom })).status).toBe(403);
    expect((await t.request('POST', `/api/admin/inquiries/${first.id}/answer`, { tokens: mom, body: { answer: '셀프 답변' } })).status).toBe(403);
  });

  it(`refuses a new inquiry while ${INQUIRY_OPEN_MAX} wait, also when sent together, and takes one again once answered`, async () => {
    const capped = await k.join('inquirycap', '캡맘');
    const results = await Promise.all(Array.from({ length: INQUIRY_OPEN_MAX + 2 }, (_, i) => send(capped, { topic: 'OTHER', content: `문의 ${i}` })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(INQUIRY_OPEN_MAX);
    expect(results.filter((r) => r.status === 429).map((r) => r.json?.message)).toEqual(['InquiryLimitExceededException', 'InquiryLimitExceededException']);
    const [newest] = (await mine(capped)).inquiries;
    expect((await answer(newest?.id ?? 0, '확인했어요.')).status).toBe(200);
    expect((await send(capped, { topic: 'OTHER', content: '하나 더' })).status).toBe(200);
  });
});

describe('the back office answers', () => {
  it('lists by state and topic, shows the whole words and the photo, answers once with an audit row, pushes, and the member sees the dot until reading', async () => {
    const made = await sent(mom, { topic: 'ACCOUNT', content: '휴대폰 번호를 바꾸고 싶어요.' });
    const list = dataOf(
      await t.request('GET', '/api/admin/inquiries?status=WAITING&topic=ACCOUNT&category=id&q=' + String((await k.me(mom)).id), { tokens: admin }),
      adminInquiriesApi.adminInquiries.response,
    );
    expect(list.items.map((i) => i.id)).toEqual([made.id]);
    expect(list.waiting).toBeGreaterThanOrEqual(1);
    const queues = dataOf(await t.request('GET', '/api/admin/dashboard', { tokens: admin }), adminDashboardApi.adminDashboard.response).queues;
    expect(queues.inquiryWaiting).toBe(list.waiting);
    expect(await detail(made.id)).toMatchObject({
      content: '휴대폰 번호를 바꾸고 싶어요.',
      status: 'WAITING',
      answer: null,
      member: { nickname: '문의맘', restricted: false },
    });

    // The member allows pushes on one device.
    const push = t.deps.push;
    if (!('sent' in push) || !Array.isArray(push.sent)) throw new Error('tests send pushes to the recorder');
    const recorded: ReturnType<typeof createRecordingPush>['sent'] = push.sent;
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
    const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    expect((await t.request('PUT', '/api/users/push-noti', { tokens: mom, body: { enabled: true } })).status).toBe(200);
    expect((await t.request('PUT', '/api/users/push-subscriptions', { tokens: mom, body: { endpoint, keys } })).status).toBe(200);

    expect((await answer(made.id, '')).json?.message).toBe('InvalidInquiryContent');
    const answered = dataOf(await answer(made.id, '<script>x</script> 본인 확인 후 바꿔 드릴게요.'), adminInquiriesApi.answerInquiry.response);
    expect(answered).toMatchObject({
      status: 'ANSWERED',
      answer: '<script>x</script> 본인 확인 후 바꿔 드릴게요.',
      answeredBy: { nickname: expect.any(String) },
    });
    expect((await answer(made.id, '두 번째 답변')).json?.message).toBe('InquiryStateException');
    expect((await putPhoto(mom, made.id, await png())).json).toMatchObject({ message: 'InquiryStateException' });
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceKind, 'inquiry'), eq(auditLog.resourceId, made.id), eq(auditLog.action, 'inquiry.answer')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.after).toMatchObject({ status: 'ANSWERED' });
    expect(recorded.filter((s) => s.target.endpoint === endpoint).map((s) => s.message)).toEqual([
      { title: '문의에 답변이 도착했어요', body: '계정 문의에 운영자가 답변했어요.', url: `/my-page/inquiry?inquiryId=${made.id}`, tag: `inquiry-${made.id}` },
    ]);

    expect((await mine(mom)).unreadAnswers).toBe(1);
    const read = dataOf(await t.request('GET', `/api/members/inquiries/${made.id}`, { tokens: mom }), inquiriesApi.memberInquiry.response);
    expect(read).toMatchObject({ status: 'ANSWERED', answer: '<script>x</script> 본인 확인 후 바꿔 드릴게요.', answerUnread: false });
    expect((await mine(mom)).unreadAnswers).toBe(0);
    expect((await detail(made.id)).answerReadAt).not.toBeNull();
  });

  it('exports the filter as CSV and says a missing inquiry', async () => {
    const csv = await t.request('GET', '/api/admin/inquiries/csv?status=ANSWERED', { tokens: admin });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('답변 완료');
    expect((await t.request('GET', '/api/admin/inquiries/999999', { tokens: admin })).json?.message).toBe('NoSuchInquiryException');
  });
});

describe('a restricted member (SPEC §2 /error/032)', () => {
  it('can still list, send, attach a photo and read an inquiry, and nothing else', async () => {
    const blocked = await k.join('inquiryblocked', '제한맘');
    const id = (await k.me(blocked)).id;
    const restrict = await t.request('PUT', `/api/admin/moderation/members/${id}/status`, { tokens: admin, body: { status: 'RESTRICTED', reason: '광고' } });
    expect(restrict.status).toBe(200);
    expect((await t.request('GET', '/api/members/children', { tokens: blocked })).json?.code).toBe('032');
    const made = await sent(blocked, { topic: 'ACCOUNT', content: '제한 사유가 궁금해요.' });
    expect((await putPhoto(blocked, made.id, await png())).status).toBe(200);
    expect((await mine(blocked)).inquiries.map((i) => i.id)).toEqual([made.id]);
    expect((await t.request('GET', `/api/members/inquiries/${made.id}`, { tokens: blocked })).status).toBe(200);
    // The back office sees who is restricted.
    expect((await detail(made.id)).member.restricted).toBe(true);
    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.id, made.id));
    expect(row?.photoKey).toMatch(/^inquiry\//);
  });
});
