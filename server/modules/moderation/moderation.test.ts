import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ReportData } from '../../../src/contract/community-api.ts';
import { REPORT_HIDE_THRESHOLD } from '../../../src/contract/limits.ts';
import { ModerationMember, RestoreData, RestrictionData, ReviewListData } from '../../../src/contract/moderation-api.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { reports } from '../../db/schema/diaries.ts';
import { users } from '../../db/schema/users.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { insertEntry } from '../../test/community-test-kit.ts';

/** Decision 0030: only an admin restricts (SPEC §4), and a restricted member can still learn why, log out and leave. */
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const { join, me, signIn, addChild } = memberKit(() => t);
let admin: Pair;

type Member = { tokens: Pair; id: number };
async function member(userId: string, nickname: string): Promise<Member> {
  const tokens = await join(userId, nickname);
  return { tokens, id: (await me(tokens)).id };
}
const statusOf = (tokens: Pair, id: number, body: unknown) => t.request('PUT', `/api/admin/moderation/members/${id}/status`, { tokens, body });
const warnOf = (tokens: Pair, id: number, change: unknown) =>
  t.request('PATCH', `/api/admin/moderation/members/${id}/warning-count`, { tokens, body: { change, reason: '테스트 사유' } });
const liftOf = (tokens: Pair, id: number, reason: unknown = '소명 확인') =>
  t.request('DELETE', `/api/admin/moderation/members/${id}/restriction`, { tokens, body: { reason } });
const BLOCKED = { status: 403, json: { code: '032', message: 'BlockedUser' } };

const t = testApp({ clock, demo: true });
beforeAll(async () => {
  admin = await signIn('admin');
});

