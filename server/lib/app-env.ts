import type { Provider, Role, UserStatus } from '../../src/contract/roles.ts';
import type { Http2Bindings, HttpBindings } from '@hono/node-server';
import type { Logger } from 'pino';

/** The signed-in caller, resolved from the tokens by the auth middleware. */
export type AuthUser = { id: number; role: Role; status: UserStatus; registrationId: Provider | null; familyId: string };

/**
 * clientAddress: the caller's address as server/lib/client-address.ts judges it ('local' in-process).
 * Bindings: the Node request and response when served by @hono/node-server (HTTP/1.1, or HTTP/2 with
 * TLS, decision 0062); absent in-process.
 */
export type AppEnv = { Variables: { user: AuthUser | null; log: Logger; clientAddress: string }; Bindings: Partial<HttpBindings> | Partial<Http2Bindings> };
