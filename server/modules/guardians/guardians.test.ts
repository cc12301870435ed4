import { beforeAll, describe, expect, it } from 'vitest';
import { diaryApi } from '../../../src/contract/diary-api.ts';
import { guardiansApi } from '../../../src/contract/guardians-api.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { diaryKit, entry, errorOf } from '../../test/diary-test-kit.ts';
import { ordersKit } from '../../test/orders-test-kit.ts';

// Decision 0097: two guardians on one child. Noon in Korea, so that "today" is one Korea day throughout.
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const t = testApp({ clock });
const kit = memberKit(() => t);
const diary = diaryKit(() => t);
const orders = ordersKit(() => t);

const born = (nickname: string) => ({ nickname, sex: 'FEMALE', born: true, birthDateTime: '2026-03-01T03:00:00Z', height: 50, weight: 3.2 });
const invite = (tokens: Pair, childId: number) => t.request('POST', `/api/members/children/${childId}/guardian-invites`, { tokens });
const accept = (tokens: Pair, code: string) => t.request('POST', '/api/members/guardian-invites/accept', { tokens, body: { code } });
const family = (tokens: Pair, childId: number) => t.request('GET', `/api/members/children/${childId}/family`, { tokens });
const removeGuardian = (tokens: Pair, childId: number, memberId: number) =>
  t.request('DELETE', `/api/members/children/${childId}/guardians/${memberId}`, { tokens });

async function codeFor(tokens: Pair, childId: number): Promise<string> {
  const res = await invite(tokens, childId);
  expect(res.status, res.text).toBe(200);
  return dataOf(res, guardiansApi.inviteGuardian.response).code;
}

let mom: Pair, dad: Pair, grandma: Pair, stranger: Pair;
let dadId: number;
let child: number, sibling: number;
beforeAll(async () => {
  mom = await kit.join('guardmom', '엄마');
  dad = await kit.join('guarddad', '아빠');
  grandma = await kit.join('guardgran', '할머니');
  stranger = await kit.join('guardnext', '이웃');
  dadId = (await kit.me(dad)).id;
  child = await kit.addChild(mom, born('도담이'));
  sibling = await kit.addChild(mom, born('도란이'));
});

