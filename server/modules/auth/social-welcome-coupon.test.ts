import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/coupons.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { createAuthService } from './auth.service.ts';

// 2026-11-22 12:00 KST.
const clock = testClock(new Date('2026-11-22T03:00:00Z'));

const t = testApp({ clock });
beforeAll(async () => {});

/** The welcome coupon of a social sign-up (decision 0027); the ID/password join's is in modules/coupons. */
describe('the welcome coupon of a first social sign-in', () => {
  it('gives a member created by a first social sign-in one too, and none on the next sign-in', async () => {
    const auth = createAuthService(t.deps);
    const profile = { providerUserId: 'kakao-welcome-1', email: null };
    const id = await auth.socialUser('KAKAO', profile);
    expect(await auth.socialUser('KAKAO', profile)).toBe(id);
    const rows = await t.db.select().from(coupons).where(eq(coupons.memberId, id));
    expect(rows.map((r) => r.name)).toEqual(['가입 축하 전문가 코멘트 쿠폰']);
  });
});