describe('admin restriction', () => {
  it('restricts with a reason: every call answers 032 but the reason, logout and account deletion; lifting makes the member whole again', async () => {
    const m = await member('restrictee', '제한맘');
    const restricted = dataOf(await statusOf(admin, m.id, { status: 'RESTRICTED', reason: '욕설 반복' }), ModerationMember);
    expect(restricted).toEqual({ id: m.id, status: 'RESTRICTED', warningCount: 0, restrictionReason: '욕설 반복', restrictedAt: clock.now().toISOString() });
    for (const [method, path] of [
      ['GET', '/api/users/me'],
      ['GET', '/api/members/children'],
      ['GET', '/api/members/community/shared-diaries'],
      ['PUT', '/api/users/push-noti'],
    ] as const) {
      expect(await t.request(method, path, { tokens: m.tokens, body: method === 'PUT' ? { value: true } : undefined }), `${method} ${path}`).toMatchObject(
        BLOCKED,
      );
    }
    expect(dataOf(await t.request('GET', '/api/users/me/restriction', { tokens: m.tokens }), RestrictionData)).toEqual({
      restricted: true,
      reason: '욕설 반복',
      since: clock.now().toISOString(),
    });

    clock.advance(60_000);
    expect(dataOf(await liftOf(admin, m.id), ModerationMember)).toMatchObject({ status: 'ACTIVE', restrictionReason: null, restrictedAt: null });
    expect((await t.request('GET', '/api/users/me', { tokens: m.tokens })).status).toBe(200);
    expect(dataOf(await t.request('GET', '/api/users/me/restriction', { tokens: m.tokens }), RestrictionData)).toEqual({
      restricted: false,
      reason: null,
      since: null,
    });
    expect(dataOf(await liftOf(admin, m.id), ModerationMember).status).toBe('ACTIVE');
  });

  it('lets a restricted member log out', async () => {
    const m = await member('leaver', '나가맘');
    await statusOf(admin, m.id, { status: 'RESTRICTED', reason: '광고' });
    expect((await t.request('POST', '/api/users/logout', { tokens: m.tokens })).status).toBe(200);
    expect((await t.request('GET', '/api/users/me/restriction', { tokens: m.tokens })).status).toBe(401);
  });

  it('lets a restricted member delete the account (right to erasure)', async () => {
    const m = await member('eraser', '지우맘');
    await statusOf(admin, m.id, { status: 'RESTRICTED', reason: '광고' });
    expect((await t.request('DELETE', '/api/users/me', { tokens: m.tokens })).status).toBe(200);
    expect(await signInStatus('eraser')).toBe(422);
  });

  it('takes a member off the review list once an admin decides, and restores hidden content', async () => {
    const m = await member('reviewed', '검토맘');
    const child = await addChild(m.tokens, { nickname: '아기', sex: 'MALE', born: true, birthDateTime: '2026-01-01T00:00:00Z', height: null, weight: null });
    const entry = await insertEntry(t.db, { memberId: m.id, childId: child, entryDate: '2026-11-20' });
    const reporters: Member[] = [];
    for (let i = 0; i < REPORT_HIDE_THRESHOLD; i++) reporters.push(await member(`reviewer${i}`, `검토신고${'가나다라마'[i] ?? '바'}`));
    for (const r of reporters)
      dataOf(
        await t.request('POST', '/api/members/community/reports', { tokens: r.tokens, body: { targetKind: 'DIARY', targetId: entry, reason: 'SPAM' } }),
        ReportData,
      );
    const listed = dataOf(await t.request('GET', '/api/admin/moderation/members', { tokens: admin }), ReviewListData).members;
    expect(listed[0]).toMatchObject({ id: m.id, status: 'ACTIVE', distinctReporters: REPORT_HIDE_THRESHOLD });
    expect(listed[0]?.reports).toHaveLength(REPORT_HIDE_THRESHOLD);
    expect(listed[0]?.reports.every((r) => r.targetHidden && r.targetKind === 'DIARY' && r.targetId === entry)).toBe(true);
    const sharedOf = (tokens: Pair) => t.request('GET', `/api/members/community/shared-diary/${entry}`, { tokens });
    expect((await sharedOf(reporters[0]?.tokens ?? admin)).status).toBe(404);

    expect(
      dataOf(
        await t.request('POST', '/api/admin/moderation/restore', { tokens: admin, body: { targetKind: 'DIARY', targetId: entry, reason: '오해' } }),
        RestoreData,
      ),
    ).toEqual({ restored: true });
    expect((await sharedOf(reporters[0]?.tokens ?? admin)).status).toBe(200);
    expect(
      await t.request('POST', '/api/admin/moderation/restore', { tokens: admin, body: { targetKind: 'COMMENT', targetId: 999_999, reason: '오해' } }),
    ).toMatchObject({
      status: 404,
      json: { message: 'NoSuchCommentException' },
    });

    dataOf(await statusOf(admin, m.id, { status: 'ACTIVE', reason: '문제 없음' }), ModerationMember);
    const after = dataOf(await t.request('GET', '/api/admin/moderation/members?all=true', { tokens: admin }), ReviewListData).members;
    expect(after.map((x) => x.id)).not.toContain(m.id);
  });

  it('refuses to moderate an admin or nobody, and malformed bodies', async () => {
    const adminId = (await me(admin)).id;
    expect(await statusOf(admin, adminId, { status: 'RESTRICTED', reason: '테스트' })).toMatchObject({
      status: 403,
      json: { message: 'IllegalUserRoleException' },
    });
    expect(await statusOf(admin, 999_999, { status: 'RESTRICTED', reason: '테스트' })).toMatchObject({
      status: 404,
      json: { message: 'NoSuchMemberException' },
    });
    for (const body of [{}, { status: 'WITHDRAWN', reason: 'x' }, { status: 'RESTRICTED', reason: '  ' }, { status: 'RESTRICTED' }]) {
      expect(await statusOf(admin, 1, body)).toMatchObject({ status: 400, json: { message: 'BadRequest' } });
    }
  });
});

