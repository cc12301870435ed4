import { beforeAll, describe, expect, it } from 'vitest';
import { CommentListData, CommunityComment, COMMENT_MAX, FeedData } from '../../../src/contract/community-api.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { insertEntry, insertExpertComment } from '../../test/community-test-kit.ts';

const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const { join, me, addChild, signIn } = memberKit(() => t);

let writer: { tokens: Pair; id: number; childId: number };
let other: Pair;
let shared: number;
let unshared: number;

const comments = (tokens: Pair, diaryId: number | string) => t.request('GET', `/api/members/community/shared-diary/${diaryId}/comments`, { tokens });
const add = (tokens: Pair, diaryId: number | string, body: unknown) =>
  t.request('POST', `/api/members/community/shared-diary/${diaryId}/comments`, { tokens, body });
const edit = (tokens: Pair, id: number | string, body: unknown) => t.request('PATCH', `/api/members/community/comments/${id}`, { tokens, body });
const remove = (tokens: Pair, id: number | string) => t.request('DELETE', `/api/members/community/comments/${id}`, { tokens });
async function list(tokens: Pair, diaryId: number) {
  const res = await comments(tokens, diaryId);
  expect(res.status).toBe(200);
  return dataOf(res, CommentListData).comments;
}

const t = testApp({ clock, demo: true });
beforeAll(async () => {
  const tokens = await join('writer', '글쓴맘');
  const { id } = await me(tokens);
  const childId = await addChild(tokens, { nickname: '아기', sex: 'MALE', born: true, birthDateTime: '2026-01-01T00:00:00Z', height: null, weight: null });
  writer = { tokens, id, childId };
  other = await join('other', '다른맘');
  shared = await insertEntry(t.db, { memberId: id, childId, entryDate: '2026-11-20' });
  unshared = await insertEntry(t.db, { memberId: id, childId, entryDate: '2026-11-21', sharedAt: null });
});

describe('comments on a shared entry', () => {
  it('adds a trimmed comment, lists oldest first with author and ownership, and counts it in the feed', async () => {
    const first = dataOf(await add(other, shared, { content: '  축하해요!  ' }), CommunityComment);
    expect(first).toMatchObject({ diaryId: shared, content: '축하해요!', author: { nickname: '다른맘' }, mine: true, edited: false, kind: 'MEMBER' });
    clock.advance(1000);
    await add(writer.tokens, shared, { content: '감사합니다' });
    const seen = await list(other, shared);
    expect(seen.map((c) => [c.content, c.mine])).toEqual([
      ['축하해요!', true],
      ['감사합니다', false],
    ]);
    const feed = dataOf(await t.request('GET', '/api/members/community/shared-diaries', { tokens: other }), FeedData);
    expect(feed.diaries.find((d) => d.id === shared)?.commentCount).toBe(2);
  });

  it('requires content (trimmed, at most COMMENT_MAX) and a JSON body', async () => {
    for (const body of [{ content: '   ' }, { content: '' }, {}, { content: 'x'.repeat(COMMENT_MAX + 1) }, { content: 3 }]) {
      const res = await add(other, shared, body);
      expect(res).toMatchObject({ status: 400, json: { code: '400', message: 'BadRequest' } });
    }
    expect((await add(other, shared, { content: 'x'.repeat(COMMENT_MAX) })).status).toBe(200);
    const raw = await t.request('POST', `/api/members/community/shared-diary/${shared}/comments`, {
      tokens: other,
      rawBody: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.status).toBe(400);
  });

  it('refuses someone else\u2019s unshared entry like a missing one (NoSuchDiaryException, decision 0032), one\u2019s own with NotSharedDiaryException; the author still reads its comments', async () => {
    expect(await add(other, unshared, { content: '안녕' })).toMatchObject({ status: 404, json: { message: 'NoSuchDiaryException' } });
    expect(await add(writer.tokens, unshared, { content: '안녕' })).toMatchObject({ status: 409, json: { message: 'NotSharedDiaryException' } });
    expect(await comments(other, unshared)).toMatchObject({ status: 404, json: { message: 'NoSuchDiaryException' } });
    expect(await list(writer.tokens, unshared)).toEqual([]);
    expect(await add(other, 999999, { content: '안녕' })).toMatchObject({ status: 404, json: { message: 'NoSuchDiaryException' } });
  });

  it('edits and deletes only one\u2019s own comment; another\u2019s or a deleted one is NoSuchCommentException', async () => {
    const mine = dataOf(await add(other, shared, { content: '수정 전' }), CommunityComment);
    clock.advance(1000);
    const edited = dataOf(await edit(other, mine.id, { content: ' 수정 후 ' }), CommunityComment);
    expect(edited).toMatchObject({ id: mine.id, content: '수정 후', edited: true });
    expect(await edit(writer.tokens, mine.id, { content: '남의 것' })).toMatchObject({ status: 404, json: { code: '404', message: 'NoSuchCommentException' } });
    expect(await remove(writer.tokens, mine.id)).toMatchObject({ status: 404, json: { message: 'NoSuchCommentException' } });
    expect(await edit(other, mine.id, { content: '' })).toMatchObject({ status: 400 });
    expect((await remove(other, mine.id)).status).toBe(200);
    expect((await list(other, shared)).some((c) => c.id === mine.id)).toBe(false);
    expect(await remove(other, mine.id)).toMatchObject({ status: 404, json: { message: 'NoSuchCommentException' } });
    expect(await edit(other, mine.id, { content: '다시' })).toMatchObject({ status: 404, json: { message: 'NoSuchCommentException' } });
    expect((await edit(other, 'x', { content: '다시' })).status).toBe(400);
  });

  it('does not edit a comment once its entry is no longer shared', async () => {
    const entry = await insertEntry(t.db, { memberId: writer.id, childId: writer.childId, entryDate: '2026-11-10' });
    const comment = dataOf(await add(other, entry, { content: '좋아요' }), CommunityComment);
    await t.db.execute(`update diaries set shared = false, shared_at = null where id = ${entry}`);
    expect(await edit(other, comment.id, { content: '변경' })).toMatchObject({ status: 404, json: { message: 'NoSuchDiaryException' } });
    expect((await remove(other, comment.id)).status).toBe(200);
  });

  it('leaves experts\u2019 paid comments out of the community', async () => {
    const expert = await signIn('expert');
    const { id } = await me(expert);
    await insertExpertComment(t.db, shared, id);
    expect((await list(other, shared)).every((c) => c.kind === 'MEMBER')).toBe(true);
  });

  it('is not for admins', async () => {
    const admin = await signIn('admin');
    expect(await add(admin, shared, { content: '관리자' })).toMatchObject({ status: 403, json: { message: 'IllegalUserRoleException' } });
  });
});
