/** Diary fixtures and calls shared by the diary server tests (not a test file itself). */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { diaryApi } from '../../src/contract/diary-api.ts';
import type { DiaryAreas } from '../../src/contract/diary.ts';
import type { TestContext } from './harness.ts';
import { dataOf, type Pair } from './members.ts';

export const noAreas: DiaryAreas = { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: null, breastfeeding: null };

export const entry = (childId: number, entryDate: string, extra: Record<string, unknown> = {}) => ({
  clientId: randomUUID(),
  childId,
  entryDate,
  title: '오늘의 기록',
  areas: { ...noAreas, water: { ml: 600, note: null }, mood: { mood: 'GOOD', note: '많이 웃었어요' } },
  content: { root: { type: 'root', children: [] } },
  contentText: '오늘은 공원에 산책을 다녀왔어요.',
  ...extra,
});

export function diaryKit(context: () => TestContext) {
  const request: TestContext['request'] = (...args) => context().request(...args);
  const withKey = (key?: string) => (key ? { 'idempotency-key': key } : undefined);
  return {
    create: (tokens: Pair, body: unknown, key?: string) => request('POST', '/api/members/diaries', { tokens, body, headers: withKey(key) }),
    edit: (tokens: Pair, id: number, body: unknown, key?: string) => request('PATCH', `/api/members/diaries/${id}`, { tokens, body, headers: withKey(key) }),
    share: (tokens: Pair, id: number, shared: boolean, key?: string) =>
      request('PUT', `/api/members/diaries/${id}/share`, { tokens, body: { shared }, headers: withKey(key) }),
    read: (tokens: Pair, id: number) => request('GET', `/api/members/diaries/${id}`, { tokens }),
    remove: (tokens: Pair, id: number) => request('DELETE', `/api/members/diaries/${id}`, { tokens }),
    list: (tokens: Pair, query: string) => request('GET', `/api/members/diaries?${query}`, { tokens }),

    /** POST a new entry: expects 200 and answers the entry. */
    async write(tokens: Pair, body: unknown) {
      const res = await request('POST', '/api/members/diaries', { tokens, body });
      expect(res.status).toBe(200);
      return dataOf(res, diaryApi.createDiary.response);
    },
  };
}

export const errorOf = (status: number, message: string) => ({ status, json: { code: String(status), message } });
