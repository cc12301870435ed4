import type { PaymentConfig } from '../../../src/contract/orders.ts';
import type { Deps } from '../../deps.ts';
import { FAKE_TOSS_MOUNT } from '../../integrations/toss-fake.ts';

/**
 * How the browser pays: Toss's SDK with the client key, or (development without keys) the local
 * stand-in's SDK, whose checkout page says that nothing is charged.
 */
export function paymentConfigOf(deps: Deps): PaymentConfig {
  if (deps.fakeToss) return { mode: 'test-checkout', clientKey: deps.fakeToss.clientKey, sdkUrl: `${FAKE_TOSS_MOUNT}/sdk.js` };
  return { mode: 'toss', clientKey: deps.env.TOSS_CLIENT_KEY ?? null, sdkUrl: deps.env.TOSS_SDK_URL };
}
