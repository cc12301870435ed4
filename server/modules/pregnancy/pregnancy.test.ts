import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pregnancyApi } from '../../../src/contract/pregnancy-api.ts';
import { guardiansApi } from '../../../src/contract/guardians-api.ts';
import { children } from '../../db/schema/children.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { errorOf } from '../../test/diary-test-kit.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';

// Decision 0100: 태교일기. 2026-11-22 12:00 in Korea; the due date 2027-03-01 makes it week 25.
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const t = testApp({ clock });
const kit = memberKit(() => t);

const unborn = { nickname: '콩이', sex: null, born: false, birthDueDate: '2027-03-01', height: null, weight: null };
const put = (tokens: Pair, childId: number, clientId: string, body: unknown) =>
  t.request('PUT', `/api/members/children/${childId}/pregnancy-entries/${clientId}`, { tokens, body });
const diary = async (tokens: Pair, childId: number) =>
  dataOf(await t.request('GET', `/api/members/children/${childId}/pregnancy-entries`, { tokens }), pregnancyApi.pregnancyDiary.response);

let mom: Pair, dad: Pair, stranger: Pair, child: number;
beforeAll(async () => {
  mom = await kit.join('pregmom', '엄마');
  dad = await kit.join('pregdad', '아빠');
  stranger = await kit.join('pregnext', '이웃');
  child = await kit.addChild(mom, unborn);
  const { code } = dataOf(await t.request('POST', `/api/members/children/${child}/guardian-invites`, { tokens: mom }), guardiansApi.inviteGuardian.response);
  expect((await t.request('POST', '/api/members/guardian-invites/accept', { tokens: dad, body: { code } })).status).toBe(200);
});

describe('the pregnancy diary (decision 0100)', () => {
  it('says the week today and keeps the family’s entries newest week first, each with its writer', async () => {
    expect((await diary(mom, child)).currentWeek).toBe(25);
    const first = randomUUID();
    expect((await put(mom, child, first, { week: 24, content: '  첫 태동을 느꼈어요  ' })).status).toBe(200);
    expect((await put(dad, child, randomUUID(), { week: 25, content: '초음파 사진을 받았어요' })).status).toBe(200);
    // The same write again changes nothing; an edit keeps the day it was first written.
    clock.advance(60_000);
    const again = dataOf(await put(mom, child, first, { week: 24, content: '첫 태동을 느꼈어요' }), pregnancyApi.putPregnancyEntry.response);
    expect(again).toMatchObject({ content: '첫 태동을 느꼈어요', writtenOn: '2026-11-22', authorNickname: '엄마' });
    const read = await diary(dad, child);
    expect(read.open).toBe(true);
    expect(read.entries.map((e) => [e.week, e.authorNickname])).toEqual([
      [25, '아빠'],
      [24, '엄마'],
    ]);
    expect((await t.request('DELETE', `/api/members/children/${child}/pregnancy-entries/${first}`, { tokens: dad })).json).toMatchObject({
      code: '200',
      data: null,
    });
    expect((await diary(mom, child)).entries).toHaveLength(1);
  });

  it.each([
    ['a week before 4', { week: 3, content: '메모' }, 'InvalidPregnancyWeek'],
    ['a week past 42', { week: 43, content: '메모' }, 'InvalidPregnancyWeek'],
    ['a week that is not whole', { week: 20.5, content: '메모' }, 'InvalidPregnancyWeek'],
    ['nothing written', { week: 20, content: '   ' }, 'InvalidPregnancyEntryContent'],
    ['more than 5,000 characters', { week: 20, content: '가'.repeat(5001) }, 'InvalidPregnancyEntryContent'],
  ])('refuses %s', async (_, body, key) => {
    expect(await put(mom, child, randomUUID(), body)).toMatchObject(errorOf(400, key));
  });

  it('is the family’s only, and closes for writing (not reading) once the child is born', async () => {
    expect(await put(stranger, child, randomUUID(), { week: 20, content: '남의 일기' })).toMatchObject(errorOf(404, 'NoSuchChildException'));
    expect(await put(mom, child, 'not-a-uuid', { week: 20, content: '메모' })).toMatchObject(errorOf(400, 'InvalidPregnancyEntryId'));
    // Born (as the profile's edit records it; its own tests are child-profile's).
    await t.db
      .update(children)
      .set({ born: true, sex: 'FEMALE', birthDateTime: new Date('2026-11-21T03:00:00Z') })
      .where(eq(children.id, child));
    expect(await put(mom, child, randomUUID(), { week: 40, content: '태어났어요' })).toMatchObject(errorOf(409, 'PregnancyDiaryClosedException'));
    const kept = await diary(mom, child);
    expect(kept).toMatchObject({ open: false, currentWeek: null });
    expect(kept.entries).toHaveLength(1);
  });
});
