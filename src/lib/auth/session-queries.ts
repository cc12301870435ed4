/** Queries the guard and several domains share: the current user, the children, a child summary. */
import { queryOptions } from '@tanstack/react-query';
import { sessionApi } from '../../contract/session-api.ts';
import { childrenApi } from '../../contract/children-api.ts';
import { call } from '../api/call.ts';

export const sessionKeys = {
  me: ['session', 'me'] as const,
  children: ['session', 'children'] as const,
  child: (id: number) => ['session', 'child', id] as const,
};

export const meQuery = (navigateOnError = true) =>
  queryOptions({ queryKey: sessionKeys.me, queryFn: ({ signal }) => call(sessionApi.me, { signal, navigateOnError }) });

export const childrenQuery = (navigateOnError = true) =>
  queryOptions({
    queryKey: sessionKeys.children,
    queryFn: async ({ signal }) => (await call(childrenApi.children, { signal, navigateOnError })).children,
  });
