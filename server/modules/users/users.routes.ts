import { and, eq, ne } from 'drizzle-orm';
import type { Hono } from 'hono';
import { api } from '../../../src/contract/api.ts';
import { users } from '../../db/schema/users.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { RATE_RULES } from '../../lib/rate-limit.ts';
import { mount } from '../../lib/route.ts';
import { originOf } from '../../lib/public-origin.ts';
import type { PhoneService } from './phone.service.ts';
import { createAccountService } from './account.service.ts';
import { userView } from './user-view.ts';

export function usersRoutes(app: Hono<AppEnv>, deps: Deps, phone: PhoneService): void {
  const { db } = deps.database;
  const { clock, rate } = deps;
  const account = createAccountService(deps);

  mount(app, api.me, async ({ user }) => userView(db, user));

  mount(app, api.consents, async ({ user, body }) => {
    const now = clock.now();
    await db
      .update(users)
      .set({ termsAgreedAt: now, privacyAgreedAt: now, guardianConsentAt: now, marketingConsent: body.marketing, updatedAt: now })
      .where(eq(users.id, user.id));
    return null;
  });

  mount(app, api.phoneAuth, async ({ user, body }) => {
    await rate(RATE_RULES.phoneAuth, String(user.id));
    return { expiresInSeconds: await phone.requestForUser(user.id, body.value) };
  });

  mount(app, api.phoneSubmit, async ({ user, body }) => {
    await phone.submitForUser(user.id, body.value);
    return null;
  });

  mount(app, api.personal, async ({ user, body }) => {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.nickname, body.nickname), ne(users.id, user.id), ne(users.status, 'WITHDRAWN')))
      .limit(1);
    if (taken) throw new AppError('UserInfoDuplicateException');
    try {
      await db.update(users).set({ name: body.name, nickname: body.nickname, birthDate: body.birthDate, updatedAt: clock.now() }).where(eq(users.id, user.id));
    } catch (error) {
      // Two members claiming the same nickname at once: the unique index decides.
      if (isUniqueViolation(error)) throw new AppError('UserInfoDuplicateException');
      throw error;
    }
    return null;
  });

  mount(app, api.phoneNoti, async ({ user, body }) => {
    await db.update(users).set({ phoneNotiEnabled: body.enabled, updatedAt: clock.now() }).where(eq(users.id, user.id));
    return null;
  });

  mount(app, api.pushNoti, async ({ user, body }) => {
    await db.update(users).set({ pushNotiEnabled: body.enabled, updatedAt: clock.now() }).where(eq(users.id, user.id));
    return null;
  });

  mount(app, api.diaryNotiTime, async ({ user, body }) => {
    await db.update(users).set({ diaryNotiTime: body.diaryNotiTime, updatedAt: clock.now() }).where(eq(users.id, user.id));
    return null;
  });

  mount(app, api.unlinkSocial, async ({ user, params }) => {
    await account.unlinkSocial(user.id, params.id);
    return null;
  });

  mount(app, api.logout, async ({ c, user }) => {
    await deps.tokens.revokeFamily(user.familyId);
    const provider = user.registrationId;
    return { providerLogoutUrl: provider ? deps.oauth[provider].logoutUrl(originOf(deps, c.req.url)) : null };
  });

  mount(app, api.deleteAccount, async ({ user }) => {
    await account.deleteAccount(user.id);
    return { providerLogoutUrl: null };
  });
}
