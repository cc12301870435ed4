/** A child's family (decision 0097): its owner, guardians and, for the owner, the open invites. */
import { queryOptions } from '@tanstack/react-query';
import { guardiansApi } from '../../contract/guardians-api.ts';
import { call } from '../../lib/api/call.ts';

export const familyKey = (childId: number) => ['family', childId] as const;

export const familyQuery = (childId: number) =>
  queryOptions({
    queryKey: familyKey(childId),
    queryFn: ({ signal }) => call(guardiansApi.childFamily, { params: { id: childId }, signal }),
  });

/** The invite link: the join page with the code filled in. */
export function inviteLink(code: string, origin = window.location.origin): string {
  return `${origin}/my-page/child-info/join?code=${encodeURIComponent(code)}`;
}