describe('inviting and accepting a guardian (decision 0097)', () => {
  it('gives an 8-letter code valid for 24 hours that makes the invited member a guardian of that child only', async () => {
    const res = await invite(mom, child);
    const created = dataOf(res, guardiansApi.inviteGuardian.response);
    expect(created.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(new Date(created.expiresAt).getTime() - clock.now().getTime()).toBe(24 * 60 * 60 * 1000);
    // As a person would type it: lower case, with the dash the page shows.
    const typed = `${created.code.slice(0, 4)}-${created.code.slice(4)}`.toLowerCase();
    expect((await accept(dad, typed)).json).toMatchObject({ code: '200', data: { childId: child } });
    const dadsChildren = await kit.children(dad);
    expect(dadsChildren.map((c) => [c.id, c.guardian])).toEqual([[child, true]]);
    expect((await kit.children(mom)).map((c) => [c.id, c.guardian])).toEqual([
      [child, false],
      [sibling, false],
    ]);
    expect(await t.request('GET', `/api/members/children/${sibling}`, { tokens: dad })).toMatchObject(errorOf(404, 'NoSuchChildException'));
  });

  it('lets a guardian write the child’s diary and records; each entry names who wrote it', async () => {
    const written = await diary.write(dad, entry(child, '2026-11-21'));
    expect(written).toMatchObject({ authorId: dadId, authorNickname: '아빠' });
    const mine = await diary.write(mom, entry(child, '2026-11-22'));
    const list = await diary.list(dad, `childId=${child}`);
    expect(list.status).toBe(200);
    const rows = dataOf(list, diaryApi.diaries.response).diaries;
    expect(rows.map((r) => [r.id, r.authorNickname])).toEqual([
      [mine.id, '엄마'],
      [written.id, '아빠'],
    ]);
    // The same Korea day as the owner's entry: one entry per child per day, whoever writes it.
    expect(await diary.create(dad, entry(child, '2026-11-22'))).toMatchObject(errorOf(409, 'DiaryAlreadyWrittenException'));
    const edited = await diary.edit(dad, mine.id, { version: mine.version, title: '아빠가 고쳤어요' });
    expect(edited.status, edited.text).toBe(200);
    expect((await t.request('GET', `/api/members/children/${child}/measurements`, { tokens: dad })).status).toBe(200);
    expect((await t.request('GET', `/api/members/children/${child}/vaccinations`, { tokens: dad })).status).toBe(200);
    // Sharing to the community stays its author's.
    expect((await diary.share(dad, mine.id, true)).status).toBe(404);
  });

  it('keeps the profile, deleting, inviting and buying with the owner', async () => {
    const { version } = await kit.child(mom, child);
    expect(await kit.patchChild(dad, child, { nickname: '바꿈', version })).toMatchObject(errorOf(404, 'NoSuchChildException'));
    expect(await kit.removeChild(dad, child)).toMatchObject(errorOf(404, 'NoSuchChildException'));
    expect(await invite(dad, child)).toMatchObject(errorOf(404, 'NoSuchChildException'));
    const order = await orders.createOrder(dad, {
      orderableType: 'DIARY_PDF',
      targetId: child,
      expectedAmount: 10_000,
      customerName: '아빠',
      customerMobilePhone: '010-1111-2222',
      customerEmail: 'dad@dodam.example',
    });
    expect(order.status).toBe(404);
    const seen = dataOf(await family(dad, child), guardiansApi.childFamily.response);
    expect(seen).toMatchObject({ owner: { nickname: '엄마', me: false }, invites: [] });
    expect(seen.guardians.map((g) => [g.nickname, g.me])).toEqual([['아빠', true]]);
  });

  it('refuses a used, expired, unknown, malformed or own code with its named error', async () => {
    const code = await codeFor(mom, child);
    expect(await accept(mom, code)).toMatchObject(errorOf(409, 'GuardianOwnChildException'));
    expect((await accept(grandma, code)).status).toBe(200);
    // Again by the same member: answered, nothing spent; by another: used.
    expect((await accept(grandma, code)).json).toMatchObject({ data: { childId: child } });
    expect(await accept(stranger, code)).toMatchObject(errorOf(410, 'GuardianInviteExpiredException'));
    const late = await codeFor(mom, sibling);
    clock.advance(24 * 60 * 60 * 1000);
    expect(await accept(stranger, late)).toMatchObject(errorOf(410, 'GuardianInviteExpiredException'));
    expect(await accept(stranger, 'ZZZZZZZZ')).toMatchObject(errorOf(404, 'GuardianInviteNotFoundException'));
    for (const bad of ['ABC', 'ABCDEFG1', 'ABCDEFGHI', 'ABCDEFGO', 'A'.repeat(40)])
      expect(await accept(stranger, bad)).toMatchObject(errorOf(400, 'InvalidGuardianInviteCode'));
    for (const bad of ['ABCD\u0000EFG', '\ud800ABCDEFG']) expect(await accept(stranger, bad)).toMatchObject(errorOf(400, 'BadRequest'));
    expect(await kit.children(stranger)).toEqual([]);
  });

  it('ends a removed guardian’s access at once and drops its selection of the child', async () => {
    await t.request('PUT', `/api/members/children/${child}/select`, { tokens: grandma });
    expect((await kit.me(grandma)).selectedChildId).toBe(child);
    const grandmaId = (await kit.me(grandma)).id;
    // A guardian cannot remove another guardian.
    expect((await removeGuardian(dad, child, grandmaId)).status).toBe(403);
    expect((await removeGuardian(mom, child, grandmaId)).json).toMatchObject({ code: '200' });
    expect(await t.request('GET', `/api/members/children/${child}`, { tokens: grandma })).toMatchObject(errorOf(404, 'NoSuchChildException'));
    expect(await diary.list(grandma, `childId=${child}`)).toMatchObject(errorOf(404, 'NoSuchChildException'));
    expect((await kit.me(grandma)).selectedChildId).toBeNull();
    expect(await removeGuardian(mom, child, grandmaId)).toMatchObject(errorOf(404, 'NoSuchGuardianException'));
    // A guardian may leave by itself.
    expect((await removeGuardian(dad, child, dadId)).status).toBe(200);
    expect(await kit.children(dad)).toEqual([]);
  });

  it('caps open invites per child and counts a member’s tries at codes', async () => {
    const other = await kit.addChild(stranger, born('이웃아기'));
    for (let i = 0; i < 5; i++) await codeFor(stranger, other);
    expect(await invite(stranger, other)).toMatchObject(errorOf(422, 'TooManyGuardianInvitesException'));
    const open = dataOf(await family(stranger, other), guardiansApi.childFamily.response).invites;
    expect(open).toHaveLength(5);
    const first = open[0]?.id ?? 0;
    expect((await t.request('DELETE', `/api/members/children/${other}/guardian-invites/${first}`, { tokens: stranger })).status).toBe(200);
    expect((await t.request('DELETE', `/api/members/children/${other}/guardian-invites/${first}`, { tokens: stranger })).status).toBe(404);
    expect((await invite(stranger, other)).status).toBe(200);
    const guesser = await kit.join('guardguess', '추측');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await accept(guesser, 'ZZZZZZZZ')).status);
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('keeps a leaving guardian’s entries with the child, and drops guardians’ selection when the owner leaves', async () => {
    const owner = await kit.join('guardowner', '주인');
    const helper = await kit.join('guardhelp', '도우미');
    const baby = await kit.addChild(owner, born('새싹이'));
    expect((await accept(helper, await codeFor(owner, baby))).status).toBe(200);
    await t.request('PUT', `/api/members/children/${baby}/select`, { tokens: helper });
    const written = await diary.write(helper, entry(baby, '2026-11-20'));
    expect((await t.request('DELETE', '/api/users/me', { tokens: helper })).status).toBe(200);
    const kept = dataOf(await diary.read(owner, written.id), diaryApi.diary.response);
    expect(kept).toMatchObject({ id: written.id, authorNickname: '' });
    const third = await kit.join('guardthird', '셋째보호');
    expect((await accept(third, await codeFor(owner, baby))).status).toBe(200);
    await t.request('PUT', `/api/members/children/${baby}/select`, { tokens: third });
    expect((await t.request('DELETE', '/api/users/me', { tokens: owner })).status).toBe(200);
    expect((await kit.me(third)).selectedChildId).toBeNull();
    expect(await kit.children(third)).toEqual([]);
  });
});
