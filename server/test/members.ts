/**
 * Members and their children for the server tests (not a test file itself): sign in, join, read
 * the member, add and read children, with every answer checked by the contract's schemas.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { expect } from 'vitest';
import { api } from '../../src/contract/api.ts';
import type { ChildListItem, ChildSummaryData } from '../../src/contract/child.ts';
import { successEnvelope } from '../../src/contract/envelope.ts';
import type { Tokens, User } from '../../src/contract/user.ts';
import { users } from '../db/schema/users.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import type { TestContext } from './harness.ts';

/** An access and refresh token pair, as sign-in, join and the code exchange answer it. */
export type Pair = Tokens;

/** The password `join` gives new members. */
export const JOIN_PASSWORD = 'goodpass1';

/**
 * The data of a success envelope `{ code: '200', message, data }`, checked with `schema`; anything
 * else fails the test with the issues and the body. Answers the data as the server sent it, not
 * valibot's copy: `v.object` drops unknown keys, and tests check exact key sets.
 */
export function dataOf<S extends v.GenericSchema>(res: { json: unknown; text?: string }, schema: S): v.InferInput<S> {
  const envelope = successEnvelope(schema);
  if (v.is(envelope, res.json)) return res.json.data;
  const { issues } = v.safeParse(envelope, res.json);
  return expect.unreachable(`not a success envelope with the expected data (${issues ? v.summarize(issues) : '?'}): ${res.text ?? JSON.stringify(res.json)}`);
}

/** The dev SMS outbox's answer (not in the contract: the route exists outside production only). */
const SmsOutbox = v.object({ text: v.string(), code: v.string() });

/** Phones for completed test members, distinct within a run (010 9xxx xxxx). */
let phones = 0;
const nextPhone = () => `0109${String(++phones).padStart(7, '0')}`;

/** A wrong six-digit code next to `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/**
 * Helpers bound to the test app. `context` is read at each call, so a file can make the kit at the
 * top and start the app in beforeAll: `const { signIn, join } = memberKit(() => t);`.
 */
export function memberKit(context: () => TestContext) {
  const request: TestContext['request'] = (...args) => context().request(...args);
  async function joinIncomplete(userId: string, nickname: string): Promise<Pair> {
    const res = await request('POST', '/api/open/users/join', { body: { userId, password: JOIN_PASSWORD, nickname } });
    expect(res.status).toBe(200);
    return dataOf(res, api.join.response);
  }
  return {
    /** The headers `request({ tokens })` sends, for calls made with `app.request` directly (uploads). */
    auth: (tokens: Pair) => ({ authorization: `Bearer ${tokens.accessToken}`, 'x-refresh-token': tokens.refreshToken }),

    /** POST /api/open/auth/sign-in (the demo password unless told): expects 200. */
    async signIn(userId: string, password = DEMO_PASSWORD): Promise<Pair> {
      const res = await request('POST', '/api/open/auth/sign-in', { body: { userId, password } });
      expect(res.status).toBe(200);
      return dataOf(res, api.signIn.response);
    },

    /**
     * POST /api/open/users/join with JOIN_PASSWORD (expects 200), then the rest of sign-up as the
     * member would finish it (consents, name, a verified phone), written straight to the database:
     * until then the server refuses their writes (SPEC §5 guard 7, decision 0047).
     */
    async join(userId: string, nickname: string): Promise<Pair> {
      const pair = await joinIncomplete(userId, nickname);
      const now = new Date();
      const [row] = await context()
        .db.update(users)
        .set({ termsAgreedAt: now, privacyAgreedAt: now, guardianConsentAt: now, name: '김도담', phone: nextPhone(), phoneVerifiedAt: now })
        .where(eq(users.loginId, userId))
        .returning({ id: users.id });
      expect(row).toBeDefined();
      return pair;
    },

    /** POST /api/open/users/join only: the member as sign-up leaves them, before consents and profile. */
    joinIncomplete,

    /** GET /api/users/me: expects 200. */
    async me(tokens: Pair): Promise<User> {
      const res = await request('GET', '/api/users/me', { tokens });
      expect(res.status).toBe(200);
      return dataOf(res, api.me.response);
    },

    /** GET /api/members/children (data.children): expects 200. */
    async children(tokens: Pair): Promise<ChildListItem[]> {
      const res = await request('GET', '/api/members/children', { tokens });
      expect(res.status).toBe(200);
      return dataOf(res, api.children.response).children;
    },

    /** POST /api/members/children: expects code 200 and answers the new child's id. */
    async addChild(tokens: Pair, body: unknown): Promise<number> {
      const res = await request('POST', '/api/members/children', { tokens, body });
      expect(res.json).toMatchObject({ code: '200' });
      return dataOf(res, api.addChild.response).id;
    },

    /** GET /api/members/children/:id (summary and version): expects 200. */
    async child(tokens: Pair, id: number): Promise<ChildSummaryData> {
      const res = await request('GET', `/api/members/children/${id}`, { tokens });
      expect(res.status).toBe(200);
      return dataOf(res, api.child.response);
    },

    /** PATCH /api/members/children/:id, answered as it is. */
    patchChild: (tokens: Pair, id: number | string, body: unknown) => request('PATCH', `/api/members/children/${id}`, { tokens, body }),

    /** DELETE /api/members/children/:id, answered as it is. */
    removeChild: (tokens: Pair, id: number | string) => request('DELETE', `/api/members/children/${id}`, { tokens }),

    /** The last code sent by SMS to `phone` (the dev outbox): expects 200. */
    async outbox(phone: string): Promise<string> {
      const res = await request('GET', `/api/open/dev/sms-outbox?phone=${phone}`);
      expect(res.status).toBe(200);
      return dataOf(res, SmsOutbox).code;
    },
  };
}