describe('reasons, experts and no-op restores (decision 0048)', () => {
  const auditCount = async () => (await t.db.select().from(auditLog)).length;

  it('lifts a restriction only with a reason, kept in the audit row', async () => {
    const m = await member('liftreason', '해제맘');
    await statusOf(admin, m.id, { status: 'RESTRICTED', reason: '광고' });
    const before = await auditCount();
    for (const reason of ['', '   ', null]) expect((await liftOf(admin, m.id, reason)).json).toMatchObject({ code: '400', message: 'BadRequest' });
    expect((await t.request('DELETE', `/api/admin/moderation/members/${m.id}/restriction`, { tokens: admin })).status).toBe(415);
    expect(await auditCount()).toBe(before);
    expect(dataOf(await liftOf(admin, m.id, '소명 확인'), ModerationMember).status).toBe('ACTIVE');
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.resourceId, m.id)).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({ action: 'member.status', reason: '소명 확인', after: { status: 'ACTIVE' } });
  });

  it('refuses to restrict, warn or lift an expert (not a member: IllegalUserRoleException), changing nothing', async () => {
    const expertId = (await me(await signIn('expert'))).id;
    const before = await auditCount();
    expect(await statusOf(admin, expertId, { status: 'RESTRICTED', reason: '테스트' })).toMatchObject({
      status: 403,
      json: { message: 'IllegalUserRoleException' },
    });
    expect(await warnOf(admin, expertId, 1)).toMatchObject({ status: 403, json: { message: 'IllegalUserRoleException' } });
    expect(await liftOf(admin, expertId)).toMatchObject({ status: 403, json: { message: 'IllegalUserRoleException' } });
    expect(await auditCount()).toBe(before);
    expect((await t.db.select().from(users).where(eq(users.id, expertId)))[0]).toMatchObject({ status: 'ACTIVE', warningCount: 0 });
  });

  it('restores only with a reason, and refuses an entry or comment that is not hidden: no audit row, its reports stay open', async () => {
    const author = await member('nothidden', '멀쩡맘');
    const reporter = await member('nhreporter', '신고맘');
    const child = await addChild(author.tokens, {
      nickname: '아기',
      sex: 'FEMALE',
      born: true,
      birthDateTime: '2026-01-01T00:00:00Z',
      height: null,
      weight: null,
    });
    const entry = await insertEntry(t.db, { memberId: author.id, childId: child, entryDate: '2026-11-21' });
    dataOf(
      await t.request('POST', '/api/members/community/reports', { tokens: reporter.tokens, body: { targetKind: 'DIARY', targetId: entry, reason: 'SPAM' } }),
      ReportData,
    );
    const restore = (body: unknown) => t.request('POST', '/api/admin/moderation/restore', { tokens: admin, body });
    const before = await auditCount();
    expect((await restore({ targetKind: 'DIARY', targetId: entry })).json).toMatchObject({ code: '400', message: 'BadRequest' });
    expect(await restore({ targetKind: 'DIARY', targetId: entry, reason: '복구' })).toMatchObject({
      status: 409,
      json: { code: '409', message: 'NotHiddenContentException' },
    });
    expect(await auditCount()).toBe(before);
    const open = await t.db
      .select()
      .from(reports)
      .where(and(eq(reports.targetKind, 'DIARY'), eq(reports.targetId, entry)));
    expect(open.map((r) => r.handledAt)).toEqual([null]);
  });
});

describe('warning count (SPEC §4, §5: never below 0)', () => {
  it('adds and removes warnings, answers WarningCountChanged, and never goes below 0', async () => {
    const m = await member('warned', '경고맘');
    const up = await warnOf(admin, m.id, 2);
    expect(up.json).toMatchObject({ code: '200', message: 'WarningCountChanged' });
    expect(dataOf(up, ModerationMember).warningCount).toBe(2);
    expect(await warnOf(admin, m.id, -3)).toMatchObject({ status: 400, json: { code: '400', message: 'WarningCountBelowZeroException' } });
    expect(dataOf(await warnOf(admin, m.id, -2), ModerationMember).warningCount).toBe(0);
    expect(await warnOf(admin, m.id, -1)).toMatchObject({ status: 400, json: { message: 'WarningCountBelowZeroException' } });
    for (const change of [0, 1.5, '1', null]) expect((await warnOf(admin, m.id, change)).status).toBe(400);
    // Warnings alone restrict nobody: only the status call does.
    expect(dataOf(await warnOf(admin, m.id, 50), ModerationMember).status).toBe('ACTIVE');
  });
});

describe('admin calls are for admins only', () => {
  it('answers 403 IllegalUserRoleException to members and experts, 401 to anonymous callers', async () => {
    const parent = await signIn('parent');
    const expert = await signIn('expert');
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/api/admin/moderation/members', undefined],
      ['PUT', '/api/admin/moderation/members/1/status', { status: 'RESTRICTED', reason: '테스트' }],
      ['DELETE', '/api/admin/moderation/members/1/restriction', { reason: '테스트' }],
      ['PATCH', '/api/admin/moderation/members/1/warning-count', { change: 1, reason: '테스트' }],
      ['POST', '/api/admin/moderation/restore', { targetKind: 'DIARY', targetId: 1, reason: '테스트' }],
    ];
    for (const [method, path, body] of calls) {
      for (const tokens of [parent, expert])
        expect(await t.request(method, path, { tokens, body }), `${method} ${path}`).toMatchObject({
          status: 403,
          json: { message: 'IllegalUserRoleException' },
        });
      expect((await t.request(method, path, { body })).status, `${method} ${path} anonymous`).toBe(401);
    }
  });
});

async function signInStatus(userId: string): Promise<number> {
  return (await t.request('POST', '/api/open/auth/sign-in', { body: { userId, password: 'goodpass1' } })).status;
}
