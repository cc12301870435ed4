import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expertCommentsApi } from '../../../src/contract/expert-comments-api.ts';
import { expertComments } from '../../db/schema/expert-comments.ts';
import type { PushMessage, PushTarget } from '../../integrations/push.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, type Pair } from '../../test/members.ts';
import { issueCoupon } from '../coupons/coupon-issue.ts';
import { noAreas } from '../../test/diary-test-kit.ts';
import { expertCommentKit, failure, type Writer } from '../../test/expert-comment-test-kit.ts';

// 2026-11-22 12:00 KST.
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const k = expertCommentKit(() => t);
let expert: Pair;
let sent: { target: PushTarget; message: PushMessage }[];

const t = testApp({ clock, demo: true });
beforeAll(async () => {
  const push = t.deps.push;
  if (!('sent' in push) || !Array.isArray(push.sent)) throw new Error('tests send pushes to the recorder');
  sent = push.sent;
});
beforeEach(async () => {
  clock.set(new Date('2026-11-22T03:00:00Z'));
  expert = await k.signIn('expert');
  // Each test sees only its own requests in the queue.
  await t.db.delete(expertComments);
});

/** A member with push on and one subscribed device (a real P-256 point), as the reminder tests do. */
async function withDevice(writer: Writer): Promise<string> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
  const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  expect((await t.request('PUT', '/api/users/push-subscriptions', { tokens: writer.tokens, body: { endpoint, keys } })).status).toBe(200);
  expect((await t.request('PUT', '/api/users/push-noti', { tokens: writer.tokens, body: { enabled: true } })).status).toBe(200);
  return endpoint;
}

/** A writer's entry with a coupon request made at `at`. */
async function requestedEntry(writer: Writer, entryDate: string, at?: string, extra: Record<string, unknown> = {}): Promise<number> {
  const diaryId = await k.entryOf(writer, entryDate, extra);
  if (at) clock.set(new Date(at));
  await k.requested(writer.tokens, diaryId);
  return diaryId;
}

const queueOf = async () => dataOf(await k.queue(expert), expertCommentsApi.expertCommentQueue.response);

describe('GET /api/experts/expert-comments/queue (decision 0027)', () => {
  it('lists requested entries without a comment, oldest request first, with the entry\u2019s day, child age level, areas and text', async () => {
    const a = await k.writer();
    const b = await k.writer();
    // b's request comes first although a's entry was written first.
    const later = await requestedEntry(a, '2026-11-21', '2026-11-22T03:20:00Z', {
      areas: { ...noAreas, sleep: { hours: 11, naps: 2, note: null } },
      contentText: '밤에 두 번 깼어요.',
    });
    const earlier = await requestedEntry(b, '2026-11-20', '2026-11-22T03:10:00Z');
    const queue = await queueOf();
    expect(queue.total).toBe(2);
    expect(queue.items.map((i) => i.diaryId)).toEqual([earlier, later]);
    // Born 2026-03-01: 8 months on 2026-11-21 → SPEC §4 level 1 (7-12 months).
    expect(queue.items[1]).toEqual({
      diaryId: later,
      requestedAt: '2026-11-22T03:20:00.000Z',
      via: 'COUPON',
      entryDate: '2026-11-21',
      title: '오늘의 기록',
      excerpt: '밤에 두 번 깼어요.',
      areas: ['sleep'],
      imageCount: 0,
      thumbnailUrl: null,
      child: { nickname: '코멘트아기', ageMonths: 8, ageLevel: 1 },
    });
  });

  it('leaves an answered request out and takes a deleted comment back at its place', async () => {
    const a = await k.writer();
    await issueCoupon(t.db, a.id, { name: '두 번째 쿠폰', lastDay: '2026-12-31', now: clock.now() });
    // Within the access token's life: the same member calls again without a renewal.
    const first = await requestedEntry(a, '2026-11-19', '2026-11-22T03:10:00Z');
    const second = await requestedEntry(a, '2026-11-20', '2026-11-22T03:20:00Z');
    expect((await k.write(expert, first, '잘 하고 계세요.')).status).toBe(200);
    expect((await queueOf()).items.map((i) => i.diaryId)).toEqual([second]);
    expect((await k.remove(expert, first)).status).toBe(200);
    expect((await queueOf()).items.map((i) => i.diaryId)).toEqual([first, second]);
  });

  it('is for experts only (SPEC §6)', async () => {
    for (const role of ['parent', 'admin']) expect(await k.queue(await k.signIn(role))).toMatchObject(failure(403, 'IllegalUserRoleException'));
    expect((await t.request('GET', '/api/experts/expert-comments/queue')).status).toBe(401);
  });
});

