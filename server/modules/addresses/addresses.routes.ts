import type { Hono } from 'hono';
import { addressesApi } from '../../../src/contract/addresses-api.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { mountIdempotent } from '../../lib/idempotency.ts';
import { RATE_RULES } from '../../lib/rate-limit.ts';
import { mount } from '../../lib/route.ts';
import { AddressSearchUnavailableError } from '../../integrations/address-search.ts';
import { createAddressService } from './addresses.service.ts';

/** Decision 0026: the member's delivery addresses; adds and edits accept an Idempotency-Key (a retried save adds one address). */
export function addressesRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const service = createAddressService(deps);
  mount(app, addressesApi.addresses, async ({ user }) => ({ addresses: await service.list(user.id) }));
  mountIdempotent(app, deps, addressesApi.createAddress, ({ tx, user, body }) => service.create(tx, user.id, body));
  mount(app, addressesApi.address, ({ user, params }) => service.read(user.id, params.id));
  mountIdempotent(app, deps, addressesApi.editAddress, ({ tx, user, params, body }) => service.edit(tx, user.id, params.id, body));
  mount(app, addressesApi.deleteAddress, ({ user, params }) => service.remove(user.id, params.id));
  // Decision 0074: the form's search asks juso.go.kr through the server (the approval key stays here), counted per member.
  mount(app, addressesApi.searchAddress, async ({ user, query }) => {
    await deps.rate(RATE_RULES.addressSearch, String(user.id));
    try {
      return await deps.addressSearch.search(query.keyword, query.page);
    } catch (error) {
      if (error instanceof AddressSearchUnavailableError) {
        deps.log.warn({ err: error }, 'address search unavailable');
        throw new AppError('AddressSearchUnavailableException');
      }
      throw error;
    }
  });
}
