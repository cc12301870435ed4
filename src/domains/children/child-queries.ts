/** A child's summary with its edit version (GET /api/members/children/:id), shared with /main. */
import { queryOptions } from '@tanstack/react-query';
import { childrenApi } from '../../contract/children-api.ts';
import { call } from '../../lib/api/call.ts';
import { sessionKeys } from '../../lib/auth/session-queries.ts';

export const childQuery = (id: number) =>
  queryOptions({
    queryKey: sessionKeys.child(id),
    queryFn: ({ signal }) => call(childrenApi.child, { params: { id }, signal }),
  });
