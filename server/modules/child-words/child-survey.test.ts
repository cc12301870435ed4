import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChildListItem } from '../../../src/contract/child.ts';
import { ChildSurveyData, type ChildSurveyAnswers } from '../../../src/contract/child-survey.ts';
import { childSurveys } from '../../db/schema/children.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';

const NOON = new Date('2026-11-22T03:00:00Z');
const clock = testClock(NOON);

const members = memberKit(() => t);
const { signIn, join } = members;
const BAD = { code: '400', message: 'BadRequest' };
const NO_CHILD = { status: 404, json: { code: '404', message: 'NoSuchChildException' } };

async function firstChild(tokens: Pair): Promise<ChildListItem> {
  const [first] = await members.children(tokens);
  return first ?? expect.unreachable('the member has no child');
}
const addChild = (tokens: Pair) =>
  members.addChild(tokens, { nickname: '설문이', sex: 'FEMALE', born: true, birthDateTime: '2026-06-01T00:00:00Z', height: null, weight: null });
const getSurvey = (tokens: Pair, id: number | string) => t.request('GET', `/api/members/children/${id}/surveys`, { tokens });
const patchSurvey = (tokens: Pair, id: number | string, body: unknown) => t.request('PATCH', `/api/members/children/${id}/surveys`, { tokens, body });
const answers = (over: Partial<Record<keyof ChildSurveyAnswers, unknown>> = {}) => ({
  feeding: 'MIXED',
  sleepHours: 14.5,
  nightWakings: 2,
  temperament: 'EASYGOING',
  concerns: ['SLEEP'],
  concernNote: null,
  ...over,
});

const t = testApp({ clock, demo: true });
beforeAll(async () => {});

describe('GET and PATCH /api/members/children/:id/surveys (SPEC §7 body childSurveys)', () => {
  let tokens: Pair;
  let childId: number;
  beforeAll(async () => {
    tokens = await join('surveymom', '설문맘');
    childId = await addChild(tokens);
  });

  it('answers null before the survey is filled in, and the seeded survey for 도담이', async () => {
    expect((await getSurvey(tokens, childId)).json).toEqual({ code: '200', message: 'OK', data: { childSurveys: null, updatedAt: null } });
    const parent = await signIn('parent');
    const seeded = dataOf(await getSurvey(parent, (await firstChild(parent)).id), ChildSurveyData);
    expect(seeded.childSurveys).toMatchObject({ feeding: 'BABY_FOOD', temperament: 'ACTIVE', concerns: ['SLEEP', 'FEEDING'] });
  });

  it('saves (note trimmed, blank note → null), reads it back, and a second save replaces it', async () => {
    const saved = await patchSurvey(tokens, childId, { childSurveys: answers({ concernNote: '  밤잠이 짧아요  ' }) });
    expect(saved.json).toEqual({
      code: '200',
      message: 'OK',
      data: { childSurveys: answers({ concernNote: '밤잠이 짧아요' }), updatedAt: NOON.toISOString() },
    });
    expect((await getSurvey(tokens, childId)).json?.data).toEqual(saved.json?.data);
    const edit = await patchSurvey(tokens, childId, { childSurveys: answers({ feeding: null, sleepHours: null, concerns: [], concernNote: '   ' }) });
    expect(dataOf(edit, ChildSurveyData).childSurveys).toEqual(answers({ feeding: null, sleepHours: null, concerns: [], concernNote: null }));
    expect((await getSurvey(tokens, childId)).json?.data).toEqual(edit.json?.data);
  });

  it('refuses invalid answers with the 400 envelope and keeps the saved survey', async () => {
    const before = (await getSurvey(tokens, childId)).json?.data;
    const bodies: unknown[] = [
      {},
      { childSurveys: null },
      { childSurveys: [{ question: 'feeding', answer: 'MIXED' }] },
      { childSurveys: answers({ feeding: 'JUICE' }) },
      { childSurveys: answers({ sleepHours: 24.5 }) },
      { childSurveys: answers({ sleepHours: 7.3 }) },
      { childSurveys: answers({ sleepHours: -1 }) },
      { childSurveys: answers({ sleepHours: '8' }) },
      { childSurveys: answers({ nightWakings: 1.5 }) },
      { childSurveys: answers({ nightWakings: 21 }) },
      { childSurveys: answers({ temperament: 'GRUMPY' }) },
      { childSurveys: answers({ concerns: ['SLEEP', 'SLEEP'] }) },
      { childSurveys: answers({ concerns: ['MONEY'] }) },
      { childSurveys: answers({ concerns: 'SLEEP' }) },
      { childSurveys: answers({ concernNote: '가'.repeat(501) }) },
      { childSurveys: answers({ feeding: null, sleepHours: null, nightWakings: null, temperament: null, concerns: [], concernNote: '  ' }) },
    ];
    for (const body of bodies) expect((await patchSurvey(tokens, childId, body)).json, JSON.stringify(body).slice(0, 80)).toEqual(BAD);
    const malformed = await t.request('PATCH', `/api/members/children/${childId}/surveys`, {
      tokens,
      rawBody: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.json).toEqual(BAD);
    expect((await getSurvey(tokens, childId)).json?.data).toEqual(before);
    expect((await getSurvey(tokens, 'x')).json).toEqual(BAD);
  });

  it('answers 404 NoSuchChildException for another member\u2019s child on GET and PATCH', async () => {
    const parent = await signIn('parent');
    const dodam = await firstChild(parent);
    const before = (await getSurvey(parent, dodam.id)).json?.data;
    expect(await getSurvey(tokens, dodam.id)).toMatchObject(NO_CHILD);
    expect(await patchSurvey(tokens, dodam.id, { childSurveys: answers() })).toMatchObject(NO_CHILD);
    expect(await patchSurvey(tokens, 999_999, { childSurveys: answers() })).toMatchObject(NO_CHILD);
    expect((await getSurvey(parent, dodam.id)).json?.data).toEqual(before);
  });

  it('two parallel first saves leave one survey row', async () => {
    const id = await addChild(tokens);
    const results = await Promise.all([
      patchSurvey(tokens, id, { childSurveys: answers({ nightWakings: 0 }) }),
      patchSurvey(tokens, id, { childSurveys: answers({ nightWakings: 5 }) }),
    ]);
    for (const res of results) expect(res.status).toBe(200);
    const [rows] = await t.db.select({ n: count() }).from(childSurveys).where(eq(childSurveys.childId, id));
    expect(rows?.n).toBe(1);
    expect([0, 5]).toContain(dataOf(await getSurvey(tokens, id), ChildSurveyData).childSurveys?.nightWakings);
  });

  it('refuses experts (403)', async () => {
    expect(await getSurvey(await signIn('expert'), childId)).toMatchObject({ status: 403, json: { message: 'IllegalUserRoleException' } });
  });
});