describe('GET /api/experts/diaries/:id (decision 0027)', () => {
  it('shows the expert a requested entry whole: areas, text, child and the request', async () => {
    const a = await k.writer();
    const diaryId = await requestedEntry(a, '2026-11-20');
    const data = dataOf(await k.readAsExpert(expert, diaryId), expertCommentsApi.expertDiary.response);
    expect(data.diary).toMatchObject({
      id: diaryId,
      entryDate: '2026-11-20',
      contentText: '오늘은 공원에 산책을 다녀왔어요.',
      areas: { water: { ml: 600, note: null } },
    });
    expect(data.child).toEqual({ nickname: '코멘트아기', ageMonths: 8, ageLevel: 1 });
    expect(data.expertComment).toMatchObject({ diaryId, status: 'REQUESTED', via: 'COUPON', comment: null });
  });

  it('keeps the parent\u2019s other entries private: without a request the same NoSuchDiaryException as for none (decision 0032)', async () => {
    const a = await k.writer();
    const diaryId = await k.entryOf(a, '2026-11-20');
    expect(await k.readAsExpert(expert, diaryId)).toMatchObject(failure(404, 'NoSuchDiaryException'));
    expect(await k.readAsExpert(expert, 999_999)).toMatchObject(failure(404, 'NoSuchDiaryException'));
    expect(await k.readAsExpert(a.tokens, diaryId)).toMatchObject(failure(403, 'IllegalUserRoleException'));
  });
});

