/** Queries of member management (decision 0041): the list's keys (member-list.tsx fetches it) and one member. */
import { queryOptions } from '@tanstack/react-query';
import { adminMembersApi } from '../../contract/admin-members-api.ts';
import { type MemberListSearch } from '../../contract/admin-members.ts';
import { call } from '../../lib/api/call.ts';

export const memberKeys = {
  all: ['admin', 'members'] as const,
  list: (query: MemberListSearch) => ['admin', 'members', 'list', query] as const,
  detail: (id: number) => ['admin', 'members', 'detail', id] as const,
};

export const memberDetailQuery = (id: number) =>
  queryOptions({
    queryKey: memberKeys.detail(id),
    queryFn: () => call(adminMembersApi.adminMember, { params: { memberId: id } }),
  });
