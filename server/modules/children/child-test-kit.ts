/** Helpers shared by the children server tests (not a test file itself). */
import * as v from 'valibot';
import { expect } from 'vitest';
import { ChildListData, ChildSummaryData, type ChildListItem } from '../../../src/contract/child.ts';
import { Tokens } from '../../../src/contract/user.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo.ts';
import type { TestContext } from '../../test/harness.ts';

export type Pair = { accessToken: string; refreshToken: string };
export type SummaryData = ChildSummaryData;

/** The data of an answer, checked with the contract's schema. */
export const dataOf = <S extends v.GenericSchema>(schema: S, res: { json: { data?: unknown } | null }): v.InferOutput<S> => v.parse(schema, res.json?.data);

export function kit(ctx: () => TestContext) {
  const t = () => ctx();
  const auth = (tokens: Pair) => ({ authorization: `Bearer ${tokens.accessToken}`, 'x-refresh-token': tokens.refreshToken });
  return {
    auth,
    async signIn(userId: string): Promise<Pair> {
      const res = await t().request('POST', '/api/open/auth/sign-in', { body: { userId, password: DEMO_PASSWORD } });
      expect(res.status).toBe(200);
      return dataOf(Tokens, res);
    },
    async join(userId: string, nickname: string): Promise<Pair> {
      const res = await t().request('POST', '/api/open/users/join', { body: { userId, password: 'goodpass1', nickname } });
      expect(res.status).toBe(200);
      return dataOf(Tokens, res);
    },
    async list(tokens: Pair): Promise<ChildListItem[]> {
      const res = await t().request('GET', '/api/members/children', { tokens });
      expect(res.status).toBe(200);
      return dataOf(ChildListData, res).children;
    },
    async add(tokens: Pair, body: unknown): Promise<number> {
      const res = await t().request('POST', '/api/members/children', { tokens, body });
      expect(res.json).toMatchObject({ code: '200' });
      return dataOf(v.object({ id: v.number() }), res).id;
    },
    async read(tokens: Pair, id: number): Promise<SummaryData> {
      const res = await t().request('GET', `/api/members/children/${id}`, { tokens });
      expect(res.status).toBe(200);
      return dataOf(ChildSummaryData, res);
    },
    patch: (tokens: Pair, id: number | string, body: unknown) => t().request('PATCH', `/api/members/children/${id}`, { tokens, body }),
    remove: (tokens: Pair, id: number | string) => t().request('DELETE', `/api/members/children/${id}`, { tokens }),
    async selectedId(tokens: Pair): Promise<number | null> {
      const me = await t().request('GET', '/api/users/me', { tokens });
      return dataOf(v.object({ selectedChildId: v.nullable(v.number()) }), me).selectedChildId;
    },
  };
}

export const bornChild = (nickname: string, birthDateTime: string, measures: { height?: number | null; weight?: number | null } = {}) => ({
  nickname,
  sex: 'FEMALE',
  born: true,
  birthDateTime,
  height: measures.height ?? null,
  weight: measures.weight ?? null,
});
export const unbornChild = (nickname: string, birthDueDate = '2027-01-10') => ({ nickname, sex: 'MALE', born: false, birthDueDate });
export const notFound = { status: 404, json: { code: '404', message: 'NoSuchChildException' } };