describe('write, edit and delete the comment (decision 0027, SPEC §8 success messages)', () => {
  it('writes the comment with ExpertCommentSaved; the member reads it with the expert\u2019s nickname', async () => {
    const a = await k.writer();
    const diaryId = await requestedEntry(a, '2026-11-20');
    clock.set(new Date('2026-11-22T03:15:00Z'));
    const res = await k.write(expert, diaryId, '  산책은 정서 발달에 아주 좋아요. 꾸준히 해 주세요.  ');
    expect(res.json).toMatchObject({ code: '200', message: 'ExpertCommentSaved' });
    const comment = {
      content: '산책은 정서 발달에 아주 좋아요. 꾸준히 해 주세요.',
      expertNickname: '육아전문가',
      writtenAt: '2026-11-22T03:15:00.000Z',
      updatedAt: '2026-11-22T03:15:00.000Z',
    };
    expect(dataOf(res, expertCommentsApi.writeExpertComment.response)).toMatchObject({ status: 'WRITTEN', comment });
    expect(dataOf(await k.status(a.tokens, diaryId), expertCommentsApi.diaryExpertComment.response)).toEqual({
      diaryId,
      status: 'WRITTEN',
      via: 'COUPON',
      requestedAt: '2026-11-22T03:00:00.000Z',
      comment,
    });
  });

  it('notifies the member by Web Push when push is on, with a link to the comments page', async () => {
    const a = await k.writer();
    const endpoint = await withDevice(a);
    const diaryId = await requestedEntry(a, '2026-11-20');
    expect((await k.write(expert, diaryId, '좋은 기록이에요.')).status).toBe(200);
    expect(sent.filter((s) => s.target.endpoint === endpoint).map((s) => s.message)).toEqual([
      {
        title: '전문가 코멘트가 도착했어요',
        body: '11월 20일 육아일기에 전문가가 코멘트를 남겼어요.',
        url: `/diary/read/${diaryId}/comments`,
        tag: `expert-comment-${diaryId}`,
      },
    ]);
    // An edit is not a new comment: no second push.
    expect((await k.edit(expert, diaryId, '아주 좋은 기록이에요.')).status).toBe(200);
    expect(sent.filter((s) => s.target.endpoint === endpoint)).toHaveLength(1);
  });

  it('sends no push when the member turned push off', async () => {
    const a = await k.writer();
    const endpoint = await withDevice(a);
    expect((await t.request('PUT', '/api/users/push-noti', { tokens: a.tokens, body: { enabled: false } })).status).toBe(200);
    const diaryId = await requestedEntry(a, '2026-11-20');
    expect((await k.write(expert, diaryId, '좋은 기록이에요.')).status).toBe(200);
    expect(sent.filter((s) => s.target.endpoint === endpoint)).toEqual([]);
  });

  it('answers an entry nobody asked a comment for like a missing one: NoSuchDiaryException (SPEC §8, decision 0032)', async () => {
    const a = await k.writer();
    const diaryId = await k.entryOf(a, '2026-11-20');
    expect(await k.write(expert, diaryId, '코멘트')).toMatchObject(failure(404, 'NoSuchDiaryException'));
    expect(await k.edit(expert, diaryId, '코멘트')).toMatchObject(failure(404, 'NoSuchDiaryException'));
    expect(await k.remove(expert, diaryId)).toMatchObject(failure(404, 'NoSuchDiaryException'));
    expect(await k.write(expert, 999_999, '코멘트')).toMatchObject(failure(404, 'NoSuchDiaryException'));
  });

  it('answers ExpertCommentAlreadyWrittenException to a second write (two experts racing), and the first text stays', async () => {
    const a = await k.writer();
    const diaryId = await requestedEntry(a, '2026-11-20');
    const answers = await Promise.all([k.write(expert, diaryId, '첫 번째 코멘트'), k.write(expert, diaryId, '두 번째 코멘트')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)?.json).toEqual({ code: '409', message: 'ExpertCommentAlreadyWrittenException' });
    const winner = answers.find((r) => r.status === 200);
    const status = dataOf(await k.status(a.tokens, diaryId), expertCommentsApi.diaryExpertComment.response);
    expect(status.comment?.content).toBe(winner === answers[0] ? '첫 번째 코멘트' : '두 번째 코멘트');
  });

  it('edits with ExpertCommentEdited (updatedAt moves, writtenAt stays) and deletes with ExpertCommentDeleted back to REQUESTED', async () => {
    const a = await k.writer();
    const diaryId = await requestedEntry(a, '2026-11-20');
    expect(await k.edit(expert, diaryId, '아직 없는 코멘트')).toMatchObject(failure(404, 'NoSuchCommentException'));
    expect(await k.remove(expert, diaryId)).toMatchObject(failure(404, 'NoSuchCommentException'));
    await k.write(expert, diaryId, '처음 코멘트');
    clock.set(new Date('2026-11-22T03:25:00Z'));
    const edited = await k.edit(expert, diaryId, '고친 코멘트');
    expect(edited.json).toMatchObject({ code: '200', message: 'ExpertCommentEdited' });
    expect(dataOf(edited, expertCommentsApi.editExpertComment.response).comment).toMatchObject({
      content: '고친 코멘트',
      writtenAt: '2026-11-22T03:00:00.000Z',
      updatedAt: '2026-11-22T03:25:00.000Z',
    });
    const removed = await k.remove(expert, diaryId);
    expect(removed.json).toMatchObject({ code: '200', message: 'ExpertCommentDeleted' });
    expect(dataOf(removed, expertCommentsApi.deleteExpertComment.response)).toEqual({
      diaryId,
      status: 'REQUESTED',
      via: 'COUPON',
      requestedAt: '2026-11-22T03:00:00.000Z',
      comment: null,
    });
  });

  it('refuses an empty or too long comment with 400 and stores nothing', async () => {
    const a = await k.writer();
    const diaryId = await requestedEntry(a, '2026-11-20');
    expect(await k.write(expert, diaryId, '   ')).toMatchObject(failure(400, 'BadRequest'));
    expect(await k.write(expert, diaryId, '가'.repeat(3001))).toMatchObject(failure(400, 'BadRequest'));
    expect(await k.write(expert, diaryId, 42)).toMatchObject(failure(400, 'BadRequest'));
    const [row] = await t.db.select().from(expertComments).where(eq(expertComments.diaryId, diaryId));
    expect(row?.content).toBeNull();
  });

  it('is for experts only (SPEC §6)', async () => {
    const a = await k.writer();
    const diaryId = await requestedEntry(a, '2026-11-20');
    for (const tokens of [a.tokens, await k.signIn('admin')]) {
      expect(await k.write(tokens, diaryId, '코멘트')).toMatchObject(failure(403, 'IllegalUserRoleException'));
      expect(await k.edit(tokens, diaryId, '코멘트')).toMatchObject(failure(403, 'IllegalUserRoleException'));
      expect(await k.remove(tokens, diaryId)).toMatchObject(failure(403, 'IllegalUserRoleException'));
    }
  });
});
