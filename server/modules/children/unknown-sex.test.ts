import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ChildSummaryData } from '../../../src/contract/child.ts';
import { children } from '../../db/schema/children.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';

/** Decision 0071: an expected baby's sex may be '아직 몰라요' (null); a born child's stays M or F (SPEC §3). */

const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const k = memberKit(() => t);
const t = testApp({ clock });
beforeAll(async () => {});

const expecting = { nickname: '콩콩이', sex: null, born: false, birthDueDate: '2027-02-01' };
const bad = { code: '400', message: 'BadRequest' };

describe('a child whose sex is not known yet', () => {
  let tokens: Pair;
  beforeAll(async () => {
    tokens = await k.join('waitmom', '기다림맘');
  });

  it('registers an unborn child without a sex and reads it back as null', async () => {
    const id = await k.addChild(tokens, expecting);
    expect((await k.child(tokens, id)).summary).toMatchObject({ sex: null, born: false });
    const list = await t.request('GET', '/api/members/children', { tokens });
    expect(list.json).toMatchObject({ data: { children: [expect.objectContaining({ id, sex: null })] } });
  });

  it('refuses a born child without a sex, on adding and on marking born', async () => {
    const born = { nickname: '튼튼이', sex: null, born: true, birthDateTime: '2026-11-01T03:00:00Z', height: null, weight: null };
    expect((await t.request('POST', '/api/members/children', { tokens, body: born })).json).toEqual(bad);
    const id = await k.addChild(tokens, { ...expecting, nickname: '봄이' });
    const birth = { version: 1, born: true, birthDateTime: '2026-11-20T03:00:00Z' };
    // Sex left as it is (unknown), or said to be unknown: refused, nothing changed.
    expect((await k.patchChild(tokens, id, birth)).json).toEqual(bad);
    expect((await k.patchChild(tokens, id, { ...birth, sex: null })).json).toEqual(bad);
    expect((await k.child(tokens, id)).summary).toMatchObject({ born: false, sex: null });
    const res = await k.patchChild(tokens, id, { ...birth, sex: 'FEMALE' });
    expect(dataOf(res, ChildSummaryData).summary).toMatchObject({ born: true, sex: 'FEMALE' });
    // And a born child cannot lose its sex afterwards.
    expect((await k.patchChild(tokens, id, { version: 2, sex: null })).json).toEqual(bad);
  });

  it('the database itself keeps a born child from having no sex', async () => {
    const id = await k.addChild(tokens, { ...expecting, nickname: '여름이' });
    await expect(t.db.update(children).set({ born: true, birthDueDate: null, birthDateTime: new Date() }).where(eq(children.id, id))).rejects.toThrow();
  });
});
