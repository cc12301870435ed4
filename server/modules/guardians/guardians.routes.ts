import type { Hono } from 'hono';
import { api } from '../../../src/contract/api.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { mount } from '../../lib/route.ts';
import { createGuardianService } from './guardians.service.ts';

/** Decision 0097: a child's family (src/contract/guardians-api.ts). */
export function guardiansRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const guardians = createGuardianService(deps);

  mount(app, api.childFamily, ({ user, params }) => guardians.family(user.id, params.id));
  mount(app, api.inviteGuardian, ({ user, params }) => guardians.invite(user.id, params.id));
  mount(app, api.cancelGuardianInvite, async ({ user, params }) => {
    await guardians.cancelInvite(user.id, params.id, params.inviteId);
    return null;
  });
  mount(app, api.removeGuardian, async ({ user, params }) => {
    await guardians.remove(user.id, params.id, params.memberId);
    return null;
  });
  mount(app, api.acceptGuardianInvite, ({ user, body }) => guardians.accept(user.id, body.code));
}
