import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import { isLoopback, socketAddress } from './client-address.ts';
import { fail } from './envelope.ts';

/**
 * The development helpers (SMS outbox with recovery codes, the fake Toss checkout, the dev login)
 * answer only the machine they run on (decision 0032): `npm start` without NODE_ENV must not hand
 * recovery codes to anyone who can reach the port. A request that came through a proxy (forwarding
 * headers) is not local even when the proxy is.
 */
export function loopbackOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const socket = socketAddress(c);
    const forwarded = c.req.header('x-forwarded-for') !== undefined || c.req.header('forwarded') !== undefined;
    if (forwarded || !isLoopback(socket ?? 'local') || !isLoopback(c.get('clientAddress'))) {
      return c.req.path.startsWith('/api/') ? fail(c, 'IllegalUserRoleException') : c.text('Development helpers answer only this machine (loopback).', 403);
    }
    await next();
  };
}

/** The paths the development helpers live under (none of them is mounted in production). */
export const DEV_HELPER_PATHS = ['/api/open/dev/*', '/api/open/dev-oauth/*', '/dev/toss', '/dev/toss/*'] as const;

export const DEV_HELPERS_BANNER = [
  '  ⚠ Development helpers are ON (NODE_ENV is not "production"):',
  '    SMS outbox with recovery codes, the fake Toss checkout (/dev/toss) and the dev login.',
  '    They answer loopback clients only. Never run a public server without NODE_ENV=production.',
].join('\n');
