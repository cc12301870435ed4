import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiJoin, authHeaders, smsCode, storeTokens, uniqueMember, type Tokens } from './fixtures.ts';

// Accounts for the parent journeys (decision 0034): a member stopped at each step of the SPEC §5 guard.
// Every journey makes its members here, so a change to sign-up's steps is made once.
const DAY = 86_400_000;
const JOIN_PASSWORD = 'goodpass1';

export const koreaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());

/** A joined member with the consents given but no name nor verified phone: the guard's step 7 stop. */
export async function memberWithConsents(request: APIRequestContext): Promise<{ tokens: Tokens; nickname: string; userId: string }> {
  const { userId, nickname } = uniqueMember();
  const tokens = await apiJoin(request, userId, nickname, JOIN_PASSWORD);
  const res = await request.put('/api/users/consents', {
    headers: authHeaders(tokens),
    data: { termsOfService: true, privacyPolicy: true, guardianConsent: true, marketing: false },
  });
  expect(res.ok()).toBeTruthy();
  return { tokens, nickname, userId };
}

/** A member with a complete profile and a verified phone, no child yet: the guard's step 8 stop. */
export async function completeMember(request: APIRequestContext): Promise<Tokens> {
  return (await completeMemberWithLogin(request)).tokens;
}

/** completeMember, with the ID and password it signs in with (apiJoin's). */
export async function completeMemberWithLogin(request: APIRequestContext): Promise<{ tokens: Tokens; userId: string; password: string }> {
  const { tokens, nickname, userId } = await memberWithConsents(request);
  const headers = authHeaders(tokens);
  const phone = `010${String(Date.now()).slice(-8)}`;
  const calls = [
    () => request.patch('/api/users/personal', { headers, data: { name: '김여정', nickname, birthDate: null } }),
    () => request.post('/api/users/phone/auth', { headers, data: { value: phone } }),
    async () => request.patch('/api/users/phone/submit', { headers, data: { value: await smsCode(request, phone) } }),
  ];
  for (const send of calls) expect((await send()).ok()).toBeTruthy();
  return { tokens, userId, password: JOIN_PASSWORD };
}

/** A child added through the API (SPEC §4 child body); its id. */
export async function addChild(request: APIRequestContext, tokens: Tokens, body: Record<string, unknown>): Promise<number> {
  const res = await request.post('/api/members/children', { headers: authHeaders(tokens), data: body });
  expect(res.ok(), await res.text()).toBeTruthy();
  const json: unknown = await res.json();
  const id =
    typeof json === 'object' && json !== null && 'data' in json && typeof json.data === 'object' && json.data !== null && 'id' in json.data
      ? json.data.id
      : null;
  if (typeof id !== 'number') throw new Error('no child id');
  return id;
}

/**
 * A complete member whose only (so selected) child was born `days` ago (at noon in Korea), or is due
 * in `-days` days; the tokens are stored in the page.
 */
export async function parentWithChild(page: Page, days: number, nickname = '봄이'): Promise<{ tokens: Tokens; childId: number }> {
  const tokens = await completeMember(page.request);
  const at = new Date(Date.now() - days * DAY);
  at.setUTCHours(3, 0, 0, 0);
  const born = days >= 0;
  const data = born
    ? { nickname, sex: 'FEMALE', born, birthDateTime: at.toISOString(), height: null, weight: null }
    : { nickname, sex: 'FEMALE', born, birthDueDate: at.toISOString().slice(0, 10), height: null, weight: null };
  const childId = await addChild(page.request, tokens, data);
  await storeTokens(page, tokens);
  return { tokens, childId };
}

/** Elements whose right edge passes the viewport's (a horizontal overflow), described for the failure message. */
export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 || el.getBoundingClientRect().width > width + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().right)}>${width}`);
  });
}
